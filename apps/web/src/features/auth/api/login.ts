// POST /user/login — 10009 asks for a new-device code (docs/accounts.md).
import type { LoginRequest, LoginResponse } from '@lockconsole/shared/user/login';
import { ERROR } from '@lockconsole/shared/errors/codes';
import { apiPost } from '../../../lib/api/client';

export const login = (req: LoginRequest) =>
  apiPost<LoginResponse>('/user/login', req, {
    allowLogout: false,
    silent: (e) => e.code === ERROR.newDeviceCodeRequired.code,
  });
