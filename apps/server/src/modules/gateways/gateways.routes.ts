// Gateway endpoints: pairing (owner), activation (the gateway itself, unsigned: the one-time code is its
// credential), lists, and adding a nearby lock. Thin: schema, auth, one service call.
import { activateGatewayRequestSchema, activateGatewayResponseSchema } from '@lockconsole/shared/gateway/activate';
import {
  createPairingCodeRequestSchema,
  createPairingCodeResponseSchema,
} from '@lockconsole/shared/gateway/create-pairing-code';
import { initLockRequestSchema, initLockResponseSchema } from '@lockconsole/shared/gateway/init-lock';
import { listGatewayRequestSchema, listGatewayResponseSchema } from '@lockconsole/shared/gateway/list';
import {
  listGatewayByLockRequestSchema,
  listGatewayByLockResponseSchema,
} from '@lockconsole/shared/gateway/list-by-lock';
import { listGatewayLockRequestSchema, listGatewayLockResponseSchema } from '@lockconsole/shared/gateway/list-lock';
import {
  listNearbyLockRequestSchema,
  listNearbyLockResponseSchema,
} from '@lockconsole/shared/gateway/list-nearby-lock';
import { gatewayDetailRequestSchema, gatewayDetailResponseSchema } from '@lockconsole/shared/gateway/detail';
import { renameGatewayRequestSchema, renameGatewayResponseSchema } from '@lockconsole/shared/gateway/rename';
import { deleteGatewayRequestSchema, deleteGatewayResponseSchema } from '@lockconsole/shared/gateway/delete';
import { defineRoute } from '../../http/route';
import type { GatewaysService } from './gateways.service';
import type { LockPairing } from './lock-pairing';

export const gatewayRoutes = (s: GatewaysService, pairing: LockPairing) => [
  defineRoute({
    method: 'POST',
    path: '/gateway/createPairingCode',
    auth: 'user',
    tag: 'gateway',
    summary: 'One-time code (10 minutes) a new gateway activates with',
    request: createPairingCodeRequestSchema,
    response: createPairingCodeResponseSchema,
    handler: (input, ctx) => s.createPairingCode(ctx, input),
  }),
  defineRoute({
    method: 'POST',
    path: '/gateway/activate',
    auth: 'public',
    signed: false,
    tag: 'gateway',
    summary: 'Called by a gateway: trade a pairing code for MQTT credentials and the message key',
    request: activateGatewayRequestSchema,
    response: activateGatewayResponseSchema,
    handler: (input, ctx) => s.activate(ctx, input),
  }),
  defineRoute({
    method: 'GET',
    path: '/gateway/list',
    auth: 'user',
    tag: 'gateway',
    summary: "The caller's gateways with online state and lock count",
    request: listGatewayRequestSchema,
    response: listGatewayResponseSchema,
    handler: (input, ctx) => s.list(ctx, input),
  }),
  defineRoute({
    method: 'GET',
    path: '/gateway/listLock',
    auth: 'user',
    tag: 'gateway',
    summary: 'Locks one of the caller’s gateways hears, with signal',
    request: listGatewayLockRequestSchema,
    response: listGatewayLockResponseSchema,
    handler: (input, ctx) => s.listLock(ctx, input),
  }),
  defineRoute({
    method: 'GET',
    path: '/gateway/listNearbyLock',
    auth: 'user',
    tag: 'gateway',
    summary: 'Uninitialized locks near the caller’s online gateways (candidates to add)',
    request: listNearbyLockRequestSchema,
    response: listNearbyLockResponseSchema,
    handler: (input, ctx) => s.listNearby(ctx, input),
  }),
  defineRoute({
    method: 'GET',
    path: '/gateway/listByLock',
    auth: { lock: 'view' },
    tag: 'gateway',
    summary: 'Gateways that hear a lock, online first, best signal first',
    request: listGatewayByLockRequestSchema,
    response: listGatewayByLockResponseSchema,
    handler: (input, ctx) => s.listByLock(ctx, input),
  }),
  defineRoute({
    method: 'POST',
    path: '/gateway/initLock',
    auth: 'user',
    tag: 'gateway',
    summary: 'Add a nearby lock: initialize it through the best-signal gateway (waits for the lock)',
    request: initLockRequestSchema,
    response: initLockResponseSchema,
    handler: (input, ctx) => pairing.initLock(ctx, input),
  }),
  defineRoute({
    method: 'GET',
    path: '/gateway/detail',
    auth: 'user',
    tag: 'gateway',
    summary: 'One of the caller’s gateways',
    request: gatewayDetailRequestSchema,
    response: gatewayDetailResponseSchema,
    handler: (input, ctx) => s.detail(ctx, input),
  }),
  defineRoute({
    method: 'POST',
    path: '/gateway/rename',
    auth: 'user',
    tag: 'gateway',
    summary: 'Rename one of the caller’s gateways',
    request: renameGatewayRequestSchema,
    response: renameGatewayResponseSchema,
    handler: (input, ctx) => s.rename(ctx, input),
  }),
  defineRoute({
    method: 'POST',
    path: '/gateway/delete',
    auth: 'user',
    tag: 'gateway',
    summary: 'Delete one of the caller’s gateways (it must be activated again to come back)',
    request: deleteGatewayRequestSchema,
    response: deleteGatewayResponseSchema,
    handler: (input, ctx) => s.delete(ctx, input),
  }),
];
