// GET /user/getInfo after an account change, so the page shows what the server now holds.
import type { GetInfoResponse } from '@lockconsole/shared/user/get-info';
import { apiGet } from '../../../lib/api/client';

export const getInfo = () => apiGet<GetInfoResponse>('/user/getInfo');
