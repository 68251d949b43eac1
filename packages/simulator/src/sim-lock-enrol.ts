// Issue 15 on the simulated lock: fingerprints, faces and palm veins. `credential.enroll` stores one under a template
// slot number the lock picks itself — at once from a face photo or a desk reader's fingerprint template, or by
// enrolling at the lock's own sensor, where the person presses (shows) ENROL_STEPS[kind] times and the lock reports
// each step as progress. Outside enrolment a press is an unlock attempt, judged like a card on the lock's clock and
// timezone. SimLock keeps only the hooks; its records are written through the callback it passes.
import { checkValidity } from '@lockconsole/lockcore/validity';
import {
  credentialEnrollArgsSchema,
  ENROL_STEPS,
  type BiometricKind,
  type CredentialEnrollArgs,
} from '@lockconsole/shared/devices/credential-messages';
import { DEVICE_CODE } from '@lockconsole/shared/devices/enums';
import type { ProgressBody } from '@lockconsole/shared/devices/messages';
import type { CredentialStore, KindStore } from './sim-lock-credentials';
import { validityOf } from './sim-lock-credential-commands';
import type { WriteRecord } from './sim-lock-accessories';
import { DeviceError } from './sim-lock-types';

/** A step of an enrolment at the sensor, as the gateway's `progress` message carries it (without reqId and mac). */
export type EnrolProgress = Pick<ProgressBody, 'done' | 'total' | 'hint'>;
export type EnrolResult = { number: string };
/** A press (a look, a palm held up): whose — the slot number the lock holds it under, absent for a stranger — and a poor read. */
export type SensorInput = { number?: string; poor?: boolean };
/** The enrolment a lock is in, for the console. */
export type EnrolmentView = { kind: BiometricKind; credentialId: number; done: number; total: number };

/**
 * A fingerprint template as the simulated desk readers produce it: base64 of at least 16 bytes starting with the
 * ASCII magic "SFT1" (the rest is the reader's opaque minutiae). Anything else is no template of ours.
 */
export const TEMPLATE_MAGIC = 'SFT1';
export const TEMPLATE_MIN_BYTES = 16;
/**
 * A lock leaves enrolment mode when nobody finished within this time (the server's deadline for the command is six
 * normal timeouts, 60 s by default): otherwise a person who never came would keep the lock refusing new enrolments.
 */
export const ENROL_TIMEOUT_MS = 60_000;

type Hint = NonNullable<EnrolProgress['hint']>;
/** What the sensor asks between two good steps: lift the finger; show the palm again (no pause for a face). */
const BETWEEN: Record<BiometricKind, Hint> = { fingerprint: 'lift', face: 'again', palmVein: 'again' };

export type BiometricLock = {
  readonly initialized: boolean;
  readonly timezoneOffsetMs: number;
  readonly credentials: CredentialStore;
  lockTime(): number;
  checkIdle(): void;
};

type Pending = EnrolmentView & {
  args: CredentialEnrollArgs;
  onProgress: (p: EnrolProgress) => void;
  resolve: (r: EnrolResult) => void;
  reject: (e: DeviceError) => void;
  timer: NodeJS.Timeout;
};

/** Decoded bytes of strict base64, or undefined (Buffer.from alone would silently skip junk). */
function base64Bytes(s: string): Buffer | undefined {
  if (!s || s.length % 4 !== 0 || !/^[A-Za-z0-9+/]+={0,2}$/.test(s)) return undefined;
  return Buffer.from(s, 'base64');
}

/** Refuses a photo or template the lock cannot use (and either one for a kind it does not fit). */
function checkMaterial(a: CredentialEnrollArgs) {
  if (a.template !== undefined) {
    const b = base64Bytes(a.template);
    const ok = a.kind === 'fingerprint' && !!b && b.length >= TEMPLATE_MIN_BYTES;
    if (!ok || b!.subarray(0, 4).toString('latin1') !== TEMPLATE_MAGIC) {
      throw new DeviceError(DEVICE_CODE.rejected, 'bad template');
    }
  }
  if (a.photo !== undefined) {
    const b = base64Bytes(a.photo);
    // A JPEG starts with the SOI marker FF D8; the simulated lock looks no further.
    if (a.kind !== 'face' || !b || b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8) {
      throw new DeviceError(DEVICE_CODE.rejected, 'bad photo');
    }
  }
}

/** One lock's biometric side: its slot counters and the enrolment it is in. */
export class Biometrics {
  /** The last slot number given per kind; numbers only go up, so a number in old records never names a new person. */
  private counters: Record<BiometricKind, number> = { fingerprint: 0, face: 0, palmVein: 0 };
  private pending?: Pending;

  constructor(private readonly lock: BiometricLock) {}

