// Account endpoints of /account/info (docs/accounts.md): profile, bindings, account and password changes.
import type { BindEmailRequest } from '@lockconsole/shared/user/bind-email';
import type { BindMobileRequest } from '@lockconsole/shared/user/bind-mobile';
import type { ChangeAccountRequest, ChangeAccountResponse } from '@lockconsole/shared/user/change-account';
import type { ChangePasswordRequest, ChangePasswordResponse } from '@lockconsole/shared/user/change-password';
import type { UnbindMobileRequest } from '@lockconsole/shared/user/unbind-mobile';
import type { UpdateUserInfoRequest } from '@lockconsole/shared/user/update-user-info';
import { apiPost } from '../../../lib/api/client';

const quiet = { silent: true } as const;
export const updateUserInfo = (req: UpdateUserInfoRequest) => apiPost<null>('/user/updateUserInfo', req, quiet);
export const bindMobile = (req: BindMobileRequest) => apiPost<null>('/user/bindMobile', req, quiet);
export const bindEmail = (req: BindEmailRequest) => apiPost<null>('/user/bindEmail', req, quiet);
export const unbindMobile = (req: UnbindMobileRequest) => apiPost<null>('/user/unbindMobile', req, quiet);
export const unbindEmail = (req: UnbindMobileRequest) => apiPost<null>('/user/unbindEmail', req, quiet);
export const changeAccount = (req: ChangeAccountRequest) =>
  apiPost<ChangeAccountResponse>('/user/changeAccount', req, quiet);
export const changePassword = (req: ChangePasswordRequest) =>
  apiPost<ChangePasswordResponse>('/user/changePassword', req, quiet);
