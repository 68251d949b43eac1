// The count of users a lock-user export would hold. The exports: modules/exports; transfers: modules/transfers.
import {
  getExportUserNumRequestSchema,
  getExportUserNumResponseSchema,
} from '@lockconsole/shared/lock/get-export-user-num';
import { defineRoute } from '../../http/route';
import type { LockExportsService } from './lock-exports.service';

const tag = 'lock';

export const lockExportRoutes = (s: LockExportsService) => [
  defineRoute({
    method: 'POST',
    path: '/lock/getExportUserNum',
    auth: { lock: 'own' },
    tag,
    summary: 'Number of lock users an export of these locks would contain',
    request: getExportUserNumRequestSchema,
    response: getExportUserNumResponseSchema,
    handler: (input, ctx) => s.exportUserNum(ctx, input),
  }),
];
