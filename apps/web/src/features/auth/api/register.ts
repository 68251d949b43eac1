// POST /user/register.
import type { RegisterRequest, RegisterResponse } from '@lockconsole/shared/user/register';
import { apiPost } from '../../../lib/api/client';

export const register = (req: RegisterRequest) =>
  apiPost<RegisterResponse>('/user/register', req, { allowLogout: false });
