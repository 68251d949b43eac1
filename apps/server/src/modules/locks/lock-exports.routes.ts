// Transfer calls of spec §7 (their subject belongs to a later issue): validated, owner-only, then answered
// truthfully (10702); and the count of users a lock-user export would hold. The exports: modules/exports.
import { transferLockRequestSchema, transferLockResponseSchema } from '@lockconsole/shared/lock/transfer';
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
    path: '/lock/transfer',
    auth: { lock: 'own' },
    tag,
    summary: 'Transfer locks to another account (not available yet: 10702)',
    request: transferLockRequestSchema,
    response: transferLockResponseSchema,
    handler: (input, ctx) => s.transfer(ctx, input),
  }),
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
