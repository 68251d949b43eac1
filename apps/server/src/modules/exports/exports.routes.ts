// Exports (issue 18): estimate, start, list (the account's export log), cancel, download link; and the spec §7
// calls /lock/export and /lock/exportUser, which start the same jobs. Lock-scoped calls name their locks in
// lockIdList: the pipeline lets through owners and authorized admins of every one ({lock: 'records'}); the
// service narrows batch and user exports to the caller's own locks.
import {
  cancelExportResponseSchema,
  createExportRequestSchema,
  createExportResponseSchema,
  downloadLinkResponseSchema,
  estimateExportRequestSchema,
  estimateExportResponseSchema,
  exportIdRequestSchema,
  listExportRequestSchema,
  listExportResponseSchema,
} from '@lockconsole/shared/export/export';
import { exportLockRequestSchema, exportLockResponseSchema } from '@lockconsole/shared/lock/export';
import { exportLockUserRequestSchema, exportLockUserResponseSchema } from '@lockconsole/shared/lock/export-user';
import { defineRoute } from '../../http/route';
import type { ExportsService } from './exports.service';

const tag = 'export';

export const exportRoutes = (s: ExportsService) => [
  defineRoute({
    method: 'POST',
    path: '/export/estimate',
    auth: { lock: 'records' },
    tag,
    summary: 'How many rows an export would hold, and the most one may hold (spec §5)',
    request: estimateExportRequestSchema,
    response: estimateExportResponseSchema,
    handler: (input, ctx) => s.estimate(ctx, input),
  }),
  defineRoute({
    method: 'POST',
    path: '/export/create',
    auth: { lock: 'records' },
    tag,
    summary: 'Start an export of unlock records or lock users (xlsx or CSV); progress in /export/list and events',
    request: createExportRequestSchema,
    response: createExportResponseSchema,
    handler: (input, ctx) => s.create(ctx, input),
  }),
  defineRoute({
    method: 'GET',
    path: '/export/list',
    auth: 'user',
    tag,
    summary: 'The caller’s exports and every export of the locks they own, newest first (the export log)',
    request: listExportRequestSchema,
    response: listExportResponseSchema,
    handler: (input, ctx) => s.list(ctx, input),
  }),
  defineRoute({
    method: 'POST',
    path: '/export/cancel',
    auth: 'user',
    tag,
    summary: 'Cancel a queued or running export of the caller',
    request: exportIdRequestSchema,
    response: cancelExportResponseSchema,
    handler: (input, ctx) => s.cancel(ctx, input),
  }),
  defineRoute({
    method: 'POST',
    path: '/export/downloadLink',
    auth: 'user',
    tag,
    summary: 'A link to the file of a finished export of the caller, valid for five minutes',
    request: exportIdRequestSchema,
    response: downloadLinkResponseSchema,
    handler: (input, ctx) => s.downloadLink(ctx, input),
  }),
  defineRoute({
    method: 'POST',
    path: '/lock/export',
    auth: { lock: 'own' },
    tag: 'lock',
    summary: 'Export unlock records of locks (a job; the past six months when no period is given)',
    request: exportLockRequestSchema,
    response: exportLockResponseSchema,
    handler: (input, ctx) => s.createLockExport(ctx, input),
  }),
  defineRoute({
    method: 'POST',
    path: '/lock/exportUser',
    auth: { lock: 'own' },
    tag: 'lock',
    summary: 'Export the lock users of locks (a job)',
    request: exportLockUserRequestSchema,
    response: exportLockUserResponseSchema,
    handler: (input, ctx) => s.createUserExport(ctx, input),
  }),
];
