// A key holder's phone (issue 6): signs in through the real signed HTTP API, syncs its ekeys (POST /key/sync) and
// opens a SimLock over "Bluetooth" with the synced credential. Like the real app it works offline after a sync:
// the lock, not the server, decides. Keys the server sends without a credential (frozen, deleted, overdue, used)
// are never usable; the phone only remembers why, to answer clearly. It also carries the ekey revocations the server
// gives it to its locks (handed over before each unlock) and brings their receipts back at the next sync.
import { randomUUID } from 'node:crypto';
import { ERROR } from '@lockconsole/shared/errors/codes';
import { KEY_STATUS } from '@lockconsole/shared/ekey/ekey';
import { syncKeyResponseSchema, type CarriedRevocation, type SyncedKey } from '@lockconsole/shared/ekey/sync';
import { consoleClient, type ConsoleClient } from './console-client';
import type { SimLock } from './sim-lock';

export type PhoneVerdict =
  | 'opened'
  | 'noKey'
  | 'frozen'
  | 'expired'
  | 'notYetValid'
  | 'outsideCycle'
  | 'used'
  | 'outOfRange'
  /** The lock refused the credential itself: reset since, another account's key, tampered. */
  | 'invalid'
  /** The lock was told (through its gateway) to refuse this credential: sync for the key's current state. */
  | 'revoked';

/** A key as the phone keeps it: usable (credential) or a reason it is not. */
export type PhoneKey = SyncedKey;

/** Answers the new-device code the server asks for on the first login from this phone. */
export type CodeSource = string | (() => Promise<string>);

export type SimPhoneOptions = {
  serverUrl: string;
  /** Stable id of this phone (the server trusts devices, not sessions); random when absent. */
  deviceId?: string;
  appId?: string;
  appSecret?: string;
};

const SETTLED_DEAD: readonly string[] = [KEY_STATUS.deleted, KEY_STATUS.deleting, KEY_STATUS.reset];
const REASON: Record<string, PhoneVerdict> = {
  [KEY_STATUS.frozen]: 'frozen',
  [KEY_STATUS.freezing]: 'frozen',
  [KEY_STATUS.overdue]: 'expired',
  [KEY_STATUS.invalid]: 'used',
};

export class SimPhone {
  readonly deviceId: string;
  uid?: number;
  /** The last sync's keys: usable ones with a credential; frozen/overdue/used ones without (their reason only). */
  keys: PhoneKey[] = [];
  lastSyncAt?: number;
  /** Revocations to hand to locks (from the last sync), and the receipts locks gave for them (for the next). */
  carrying: CarriedRevocation[] = [];
  receipts: string[] = [];
  private api: ConsoleClient;
  /** Locks this phone is out of Bluetooth range of (by MAC); in range of every other. */
  private readonly away = new Set<string>();

  constructor(private readonly o: SimPhoneOptions) {
    this.deviceId = o.deviceId ?? `sim-phone-${randomUUID()}`;
    this.api = this.client();
  }

  private client(token?: string) {
    return consoleClient({ serverUrl: this.o.serverUrl, appId: this.o.appId, appSecret: this.o.appSecret, token });
  }

  get loggedIn() {
    return this.uid !== undefined && this.api.token !== undefined;
  }

  /**
   * Password login as the app does it. A phone the account has not used before must give the new-device code
   * (type 4): the phone cannot request one itself (that needs the slider puzzle), so `code` is the code the user
   * received, or a callback asked for it when the server says it is needed.
   */
  async login(account: string, password: string, o: { countryCode?: string; code?: CodeSource } = {}) {
    const attempt = (validationCode?: string) =>
      this.api.call<{ uid: number; accessToken: string }>('POST', '/user/login', {
        account,
        password,
        countryCode: o.countryCode,
        validationCode,
        deviceId: this.deviceId,
      });
    let r = await attempt(typeof o.code === 'string' ? o.code : undefined);
    if (r.errorCode === ERROR.newDeviceCodeRequired.code && typeof o.code === 'function')
      r = await attempt(await o.code());
    if (r.errorCode !== 0) throw new PhoneError(r.errorCode, r.errorMsg);
    this.adopt(r.data.accessToken, r.data.uid);
    return r.data.uid;
  }

  /** Uses an access token handed over by another client (no password, no device code); learns the uid. */
  async useToken(token: string) {
    const api = this.client(token);
    const r = await api.call<{ uid: number }>('GET', '/user/getInfo');
    if (r.errorCode !== 0) throw new PhoneError(r.errorCode, r.errorMsg);
    this.adopt(token, r.data.uid);
    return r.data.uid;
  }

