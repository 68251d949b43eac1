// Wireless keypads (issue 16): paired through the gateway after a scan and stored by the lock (the engine's kind
// 'keypad', always permanent); what is typed on a paired keypad reaches the lock like its own keypad, so its
// records are the passcode records. List, rename, delete, resync.
import { CREDENTIAL_VALIDITY } from '@lockconsole/shared/credential/credential';
import type { KeypadItem } from '@lockconsole/shared/keyfob/keyfob';
import type { LockContext } from '../../http/context';
import type { Translator } from '../../http/i18n';
import { pageOf, windowOf, type Paging } from '../../http/paging';
import type { Clock } from '../../platform/clock';
import { createCredentialEngine, type CredentialKindAdapter } from '../credentials/credential-engine';
import { presentCredential } from '../credentials/credential.presenter';
import type { CredentialSync } from '../credentials/credential-sync';
import type { CredentialsRepo, CredentialView } from '../credentials/credentials.repo';
import { deviceFactsOf, type createAccessoryScan } from './accessories';

/** Keypads one lock pairs with. */
export const MAX_KEYPADS = 4;

export const KEYPAD_ADAPTER: CredentialKindAdapter = {
  kind: 'keypad',
  capacity: MAX_KEYPADS,
  errors: {
    notFound: 'keypadNotFound',
    exists: 'keypadExists',
    full: 'keypadFull',
    syncPending: 'keypadSyncPending',
    nothingToSync: 'keypadNothingToSync',
    gaveUp: 'keypadSyncGaveUp',
  },
};

export function createKeypadsService(d: {
  repo: CredentialsRepo;
  sync: CredentialSync;
  clock: Clock;
  scan: ReturnType<typeof createAccessoryScan>;
}) {
  const engine = createCredentialEngine(KEYPAD_ADAPTER, d);
  const present = (v: CredentialView, t: Translator): KeypadItem => ({
    ...presentCredential(v, d.clock.now().getTime(), t),
    keypadId: v.row.id,
    keypadNumber: v.row.number,
    keypadName: v.row.name,
    ...deviceFactsOf(v.row),
  });

  return {
    scan: (ctx: LockContext, _i: unknown) => d.scan(ctx, 'keypad'),

    async list(ctx: LockContext, q: Paging) {
      const { rows, total } = await d.repo.page(ctx.lock.lockId, 'keypad', { ...q, orderBy: 1, ...windowOf(q) });
      return pageOf(
        rows.map((v) => present(v, ctx.t)),
        total,
        q,
      );
    },

    async add(
      ctx: LockContext,
      i: { keypadNumber: string; mac: string; keypadName?: string; battery?: number; firmware?: string },
    ) {
      const device = { deviceMac: i.mac, deviceBattery: i.battery ?? null, deviceFirmware: i.firmware ?? null };
      const v = await engine.add(ctx, {
        number: i.keypadNumber,
        name: i.keypadName,
        validityType: CREDENTIAL_VALIDITY.permanent,
        device,
      });
      return present(v, ctx.t);
    },
    rename: async (ctx: LockContext, i: { keypadId: number; keypadName: string }) =>
      present(await engine.rename(ctx, { id: i.keypadId, name: i.keypadName }), ctx.t),
    remove: async (ctx: LockContext, i: { keypadId: number }) =>
      present(await engine.remove(ctx, { id: i.keypadId }), ctx.t),
    resync: async (ctx: LockContext, i: { keypadId: number }) =>
      present(await engine.resync(ctx, { id: i.keypadId }), ctx.t),
  };
}

export type KeypadsService = ReturnType<typeof createKeypadsService>;
