// Wireless keypad endpoints (issue 16). Thin: schema, declared access ({lock: 'manage'}), one service call.
import {
  keypadItemSchema,
  scanAccessoryRequestSchema,
  scanAccessoryResponseSchema,
} from '@lockconsole/shared/keyfob/keyfob';
import {
  addKeypadRequestSchema,
  keypadTargetRequestSchema,
  listKeypadRequestSchema,
  listKeypadResponseSchema,
  renameKeypadRequestSchema,
} from '@lockconsole/shared/keypad/requests';
import { defineRoute } from '../../http/route';
import type { KeypadsService } from './keypads.service';

const tag = 'keyfob';

export const keypadRoutes = (s: KeypadsService) => [
  defineRoute({
    method: 'POST',
    path: '/wirelessKeypad/scan',
    auth: { lock: 'manage' },
    tag,
    summary: 'Let the lock listen for wireless keypads in pairing mode through its gateway (waits a few seconds)',
    request: scanAccessoryRequestSchema,
    response: scanAccessoryResponseSchema,
    handler: (input, ctx) => s.scan(ctx, input),
  }),
  defineRoute({
    method: 'POST',
    path: '/wirelessKeypad/add',
    auth: { lock: 'manage' },
    tag,
    summary: 'Pair a wireless keypad the scan found (adding → normal | add failed)',
    request: addKeypadRequestSchema,
    response: keypadItemSchema,
    handler: (input, ctx) => s.add(ctx, input),
  }),
  defineRoute({
    method: 'GET',
    path: '/wirelessKeypad/list',
    auth: { lock: 'manage' },
    tag,
    summary: 'The lock’s wireless keypads, paged',
    request: listKeypadRequestSchema,
    response: listKeypadResponseSchema,
    handler: (input, ctx) => s.list(ctx, input),
  }),
  defineRoute({
    method: 'POST',
    path: '/wirelessKeypad/rename',
    auth: { lock: 'manage' },
    tag,
    summary: 'Rename a wireless keypad (server only)',
    request: renameKeypadRequestSchema,
    response: keypadItemSchema,
    handler: (input, ctx) => s.rename(ctx, input),
  }),
  defineRoute({
    method: 'POST',
    path: '/wirelessKeypad/delete',
    auth: { lock: 'manage' },
    tag,
    summary: 'Unpair a wireless keypad from the lock (deleting → gone | delete failed)',
    request: keypadTargetRequestSchema,
    response: keypadItemSchema,
    handler: (input, ctx) => s.remove(ctx, input),
  }),
  defineRoute({
    method: 'POST',
    path: '/wirelessKeypad/resync',
    auth: { lock: 'manage' },
    tag,
    summary: 'Push a failed pairing or unpairing of a wireless keypad to the lock again',
    request: keypadTargetRequestSchema,
    response: keypadItemSchema,
    handler: (input, ctx) => s.resync(ctx, input),
  }),
];
