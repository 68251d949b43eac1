// The lock's own credential stores with the real capacities: custom passcodes, and one store per credential kind the
// lock keeps by number (cards, fingerprints, faces, palm veins, QR codes, key fobs, wireless keypads). Each kind holds number →
// validity, the server's entry ids (credentialId → number; a number enrolled at the lock itself has none) and a
// blacklist of lost numbers; a number is never held and blacklisted at once. Filled over the protocol
// (sim-lock-passcodes.ts, sim-lock-credential-commands.ts) or directly by the CLI and tests; judging validity stays
// in SimLock.
import { MAX_CARDS, MAX_CUSTOM_PASSCODES, isPasscodeFormat } from '@lockconsole/lockcore/limits';
import type { Validity } from '@lockconsole/lockcore/validity';
import {
  CREDENTIAL_KINDS,
  type CredentialKind,
  type CredentialListResult,
} from '@lockconsole/shared/devices/credential-messages';
import { DEVICE_CODE } from '@lockconsole/shared/devices/enums';
import { DeviceError, type CredentialKindState, type SimLockState } from './sim-lock-types';

const PERMANENT: Validity = { startDate: 0, endDate: 0 };
/** The Validity end of "from a start, no end" (sim-lock-credential-commands.ts validityOf); listed as endDate 0. */
export const NO_END = Number.MAX_SAFE_INTEGER;

/** Numbers per kind: cards as the real lock (lockcore MAX_CARDS); the others are the simulator's own choice. */
export const CREDENTIAL_CAPACITY: Record<CredentialKind, number> = {
  card: MAX_CARDS,
  fingerprint: 100,
  face: 100,
  palmVein: 100,
  qrcode: 1000,
  keyfob: 100,
  keypad: 4,
};
/** Blacklisted numbers per kind (the simulator's choice). */
export const BLACKLIST_MAX = 1000;

/** One kind's store. */
export class KindStore {
  readonly numbers = new Map<string, Validity>();
  /** The server's credentialId → the number it holds. */
  readonly entries = new Map<number, string>();
  readonly blacklist = new Set<string>();

  constructor(readonly kind: CredentialKind) {}

  get capacity() {
    return CREDENTIAL_CAPACITY[this.kind];
  }

  /** The entry holding `number` (undefined: not held, or held without an entry). */
  ownerOf(number: string): number | undefined {
    for (const [id, n] of this.entries) if (n === number) return id;
    return undefined;
  }

  /** Stores (or re-times) a number; throws −4056 when it is new and the store is full. Takes it off the blacklist. */
  add(number: string, validity: Validity = PERMANENT) {
    if (!this.numbers.has(number) && this.numbers.size >= this.capacity) {
      throw new DeviceError(DEVICE_CODE.storageFull, `${this.kind} storage full`);
    }
    this.numbers.set(number, validity);
    this.blacklist.delete(number);
  }

  /** Removes a number and any entry holding it; answers its validity (undefined when absent). */
  remove(number: string): Validity | undefined {
    const v = this.numbers.get(number);
    this.numbers.delete(number);
    const owner = this.ownerOf(number);
    if (owner !== undefined) this.entries.delete(owner);
    return v;
  }

  /** Removes every number and entry (the blacklist stays); answers how many numbers went. */
  clear(): number {
    const n = this.numbers.size;
    this.numbers.clear();
    this.entries.clear();
    return n;
  }

  /** What the lock holds, as credential.list answers it. */
  list(): CredentialListResult {
    const ids = new Map([...this.entries].map(([id, n]) => [n, id]));
    const entries = [...this.numbers].map(([number, v]) => ({
      ...(ids.has(number) ? { credentialId: ids.get(number)! } : {}),
      number,
      startDate: v.startDate,
      endDate: v.endDate === NO_END ? 0 : v.endDate,
      ...(v.cycle?.length ? { cycle: v.cycle } : {}),
    }));
    return { entries, blacklist: [...this.blacklist] };
  }

  toState(withNumbers: boolean): CredentialKindState {
    return {
      ...(withNumbers ? { numbers: [...this.numbers] } : {}),
      entries: [...this.entries],
      blacklist: [...this.blacklist],
    };
  }

  load(s: CredentialKindState | undefined, numbers: [string, Validity][] = s?.numbers ?? []) {
    this.clear();
    this.blacklist.clear();
    for (const [k, v] of numbers) this.numbers.set(k, v);
    for (const [id, n] of s?.entries ?? []) this.entries.set(id, n);
    for (const n of s?.blacklist ?? []) this.blacklist.add(n);
  }
}

export class CredentialStore {
  readonly passcodes = new Map<string, Validity>();
  readonly kinds = Object.fromEntries(CREDENTIAL_KINDS.map((k) => [k, new KindStore(k)])) as Record<
    CredentialKind,
    KindStore
  >;

  /** Card number → validity (the card kind's store). */
  get cards(): Map<string, Validity> {
    return this.kinds.card.numbers;
  }

  addPasscode(code: string, validity: Validity = PERMANENT) {
    if (!isPasscodeFormat(code)) throw new DeviceError(DEVICE_CODE.rejected, 'bad passcode length');
    if (!this.passcodes.has(code) && this.passcodes.size >= MAX_CUSTOM_PASSCODES) {
      throw new DeviceError(DEVICE_CODE.storageFull, 'passcode storage full');
    }
    this.passcodes.set(code, validity);
  }

  /** A card enrolled at the lock itself (no entry id). */
  addCard(cardNumber: string, validity: Validity = PERMANENT) {
    this.kinds.card.add(cardNumber, validity);
  }

  /** Removes a custom code; answers what it held (undefined when absent). */
  removePasscode(code: string): Validity | undefined {
    const v = this.passcodes.get(code);
    this.passcodes.delete(code);
    return v;
  }

  /** Factory reset: every store and every blacklist. */
  clear() {
    this.passcodes.clear();
    for (const k of Object.values(this.kinds)) k.load(undefined);
  }

  /** Card numbers stay in the old `cards` field (older files have only that); the rest goes in `credentials`. */
  toState(): Pick<SimLockState, 'passcodes' | 'cards' | 'credentials'> {
    const credentials: NonNullable<SimLockState['credentials']> = {};
    for (const k of CREDENTIAL_KINDS) {
      const s = this.kinds[k];
      if (s.numbers.size || s.blacklist.size) credentials[k] = s.toState(k !== 'card');
    }
    return { passcodes: [...this.passcodes], cards: [...this.cards], credentials };
  }

  load(s: Pick<SimLockState, 'passcodes' | 'cards' | 'credentials'>) {
    this.clear();
    for (const [k, v] of s.passcodes) this.passcodes.set(k, v);
    for (const k of CREDENTIAL_KINDS) {
      this.kinds[k].load(s.credentials?.[k], k === 'card' ? s.cards : undefined);
    }
  }
}
