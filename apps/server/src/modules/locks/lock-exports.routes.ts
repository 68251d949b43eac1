// Transfer and export calls of spec §7 (their subject belongs to later issues): validated, owner-only, then
// answered truthfully (10702, or the real count).
import { exportLockRequestSchema, exportLockResponseSchema } from '@lockconsole/shared/lock/export';
import { transferLockRequestSchema, transferLockResponseSchema } from '@lockconsole/shared/lock/transfer';
import {
  getExportUserNumRequestSchema,
  getExportUserNumResponseSchema,
} from '@lockconsole/shared/lock/get-export-user-num';
import { exportLockUserRequestSchema, exportLockUserResponseSchema } from '@lockconsole/shared/lock/export-user';
import { defineRoute } from '../../http/route';
import type { LockExportsService } from './lock-exports.service';

const tag = 'lock';

export const lockExportRoutes = (s: LockExportsService) => [
  defineRoute({
    method: 'POST',
    path: '/lock/export',
    auth: { lock: 'own' },
    tag,
    summary: 'Export unlock records of locks (not available yet: 10702)',
    request: exportLockRequestSchema,
    response: exportLockResponseSchema,
    handler: (input, ctx) => s.exportRecords(ctx, input),
  }),
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
  defineRoute({
    method: 'POST',
    path: '/lock/exportUser',
    auth: { lock: 'own' },
    tag,
    summary: 'Export lock users of locks (not available yet: 10702)',
    request: exportLockUserRequestSchema,
    response: exportLockUserResponseSchema,
    handler: (input, ctx) => s.exportUsers(ctx, input),
  }),
];
