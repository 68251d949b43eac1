// Ekey endpoints (issue 6). Thin: schema, declared access, one service call. Routes naming a lockId declare the
// lock action; routes naming a keyId are 'user' and the service resolves the key's lock through modules/
// permissions (an unknown key answers −2018 like a foreign one). The two unlock-link calls are public on
// purpose: the signed, expiring, rate-limited token is the credential (unlock-link.service.ts).
import { sendKeyRequestSchema, sendKeyResponseSchema } from '@lockconsole/shared/ekey/send';
import { sendKeyBatchRequestSchema, sendKeyBatchResponseSchema } from '@lockconsole/shared/ekey/send-batch';
import { listLockKeyRequestSchema, listLockKeyResponseSchema } from '@lockconsole/shared/ekey/list-key';
import { listMyKeyRequestSchema, listMyKeyResponseSchema } from '@lockconsole/shared/ekey/list';
import { syncKeyRequestSchema, syncKeyResponseSchema } from '@lockconsole/shared/ekey/sync';
import { deleteKeyRequestSchema, deleteKeyResponseSchema } from '@lockconsole/shared/ekey/delete';
import { freezeKeyRequestSchema, freezeKeyResponseSchema } from '@lockconsole/shared/ekey/freeze';
import { unfreezeKeyRequestSchema, unfreezeKeyResponseSchema } from '@lockconsole/shared/ekey/unfreeze';
import { changeKeyPeriodRequestSchema, changeKeyPeriodResponseSchema } from '@lockconsole/shared/ekey/change-period';
import { updateKeyRequestSchema, updateKeyResponseSchema } from '@lockconsole/shared/ekey/update';
import { authorizeKeyRequestSchema, authorizeKeyResponseSchema } from '@lockconsole/shared/ekey/authorize';
import { unauthorizeKeyRequestSchema, unauthorizeKeyResponseSchema } from '@lockconsole/shared/ekey/unauthorize';
import { getUnlockLinkRequestSchema, getUnlockLinkResponseSchema } from '@lockconsole/shared/ekey/get-unlock-link';
import { unlockLinkInfoRequestSchema, unlockLinkInfoResponseSchema } from '@lockconsole/shared/ekey/unlock-link-info';
import { unlockByLinkRequestSchema, unlockByLinkResponseSchema } from '@lockconsole/shared/ekey/unlock-by-link';
import { defineRoute } from '../../http/route';
import type { EkeySyncService } from './ekey-sync.service';
import type { EkeysService } from './ekeys.service';
import type { UnlockLinkService } from './unlock-link.service';

const tag = 'ekey';

