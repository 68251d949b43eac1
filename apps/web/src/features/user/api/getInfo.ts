// GET /user/getInfo — the signed-in user (spec §3).
import type { GetInfoResponse } from '@lockconsole/shared/user/get-info';
import { apiGet } from '../../../lib/api/client';

/** Used by the guard: a failure there means "go to login", not "session expired". */
export const getInfo = (opts: { silent?: boolean; allowLogout?: boolean } = {}) =>
  apiGet<GetInfoResponse>('/user/getInfo', {}, opts);
