// Key fobs (issue 16) on the credential engine: paired through the gateway after a scan, then a credential like a
// card — name, validity (permanent / limited / cycle on the lock's clock), resync, clear — with the fob's MAC,
// firmware and battery beside it. Records of its presses are type 55, found by keyfobNo.
import { CREDENTIAL_VALIDITY, type CredentialPeriodInput } from '@lockconsole/shared/credential/credential';
import type { KeyfobItem } from '@lockconsole/shared/keyfob/keyfob';
import type { LockContext } from '../../http/context';
import type { Translator } from '../../http/i18n';
import { pageOf, windowOf, type Paging } from '../../http/paging';
import type { Clock } from '../../platform/clock';
import { createCredentialEngine, type CredentialKindAdapter } from '../credentials/credential-engine';
import { presentCredential } from '../credentials/credential.presenter';
import type { CredentialSync } from '../credentials/credential-sync';
import type { CredentialsRepo, CredentialView } from '../credentials/credentials.repo';
import { deviceFactsOf, type createAccessoryScan } from './accessories';

/** Fobs one lock pairs with (the established platforms allow several; the simulated lock holds 100). */
export const MAX_KEYFOBS = 100;

export const KEYFOB_ADAPTER: CredentialKindAdapter = {
  kind: 'keyfob',
  capacity: MAX_KEYFOBS,
  errors: {
    notFound: 'keyfobNotFound',
    exists: 'keyfobExists',
    full: 'keyfobFull',
    syncPending: 'keyfobSyncPending',
    nothingToSync: 'keyfobNothingToSync',
    gaveUp: 'keyfobSyncGaveUp',
  },
};

/** Spec §3 type of fingerprints, faces, palm veins, QR codes and fobs: normal 1, cycle 4. */
const KEYFOB_TYPE = { normal: 1, cycle: 4 } as const;

export function createKeyfobsService(d: {
  repo: CredentialsRepo;
  sync: CredentialSync;
  clock: Clock;
  scan: ReturnType<typeof createAccessoryScan>;
}) {
  const engine = createCredentialEngine(KEYFOB_ADAPTER, d);
  const present = (v: CredentialView, t: Translator): KeyfobItem => ({
    ...presentCredential(v, d.clock.now().getTime(), t),
    keyfobId: v.row.id,
    keyfobNumber: v.row.number,
    keyfobName: v.row.name,
    keyfobType: v.row.validityType === CREDENTIAL_VALIDITY.cycle ? KEYFOB_TYPE.cycle : KEYFOB_TYPE.normal,
    ...deviceFactsOf(v.row),
  });

  return {
    scan: (ctx: LockContext, _i: unknown) => d.scan(ctx, 'keyfob'),

    async list(ctx: LockContext, q: Paging & { searchStr?: string }) {
      const { rows, total } = await d.repo.page(ctx.lock.lockId, 'keyfob', { ...q, orderBy: 1, ...windowOf(q) });
      return pageOf(
        rows.map((v) => present(v, ctx.t)),
        total,
        q,
      );
    },

    async add(
      ctx: LockContext,
      i: {
        keyfobNumber: string;
        mac: string;
        keyfobName?: string;
        battery?: number;
        firmware?: string;
      } & CredentialPeriodInput,
    ) {
      const device = { deviceMac: i.mac, deviceBattery: i.battery ?? null, deviceFirmware: i.firmware ?? null };
      const v = await engine.add(ctx, { ...i, number: i.keyfobNumber, name: i.keyfobName, device });
      return present(v, ctx.t);
    },
    rename: async (ctx: LockContext, i: { keyfobId: number; keyfobName: string }) =>
      present(await engine.rename(ctx, { id: i.keyfobId, name: i.keyfobName }), ctx.t),
    changePeriod: async (ctx: LockContext, i: { keyfobId: number } & CredentialPeriodInput) =>
      present(await engine.changePeriod(ctx, { ...i, id: i.keyfobId }), ctx.t),
    remove: async (ctx: LockContext, i: { keyfobId: number }) =>
      present(await engine.remove(ctx, { id: i.keyfobId }), ctx.t),
    resync: async (ctx: LockContext, i: { keyfobId: number }) =>
      present(await engine.resync(ctx, { id: i.keyfobId }), ctx.t),
    clear: (ctx: LockContext, _i: unknown) => engine.clear(ctx),
  };
}

export type KeyfobsService = ReturnType<typeof createKeyfobsService>;