  private adopt(token: string, uid: number) {
    if (uid !== this.uid) {
      this.keys = [];
      this.carrying = [];
      this.receipts = [];
    }
    this.api = this.client(token);
    this.uid = uid;
  }

  /** POST /key/sync: replaces the local keys. Deleted keys disappear; frozen, overdue, used ones stay greyed. */
  async sync() {
    if (!this.loggedIn) throw new Error('log the phone in first');
    const handedIn = this.receipts;
    const r = await this.api.call<unknown>(
      'POST',
      '/key/sync',
      handedIn.length ? { revocationReceipts: JSON.stringify(handedIn) } : {},
    );
    if (r.errorCode !== 0) throw new PhoneError(r.errorCode, r.errorMsg);
    const d = syncKeyResponseSchema.parse(r.data);
    this.receipts = this.receipts.filter((x) => !handedIn.includes(x));
    this.carrying = d.revocations.map((x) => ({ ...x, lockMac: x.lockMac.toUpperCase() }));
    this.keys = d.keys
      .filter((k) => k.credential !== null || (!SETTLED_DEAD.includes(k.keyStatus) && REASON[k.keyStatus]))
      .map((k) => ({ ...k, lockMac: k.lockMac.toUpperCase() }));
    this.lastSyncAt = d.serverTime;
    return this.keys;
  }

  /** Walks away from (out) or up to (in) a lock. */
  setRange(lockMac: string, where: 'in' | 'out') {
    if (where === 'out') this.away.add(lockMac.toUpperCase());
    else this.away.delete(lockMac.toUpperCase());
  }

  /** Opens `lock` over Bluetooth with the synced key for it; no network needed. */
  unlock(lock: SimLock): PhoneVerdict {
    return this.useKey(lock, (credential, uid) => lock.bluetoothUnlock(credential, uid));
  }

  /** Locks `lock` from the app with the same key (record 11). */
  lock(lock: SimLock): PhoneVerdict {
    return this.useKey(lock, (credential, uid) => lock.bluetoothLock(credential, uid));
  }

  private useKey(lock: SimLock, use: (credential: string, uid: number) => PhoneVerdict): PhoneVerdict {
    const mine = this.keys.filter((k) => k.lockMac === lock.mac);
    const key = mine.find((k) => k.credential !== null) ?? mine[0];
    if (!key || this.uid === undefined) return 'noKey';
    if (key.credential === null) return REASON[key.keyStatus] ?? 'noKey';
    if (this.away.has(lock.mac)) return 'outOfRange';
    this.deliverRevocations(lock);
    return use(key.credential, this.uid);
  }

  /** Hands `lock` the revocations carried for it (once connected over Bluetooth) and keeps its receipts. */
  deliverRevocations(lock: SimLock): number {
    const mine = this.carrying.filter((x) => x.lockMac === lock.mac);
    if (!mine.length || this.away.has(lock.mac)) return 0;
    const receipts = lock.bluetoothRevoke(mine.map((x) => x.token));
    this.receipts.push(...receipts);
    this.carrying = this.carrying.filter((x) => x.lockMac !== lock.mac);
    return receipts.length;
  }

  /** Short lines for the CLI's "phone keys". */
  describeKeys(): string[] {
    return this.keys.map(
      (k) =>
        `key ${k.keyId}  ${k.lockMac}  ${k.lockAlias}  "${k.keyName}"  ${k.credential ? 'usable' : (REASON[k.keyStatus] ?? k.keyStatus)}  ${period(k)}`,
    );
  }
}

export class PhoneError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(`${message} (${code})`);
  }
}

const iso = (ms: number) => new Date(ms).toISOString().slice(0, 16).replace('T', ' ');
const DAYS = ['', 'Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const hm = (m: number | null) =>
  m === null ? '?' : `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

function period(k: PhoneKey): string {
  const range = k.startDate === 0 && k.endDate === 0 ? 'permanent' : `${iso(k.startDate)} – ${iso(k.endDate)} UTC`;
  if (k.validityType === 3) return `once from ${iso(k.startDate)} UTC`;
  if (k.validityType !== 4) return range;
  const days = k.cycleDays.map((d) => DAYS[d]).join(',');
  return `${days} ${hm(k.cycleStartMinute)}–${hm(k.cycleEndMinute)} lock time, ${range}`;
}
