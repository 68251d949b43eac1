// GET /user/listKeyGroup — the group list is in data.list (spec §7).
import type { ListKeyGroupResponse } from '@lockconsole/shared/user/list-key-group';
import { apiGet, type CallOptions } from '../../../lib/api/client';

export const listKeyGroup = (o: CallOptions = {}) =>
  apiGet<ListKeyGroupResponse>('/user/listKeyGroup', {}, { silent: true, ...o });
