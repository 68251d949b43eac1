// Sign-in links (#28.1): which account a link is for (GET /user/loginLinkInfo), then using it up
// (POST /user/loginByAccessToken), which starts a session of that account in this browser.
import type { LoginByAccessTokenResponse, LoginLinkInfoResponse } from '@lockconsole/shared/user/login-by-access-token';
import { apiGet, apiPost } from '../../../lib/api/client';

export const loginLinkInfo = (accessToken: string) =>
  apiGet<LoginLinkInfoResponse>('/user/loginLinkInfo', { accessToken }, { allowLogout: false, silent: true });

export const loginByAccessToken = (accessToken: string) =>
  apiPost<LoginByAccessTokenResponse>(
    '/user/loginByAccessToken',
    { accessToken },
    { allowLogout: false, silent: true },
  );
