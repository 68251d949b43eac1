// The phone app's sync (/key/sync, issue 6): the caller's keys with a credential the lock verifies (lockcore
// signEkeyCredential with the lock secret), and the side effect of spec §4 — the caller's pending states settle
// (freezing → frozen, unfreezing → normal, deleting → deleted). Keys that open nothing come without credential.
// The phone also gets the revocations waiting for its locks, and hands in the receipts its locks gave for the ones
// it delivered (modules/ekey-revocations: the way to reach a lock without a gateway).
import { signEkeyCredential, type EkeyValidityType } from '@lockconsole/lockcore/ekey/credential';
import type { UserContext } from '../../http/context';
import { isLockSecret } from '@lockconsole/lockcore/secret';
import { KEY_STATUS } from '@lockconsole/shared/ekey/ekey';
import type { CarriedRevocation, SyncedKey } from '@lockconsole/shared/ekey/sync';
import type { Clock } from '../../platform/clock';
import { presentEkey } from './ekey.presenter';
import type { PhoneCarry } from './ekey-take-back';
import type { EkeyRow, EkeysRepo } from './ekeys.repo';

const SETTLED: Record<string, string> = {
  [KEY_STATUS.freezing]: KEY_STATUS.frozen,
  [KEY_STATUS.unfreezing]: KEY_STATUS.normal,
  [KEY_STATUS.deleting]: KEY_STATUS.deleted,
};

/** The credential of a key that opens (or will open) the lock; null when the lock secret is missing. */
function credentialOf(k: EkeyRow, lockSecret: string, lockMac: string, now: number): string | null {
  if (!isLockSecret(lockSecret) || k.userId === null) return null;
  try {
    return signEkeyCredential(lockSecret, {
      keyId: k.id,
      uid: k.userId,
      lockMac: /^[0-9A-F]{2}(:[0-9A-F]{2}){5}$/.test(lockMac) ? lockMac : undefined,
      validityType: k.validityType as EkeyValidityType,
      startDate: k.startDate,
      endDate: k.endDate,
      cycleDays: k.validityType === 4 ? k.cycleDays : [],
      cycleStartMinute: k.validityType === 4 ? k.cycleStartMinute : null,
      cycleEndMinute: k.validityType === 4 ? k.cycleEndMinute : null,
      issuedAt: now,
    });
  } catch {
    return null; // claims lockcore refuses (legacy rows): the phone simply gets no credential for it
  }
}

export function createEkeySyncService(d: { repo: EkeysRepo; clock: Clock; carry: PhoneCarry }) {
  return {
    /** `receipts`: what the phone's locks answered to the revocations it delivered since its last sync. */
    async sync(
      ctx: UserContext,
      input: { revocationReceipts?: readonly string[] },
    ): Promise<{ serverTime: number; keys: SyncedKey[]; revocations: CarriedRevocation[] }> {
      const callerId = ctx.session.userId;
      const { t } = ctx;
      const receipts = input.revocationReceipts ?? [];
      if (receipts.length) await d.carry.acceptReceipts(receipts);
      const now = d.clock.now();
      const ms = now.getTime();
      const { rows } = await d.repo.listMine(callerId, { limit: 10_000, offset: 0 });
      const secrets = new Map((await d.repo.keysOfHolder(callerId)).map((r) => [r.key.id, r.lock.lockSecret]));
      await d.repo.settlePending(callerId, now);
      const keys = rows.map((r) => {
        const settled = { ...r, key: { ...r.key, keyStatus: SETTLED[r.key.keyStatus] ?? r.key.keyStatus } };
        const item = presentEkey(settled, ms, t);
        const opens = item.keyStatus === KEY_STATUS.normal;
        return {
          ...item,
          lockMac: r.lockMac,
          lockTimezoneRawOffset: r.lockTimezoneRawOffset,
          credential: opens ? credentialOf(settled.key, secrets.get(r.key.id) ?? '', r.lockMac, ms) : null,
        };
      });
      return { serverTime: ms, keys, revocations: await d.carry.carried(callerId) };
    },
  };
}

export type EkeySyncService = ReturnType<typeof createEkeySyncService>;
