// POST /user/loginByAccessToken — adopts a session token handed over in the URL.
import type { LoginByAccessTokenResponse } from '@lockconsole/shared/user/login-by-access-token';
import { apiPost } from '../../../lib/api/client';

export const loginByAccessToken = (accessToken: string) =>
  apiPost<LoginByAccessTokenResponse>(
    '/user/loginByAccessToken',
    { accessToken },
    { allowLogout: false, silent: true },
  );
