// POST /user/resetPassword.
import type { ResetPasswordRequest } from '@lockconsole/shared/user/reset-password';
import { apiPost } from '../../../lib/api/client';

export const resetPassword = (req: ResetPasswordRequest) =>
  apiPost<null>('/user/resetPassword', req, { allowLogout: false });
