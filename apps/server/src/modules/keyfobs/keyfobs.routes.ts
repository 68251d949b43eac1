// Key fob endpoints (issue 16). Thin: schema, declared access ({lock: 'manage'}: the owner or an authorized admin;
// anyone else gets the lock routes' −2018), one service call.
import {
  keyfobItemSchema,
  scanAccessoryRequestSchema,
  scanAccessoryResponseSchema,
} from '@lockconsole/shared/keyfob/keyfob';
import {
  addKeyfobRequestSchema,
  changeKeyfobPeriodRequestSchema,
  clearKeyfobRequestSchema,
  clearKeyfobResponseSchema,
  keyfobTargetRequestSchema,
  listKeyfobRequestSchema,
  listKeyfobResponseSchema,
  renameKeyfobRequestSchema,
} from '@lockconsole/shared/keyfob/requests';
import { defineRoute } from '../../http/route';
import type { KeyfobsService } from './keyfobs.service';

const tag = 'keyfob';

export const keyfobRoutes = (s: KeyfobsService) => [
  defineRoute({
    method: 'POST',
    path: '/keyfob/scan',
    auth: { lock: 'manage' },
    tag,
    summary: 'Let the lock listen for key fobs in pairing mode through its gateway (waits a few seconds)',
    request: scanAccessoryRequestSchema,
    response: scanAccessoryResponseSchema,
    handler: (input, ctx) => s.scan(ctx, input),
  }),
  defineRoute({
    method: 'POST',
    path: '/keyfob/add',
    auth: { lock: 'manage' },
    tag,
    summary: 'Pair a key fob the scan found: stored by the lock through its gateway (adding → normal | add failed)',
    request: addKeyfobRequestSchema,
    response: keyfobItemSchema,
    handler: (input, ctx) => s.add(ctx, input),
  }),
  defineRoute({
    method: 'GET',
    path: '/keyfob/list',
    auth: { lock: 'manage' },
    tag,
    summary: 'The lock’s key fobs with battery and firmware, paged, searched by name or number',
    request: listKeyfobRequestSchema,
    response: listKeyfobResponseSchema,
    handler: (input, ctx) => s.list(ctx, input),
  }),
  defineRoute({
    method: 'POST',
    path: '/keyfob/rename',
    auth: { lock: 'manage' },
    tag,
    summary: 'Rename a key fob (server only)',
    request: renameKeyfobRequestSchema,
    response: keyfobItemSchema,
    handler: (input, ctx) => s.rename(ctx, input),
  }),
  defineRoute({
    method: 'POST',
    path: '/keyfob/changePeriod',
    auth: { lock: 'manage' },
    tag,
    summary: 'Change a key fob’s validity on the lock (updating → normal | update failed)',
    request: changeKeyfobPeriodRequestSchema,
    response: keyfobItemSchema,
    handler: (input, ctx) => s.changePeriod(ctx, input),
  }),
  defineRoute({
    method: 'POST',
    path: '/keyfob/delete',
    auth: { lock: 'manage' },
    tag,
    summary: 'Unpair a key fob from the lock (deleting → gone | delete failed)',
    request: keyfobTargetRequestSchema,
    response: keyfobItemSchema,
    handler: (input, ctx) => s.remove(ctx, input),
  }),
  defineRoute({
    method: 'POST',
    path: '/keyfob/resync',
    auth: { lock: 'manage' },
    tag,
    summary: 'Push a failed add, change or delete of a key fob to the lock again',
    request: keyfobTargetRequestSchema,
    response: keyfobItemSchema,
    handler: (input, ctx) => s.resync(ctx, input),
  }),
  defineRoute({
    method: 'POST',
    path: '/keyfob/clear',
    auth: { lock: 'manage' },
    tag,
    summary: 'Unpair every key fob from the lock, as one tracked operation',
    request: clearKeyfobRequestSchema,
    response: clearKeyfobResponseSchema,
    handler: (input, ctx) => s.clear(ctx, input),
  }),
];
