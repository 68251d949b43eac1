// GET /user/listKeyGroup — the group list is in data.list (spec §7).
import type { ListKeyGroupResponse } from '@lockconsole/shared/user/list-key-group';
import { apiGet } from '../../../lib/api/client';

export const listKeyGroup = () => apiGet<ListKeyGroupResponse>('/user/listKeyGroup', {}, { silent: true });
