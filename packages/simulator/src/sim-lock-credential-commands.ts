// The simulated lock's side of the credential commands (docs/protocol.md §Credential commands): cards, fingerprints,
// faces, palm veins, QR codes, key fobs and wireless keypads, one store per kind (sim-lock-credentials.ts; a stored
// fob or keypad id binds the accessory, sim-accessories.ts). A put is an idempotent upsert of each entry under the
// server's credentialId; problems of one entry (its number held by another entry −3007, the store full −4056) are
// that entry's code in the answer, never a failure of the whole command, which fails only when the lock is busy or
// not initialized (or the arguments do not parse). A number the lock holds under no entry (enrolled at the lock) is
// taken over by the entry that puts it; a blacklisted number put again comes off the blacklist (the server re-issues
// it deliberately).
import type { Validity, WeekDay } from '@lockconsole/lockcore/validity';
import {
  credentialBlacklistArgsSchema,
  credentialClearArgsSchema,
  credentialDeleteArgsSchema,
  credentialListArgsSchema,
  credentialPutArgsSchema,
  type CredentialEntry,
  type CredentialKind,
} from '@lockconsole/shared/devices/credential-messages';
import { CREDENTIAL_COMMANDS, DEVICE_CODE } from '@lockconsole/shared/devices/enums';
import { BLACKLIST_MAX, NO_END, type CredentialStore, type KindStore } from './sim-lock-credentials';
import { DeviceError } from './sim-lock-types';

export { CREDENTIAL_COMMANDS };

/** What the credential commands need of a SimLock (structural, so sim-lock.ts and this file do not import each other). */
export type CredentialLock = {
  readonly initialized: boolean;
  readonly credentials: CredentialStore;
  checkIdle(): void;
  /** After a command changed the kind's store (a key fob or keypad stored or removed binds or unbinds it). */
  credentialsChanged?(kind: CredentialKind): void;
};

/** [startDate, endDate) with endDate 0 = no end (0/0 permanent), and the cycle days. */
export function validityOf(e: Pick<CredentialEntry, 'startDate' | 'endDate' | 'cycle'>): Validity {
  const endDate = e.endDate === 0 && e.startDate !== 0 ? NO_END : e.endDate;
  const cycle = e.cycle?.length ? { cycle: e.cycle.map((p) => ({ ...p, weekDay: p.weekDay as WeekDay })) } : {};
  return { startDate: e.startDate, endDate, ...cycle };
}

const codeOf = (e: unknown) => (e instanceof DeviceError ? e.code : DEVICE_CODE.rejected);

/** One entry of a put: its code (0 stored). */
function putEntry(store: KindStore, e: CredentialEntry): number {
  const owner = store.ownerOf(e.number);
  if (owner !== undefined && owner !== e.credentialId) return DEVICE_CODE.passcodeDuplicate;
  // The entry's old number makes room first (a replacement on a full store), and comes back if the new one fails.
  const oldNumber = store.entries.get(e.credentialId);
  const old = oldNumber !== undefined && oldNumber !== e.number ? store.remove(oldNumber) : undefined;
  try {
    store.add(e.number, validityOf(e)); // throws storage full; takes the number off the blacklist
  } catch (err) {
    if (old) {
      store.add(oldNumber!, old);
      store.entries.set(e.credentialId, oldNumber!);
    }
    return codeOf(err);
  }
  store.entries.set(e.credentialId, e.number);
  return 0;
}

/** One entry of a delete: the entry's number, and `number` if the lock holds it under no entry. Absent is success. */
function deleteEntry(store: KindStore, e: { credentialId: number; number: string }): number {
  const held = store.entries.get(e.credentialId);
  if (held !== undefined) store.remove(held);
  store.entries.delete(e.credentialId);
  if (store.numbers.has(e.number) && store.ownerOf(e.number) === undefined) store.remove(e.number);
  return 0;
}

export function runCredentialCommand(
  lock: CredentialLock,
  cmd: string,
  raw: Record<string, unknown>,
): Record<string, unknown> {
  const result = runOnStore(lock, cmd, raw);
  if (cmd !== 'credential.list') lock.credentialsChanged?.((raw as { kind: CredentialKind }).kind);
  return result;
}

function runOnStore(lock: CredentialLock, cmd: string, raw: Record<string, unknown>): Record<string, unknown> {
  lock.checkIdle();
  if (!lock.initialized) throw new DeviceError(DEVICE_CODE.rejected, 'lock not initialized');
  const kinds = lock.credentials.kinds;
  switch (cmd) {
    case 'credential.put': {
      const a = credentialPutArgsSchema.parse(raw);
      const store = kinds[a.kind];
      return { results: a.entries.map((e) => ({ credentialId: e.credentialId, code: putEntry(store, e) })) };
    }
    case 'credential.delete': {
      const a = credentialDeleteArgsSchema.parse(raw);
      const store = kinds[a.kind];
      return { results: a.entries.map((e) => ({ credentialId: e.credentialId, code: deleteEntry(store, e) })) };
    }
    case 'credential.clear':
      return { removed: kinds[credentialClearArgsSchema.parse(raw).kind].clear() };
    case 'credential.list':
      return kinds[credentialListArgsSchema.parse(raw).kind].list();
    case 'credential.blacklist': {
      const a = credentialBlacklistArgsSchema.parse(raw);
      const store = kinds[a.kind];
      if (!a.add) {
        for (const n of a.numbers) store.blacklist.delete(n);
        return {};
      }
      const added = new Set(a.numbers.filter((n) => !store.blacklist.has(n)));
      if (store.blacklist.size + added.size > BLACKLIST_MAX) {
        throw new DeviceError(DEVICE_CODE.storageFull, `${a.kind} blacklist full`);
      }
      for (const n of a.numbers) {
        store.remove(n);
        store.blacklist.add(n);
      }
      return {};
    }
    default:
      throw new DeviceError(DEVICE_CODE.rejected, `unknown command ${cmd}`);
  }
}