export const ekeyRoutes = (s: { ekeys: EkeysService; sync: EkeySyncService; links: UnlockLinkService }) => [
  defineRoute({
    method: 'POST',
    path: '/key/send',
    auth: { lock: 'manage' },
    tag,
    summary: 'Send an ekey to an account (replaces that account’s key on the lock)',
    request: sendKeyRequestSchema,
    response: sendKeyResponseSchema,
    handler: (input, ctx) => s.ekeys.sendKey(ctx, input),
  }),
  defineRoute({
    method: 'POST',
    path: '/key/sendBatch',
    auth: 'user',
    tag,
    summary: 'Send the same ekey on up to 100 locks; a result per lock',
    request: sendKeyBatchRequestSchema,
    response: sendKeyBatchResponseSchema,
    handler: (input, ctx) => s.ekeys.sendBatch(ctx, input),
  }),
  defineRoute({
    method: 'GET',
    path: '/lock/listKey',
    auth: { lock: 'manage' },
    tag,
    summary: 'The lock’s ekeys (not the owner’s admin key), newest first, paged',
    request: listLockKeyRequestSchema,
    response: listLockKeyResponseSchema,
    handler: (input, ctx) => s.ekeys.listLock(ctx, input),
  }),
  defineRoute({
    method: 'GET',
    path: '/key/list',
    auth: 'user',
    tag,
    summary: 'The caller’s own ekeys, newest first, paged',
    request: listMyKeyRequestSchema,
    response: listMyKeyResponseSchema,
    handler: (input, ctx) => s.ekeys.listMine(ctx, input),
  }),
  defineRoute({
    method: 'POST',
    path: '/key/sync',
    auth: 'user',
    tag,
    summary: 'Phone sync: the caller’s keys with lock credentials; pending freeze/unfreeze/delete take effect',
    request: syncKeyRequestSchema,
    response: syncKeyResponseSchema,
    handler: (input, ctx) => s.sync.sync(ctx, input),
  }),
  defineRoute({
    method: 'POST',
    path: '/key/delete',
    auth: 'user',
    tag,
    summary: 'Delete an ekey (deleteIssued=1: also every ekey its holder issued on that lock)',
    request: deleteKeyRequestSchema,
    response: deleteKeyResponseSchema,
    handler: (input, ctx) => s.ekeys.remove(ctx, input),
  }),
  defineRoute({
    method: 'POST',
    path: '/key/freeze',
    auth: 'user',
    tag,
    summary: 'Freeze an ekey (no rights at once; the holder’s phone learns it at its next sync)',
    request: freezeKeyRequestSchema,
    response: freezeKeyResponseSchema,
    handler: (input, ctx) => s.ekeys.freeze(ctx, input),
  }),
  defineRoute({
    method: 'POST',
    path: '/key/unfreeze',
    auth: 'user',
    tag,
    summary: 'Unfreeze an ekey',
    request: unfreezeKeyRequestSchema,
    response: unfreezeKeyResponseSchema,
    handler: (input, ctx) => s.ekeys.unfreeze(ctx, input),
  }),
  defineRoute({
    method: 'POST',
    path: '/key/changePeriod',
    auth: 'user',
    tag,
    summary: 'Change an ekey’s validity (never beyond the changer’s own)',
    request: changeKeyPeriodRequestSchema,
    response: changeKeyPeriodResponseSchema,
    handler: (input, ctx) => s.ekeys.changePeriod(ctx, input),
  }),
  defineRoute({
    method: 'POST',
    path: '/key/update',
    auth: 'user',
    tag,
    summary: 'Rename an ekey, change its remarks or remote unlock permission',
    request: updateKeyRequestSchema,
    response: updateKeyResponseSchema,
    handler: (input, ctx) => s.ekeys.update(ctx, input),
  }),
  defineRoute({
    method: 'POST',
    path: '/key/authorize',
    auth: 'user',
    tag,
    summary: 'Make the ekey’s holder an authorized admin (owner only)',
    request: authorizeKeyRequestSchema,
    response: authorizeKeyResponseSchema,
    handler: (input, ctx) => s.ekeys.authorize(ctx, input),
  }),
  defineRoute({
    method: 'POST',
    path: '/key/unauthorize',
    auth: 'user',
    tag,
    summary: 'Take authorized-admin rights back from the ekey’s holder (owner only)',
    request: unauthorizeKeyRequestSchema,
    response: unauthorizeKeyResponseSchema,
    handler: (input, ctx) => s.ekeys.unauthorize(ctx, input),
  }),
  defineRoute({
    method: 'POST',
    path: '/key/getUnlockLink',
    auth: 'user',
    tag,
    summary: 'A signed link that unlocks through the gateway (24 h or until the key ends)',
    request: getUnlockLinkRequestSchema,
    response: getUnlockLinkResponseSchema,
    handler: (input, ctx) => s.links.getLink(ctx, input),
  }),
  defineRoute({
    method: 'GET',
    path: '/key/unlockLinkInfo',
    auth: 'public',
    tag,
    summary: 'What an unlock link opens (lock and key name, expiry, usable now)',
    request: unlockLinkInfoRequestSchema,
    response: unlockLinkInfoResponseSchema,
    handler: (input, ctx) => s.links.info(ctx, input),
  }),
  defineRoute({
    method: 'POST',
    path: '/key/unlockByLink',
    urgent: true,
    auth: 'public',
    tag,
    summary: 'Unlock through the gateway with an unlock link (rate-limited per link and per IP)',
    request: unlockByLinkRequestSchema,
    response: unlockByLinkResponseSchema,
    handler: (input, ctx) => s.links.unlock(ctx, input),
  }),
];