  get enrolment(): EnrolmentView | undefined {
    const p = this.pending;
    return p && { kind: p.kind, credentialId: p.credentialId, done: p.done, total: p.total };
  }

  /**
   * `credential.enroll`: the number at once for a photo or template; otherwise a promise settled when the person is
   * done (or the enrolment is cancelled or times out), after `onProgress` {0, total, 'press'} right away.
   */
  enroll(raw: Record<string, unknown>, onProgress: (p: EnrolProgress) => void): EnrolResult | Promise<EnrolResult> {
    this.lock.checkIdle();
    if (!this.lock.initialized) throw new DeviceError(DEVICE_CODE.rejected, 'lock not initialized');
    const a = credentialEnrollArgsSchema.parse(raw);
    if (this.pending) throw new DeviceError(DEVICE_CODE.lockBusy, 'lock is enrolling');
    checkMaterial(a);
    const store = this.lock.credentials.kinds[a.kind];
    // Full before the person is asked to press (an entry enrolled again gives its old slot back, so it still fits).
    if (store.numbers.size >= store.capacity && !store.entries.has(a.credentialId)) {
      throw new DeviceError(DEVICE_CODE.storageFull, `${a.kind} storage full`);
    }
    if (a.photo !== undefined || a.template !== undefined) return this.store(a);
    return new Promise<EnrolResult>((resolve, reject) => {
      const total = ENROL_STEPS[a.kind];
      const timer = setTimeout(() => this.fail('timeout'), ENROL_TIMEOUT_MS);
      timer.unref();
      this.pending = {
        kind: a.kind,
        credentialId: a.credentialId,
        done: 0,
        total,
        args: a,
        onProgress,
        resolve,
        reject,
        timer,
      };
      onProgress({ done: 0, total, hint: 'press' });
    });
  }

  /** Leaves enrolment mode, failing the command with `reason`; false when there was none. */
  fail(reason: string): boolean {
    const p = this.pending;
    if (!p) return false;
    clearTimeout(p.timer);
    this.pending = undefined;
    p.reject(new DeviceError(DEVICE_CODE.rejected, reason));
    return true;
  }

  /**
   * A press at the sensor of `kind`. In an enrolment of that kind it is a step (true when it counted, false for a
   * poor read); otherwise an unlock attempt: a held, valid number opens (`write(true)`), anything else is refused
   * (the number when the lock recognized a held one, '' for a stranger).
   */
  sense(kind: BiometricKind, input: SensorInput, write: WriteRecord): boolean {
    if (this.pending?.kind === kind) return this.step(input);
    const store = this.lock.credentials.kinds[kind];
    // A deleted or blacklisted template is gone from the lock: that person is a stranger to it now.
    const v = input.number !== undefined && !input.poor ? store.numbers.get(input.number) : undefined;
    const ok =
      this.lock.initialized &&
      v !== undefined &&
      checkValidity(v, this.lock.lockTime(), this.lock.timezoneOffsetMs) === 'valid';
    write(ok, { credential: v !== undefined ? input.number! : '' });
    return ok;
  }

  private step(input: SensorInput): boolean {
    const p = this.pending!;
    if (input.poor) {
      p.onProgress({ done: p.done, total: p.total, hint: 'poor' });
      return false;
    }
    p.done++;
    if (p.done < p.total) {
      p.onProgress({ done: p.done, total: p.total, hint: BETWEEN[p.kind] });
      return true;
    }
    p.onProgress({ done: p.done, total: p.total });
    clearTimeout(p.timer);
    this.pending = undefined;
    try {
      p.resolve(this.store(p.args));
    } catch (e) {
      // The store filled up while the person pressed (a credential.put meanwhile).
      p.reject(e instanceof DeviceError ? e : new DeviceError(DEVICE_CODE.rejected, (e as Error).message));
    }
    return true;
  }

  /** Stores the new template under the next free slot as entry credentialId (replacing what that entry held). */
  private store(a: CredentialEnrollArgs): EnrolResult {
    const store = this.lock.credentials.kinds[a.kind];
    const number = this.nextNumber(a.kind, store);
    const old = store.entries.get(a.credentialId);
    if (old !== undefined) store.remove(old);
    store.add(number, validityOf(a));
    store.entries.set(a.credentialId, number);
    this.counters[a.kind] = Number(number);
    return { number };
  }

  private nextNumber(kind: BiometricKind, store: KindStore): string {
    let n = this.counters[kind] + 1;
    while (store.numbers.has(String(n)) || store.blacklist.has(String(n))) n++;
    return String(n);
  }

  toState(): Record<BiometricKind, number> {
    return { ...this.counters };
  }

  load(s: Partial<Record<BiometricKind, number>> | undefined) {
    this.counters = { fingerprint: 0, face: 0, palmVein: 0, ...s };
  }
}
