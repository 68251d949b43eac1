// A simulated Bluetooth lock: its own drifting clock, battery, lock state with auto-lock and passage mode,
// credential stores with the real capacities, key fobs and wireless keypads near it, a QR code scanner, fingerprint,
// face and palm vein sensors, and a 500-record ring buffer with per-lock sequence numbers.
// It knows nothing about MQTT; a gateway talks to it. Credential rules come from @lockconsole/lockcore.
import { EventEmitter } from 'node:events';
import { isPassageActive, shouldAutoLock, type PassageMode } from '@lockconsole/lockcore/lock-state';
import { RECORD_TYPE } from '@lockconsole/lockcore/records';
import { checkValidity, type Validity } from '@lockconsole/lockcore/validity';
import { DEVICE_CODE, LOCK_STATUS } from '@lockconsole/shared/devices/enums';
import type { InitArgs, LockRecordMessage } from '@lockconsole/shared/devices/messages';
import type { LockSwitch } from '@lockconsole/shared/devices/settings-messages';
import { DeviceError, type OfflinePasscodeCheck, type SimLockOptions, type SimLockState } from './sim-lock-types';
import { offlineKeypad } from './sim-lock-passcodes';
import type { EkeyRevocations } from '@lockconsole/lockcore/ekey/revocations';
import {
  acceptCarriedRevocations,
  bluetoothUnlock,
  type BluetoothVerdict,
  type UsedOnceKeys,
} from './sim-lock-bluetooth';
import { CredentialStore } from './sim-lock-credentials';
import { verifyHotelCard } from '@lockconsole/lockcore/hotel-card';
import { RecordBuffer } from './sim-lock-records';
import { KeypadGuard } from './sim-lock-sensors';
import { Accessories, type Accessory } from './sim-accessories';
import { keypadReaches, pressFob, scanQrCode } from './sim-lock-accessories';
import {
  Biometrics,
  type EnrolmentView,
  type EnrolProgress,
  type EnrolResult,
  type SensorInput,
} from './sim-lock-enrol';
import {
  ACCESSORY_KINDS,
  type AccessoryKind,
  type BiometricKind,
  type CredentialKind,
} from '@lockconsole/shared/devices/credential-messages';

export { DeviceError, type OfflinePasscodeCheck, type SimLockOptions, type SimLockState };

export class SimLock extends EventEmitter {
  readonly mac: string;
  readonly name: string;
  readonly model: string;
  readonly firmware: string;
  /** A door sensor (magnet) reports the door open or closed (records 31 / 30); set by the lock's model. */
  readonly doorSensor: boolean;
  /** A parking lock: its barrier is raised (lockStatus locked, record 5) and lowered (unlocked, record 6). */
  readonly parkingLock: boolean;
  /** A lift controller or a room power switch (hotel devices); undefined for a door or parking lock. */
  readonly deviceKind: 'lift' | 'powerSwitch' | undefined;
  /** What the door sensor reads (false without one). */
  doorOpen = false;
  initialized = false;
  lockId?: number;
  adminUid?: number;
  secret?: string;
  battery: number;
  lockStatus: number = LOCK_STATUS.locked;
  autoLockSeconds: number;
  passage: PassageMode = { enabled: false, periods: [], autoUnlock: false };
  timezoneOffsetMs = 0;
  outOfRange = false;
  /** Still heard in gateways' scans but answers no command (a jammed radio, a battery about to go): −3036. */
  unresponsive = false;
  busyUntil = 0;
  offlinePasscodes?: OfflinePasscodeCheck;
  usedOnceKeys: UsedOnceKeys = new Map();
  /** Ekey credentials revoked through a gateway (ekey.revoke; sim-lock-bluetooth.ts). */
  revokedEkeys: EkeyRevocations = new Map();
  /** Gateways in Bluetooth range with their RSSI; the lock reports through the best connected one. */
  readonly hearers = new Map<{ readonly connected: boolean }, number>();
  private readonly log = new RecordBuffer();
  /** Wrong codes and the keypad's lockout (sim-lock-sensors.ts). */
  private readonly keypadGuard = new KeypadGuard();
  private readonly store = new CredentialStore();
  /** Key fobs and wireless keypads near the lock (sim-accessories.ts); bound ones are paired with it. */
  readonly accessories = new Accessories();
  /** Fingerprint, face and palm vein sensors: enrolment and slot numbers (sim-lock-enrol.ts). */
  private readonly bio = new Biometrics(this);
  private clockOffsetMs = 0;
  private readonly driftPpm: number;
  private readonly epoch: number;
  private readonly now: () => number;
  private autoLockTimer?: NodeJS.Timeout;
  private opsSinceBatteryDrop = 0;
  /** Switches set over the protocol (lock.setSwitch): on 1 / off 2; hotelMode on 1 / off 0; roomStatus 1 / 2. */
  switches: Record<LockSwitch, number> = {
    remoteUnlock: 1,
    unlockNotice: 2,
    doubleVerification: 2,
    attendance: 2,
    hotelMode: 0,
    roomStatus: 2,
  };

  constructor(o: SimLockOptions) {
    super();
    this.mac = o.mac.toUpperCase();
    this.doorSensor = o.doorSensor ?? false;
    this.parkingLock = o.parkingLock ?? false;
    this.deviceKind = o.deviceKind;
    const family = this.parkingLock
      ? 'P1'
      : this.deviceKind === 'lift'
        ? 'L1'
        : this.deviceKind === 'powerSwitch'
          ? 'E1'
          : 'S31';
    this.name = o.name ?? `${family}_${this.mac.replace(/:/g, '').slice(-6)}`;
    this.model = o.model ?? (family === 'S31' && this.doorSensor ? 'SN-S31D' : `SN-${family}`);
    this.firmware = o.firmware ?? '6.1.0';
    this.battery = o.battery ?? 100;
    this.driftPpm = o.driftPpm ?? 0;
    this.autoLockSeconds = o.autoLockSeconds ?? 0;
    this.now = o.now ?? Date.now;
    this.epoch = this.now();
    // Offline passcodes (issue 7): lockcore's check with this lock's memory (sim-lock-passcodes.ts).
    this.offlinePasscodes = offlineKeypad(this);
  }

  /** The lock's own clock: set at initialization, then drifting. */
  lockTime(): number {
    const real = this.now();
    return Math.round(real + this.clockOffsetMs + ((real - this.epoch) * this.driftPpm) / 1e6);
  }

  private busy() {
    if (this.now() < this.busyUntil) throw new DeviceError(DEVICE_CODE.lockBusy, 'lock busy');
  }

  /** Refuses a command while the lock is busy (settings commands, sim-lock-commands.ts). */
  checkIdle() {
    this.busy();
  }

  /** Clock calibration: the lock's clock reads `timeMs` now (and drifts on from there). */
  setClock(timeMs: number) {
    const real = this.now();
    this.clockOffsetMs = timeMs - real - ((real - this.epoch) * this.driftPpm) / 1e6;
  }

  private useBattery() {
    if (++this.opsSinceBatteryDrop >= 50) {
      this.opsSinceBatteryDrop = 0;
      this.battery = Math.max(0, this.battery - 1);
    }
  }

  private record(type: number, success: boolean, extra: Partial<LockRecordMessage> = {}) {
    const r = this.log.push({ type, success, lockTime: this.lockTime(), battery: this.battery, ...extra });
    this.emit('record', r);
    return r;
  }

  private setStatus(s: number) {
    if (this.lockStatus === s) return;
    this.lockStatus = s;
    this.emit('state');
  }

  private opened(type: number, extra: Partial<LockRecordMessage>) {
    this.useBattery();
    this.setStatus(LOCK_STATUS.unlocked);
    this.record(type, true, extra);
    clearTimeout(this.autoLockTimer);
    if (shouldAutoLock(this.autoLockSeconds, isPassageActive(this.passage, this.lockTime(), this.timezoneOffsetMs))) {
      this.autoLockTimer = setTimeout(() => this.closed(RECORD_TYPE.autoLock, {}), this.autoLockSeconds * 1000);
      this.autoLockTimer.unref();
    }
  }

  private closed(type: number, extra: Partial<LockRecordMessage>) {
    clearTimeout(this.autoLockTimer);
    if (isPassageActive(this.passage, this.lockTime(), this.timezoneOffsetMs) && type !== RECORD_TYPE.gatewayLock) {
      return; // passage mode keeps the door open
    }
    this.useBattery();
    this.setStatus(LOCK_STATUS.locked);
    this.record(type, true, extra);
  }

  // ---- commands arriving through a gateway ----

  init(args: InitArgs) {
    this.busy();
    if (this.initialized) throw new DeviceError(DEVICE_CODE.lockInitialized, 'already initialized');
    this.initialized = true;
    this.lockId = args.lockId;
    this.adminUid = args.adminUid;
    this.secret = args.secret;
    this.timezoneOffsetMs = args.timezoneRawOffset;
    this.clockOffsetMs = args.time - this.now();
    this.emit('state');
    return {
      firmware: this.firmware,
      model: this.model,
      battery: this.battery,
      lockStatus: this.lockStatus,
      nextSeq: this.log.nextSeq,
      doorSensor: this.doorSensor,
      parkingLock: this.parkingLock,
      ...(this.deviceKind ? { deviceKind: this.deviceKind } : {}),
    };
  }

  /** A door command to a parking lock, or a barrier command to a door lock: refused like any unknown function. */
  private kindIs(parking: boolean) {
    if (this.parkingLock !== parking)
      throw new DeviceError(DEVICE_CODE.rejected, parking ? 'not a parking lock' : 'a parking lock: raise or lower it');
  }

  remoteUnlock(operator: number, keyId?: number) {
    this.busy();
    this.kindIs(false);
    if (this.switches.remoteUnlock !== 1) throw new DeviceError(DEVICE_CODE.featureNotEnabled, 'remote unlock is off');
    this.opened(RECORD_TYPE.gateway, { operator, ...(keyId ? { keyId } : {}) });
    return { lockStatus: this.lockStatus, battery: this.battery };
  }

  remoteLock(operator: number) {
    this.busy();
    this.kindIs(false);
    this.closed(RECORD_TYPE.gatewayLock, { operator });
    return { lockStatus: this.lockStatus, battery: this.battery };
  }

  /** A parking lock's barrier up or down through a gateway (records 5 / 6 with the operator). */
  remoteBarrier(up: boolean, operator: number, keyId?: number) {
    this.busy();
    this.kindIs(true);
    if (this.switches.remoteUnlock !== 1) throw new DeviceError(DEVICE_CODE.featureNotEnabled, 'remote unlock is off');
    this.moveBarrier(up, { operator, ...(keyId ? { keyId } : {}) });
    return { lockStatus: this.lockStatus, battery: this.battery };
  }

  /** The barrier moves (the gateway, or the parking lock's own remote control): record 5 up, 6 down. */
  moveBarrier(up: boolean, extra: Partial<LockRecordMessage> = {}): boolean {
    if (!this.parkingLock) return false;
    this.useBattery();
    this.setStatus(up ? LOCK_STATUS.locked : LOCK_STATUS.unlocked);
    this.record(up ? RECORD_TYPE.carLockRaise : RECORD_TYPE.carLockDown, true, extra);
    return true;
  }

  /** A car pushes against the raised barrier: an illegal car lock (record 2). False when lowered or not a parking lock. */
  forceBarrier(): boolean {
    if (!this.parkingLock || this.lockStatus !== LOCK_STATUS.locked) return false;
    this.record(RECORD_TYPE.illegalCarLock, true, {});
    return true;
  }

  /** The lock's paired Bluetooth wristband is held to it: opens (record 9). */
  wristband() {
    this.busy();
    this.opened(RECORD_TYPE.wristband, {});
  }

  /** Factory reset: forgets its account, secret, credentials and records. */
  reset() {
    Object.assign(this, { initialized: false, lockId: undefined, adminUid: undefined, secret: undefined });
    this.store.clear();
    this.bio.fail('lock reset');
    for (const k of ACCESSORY_KINDS) this.credentialsChanged(k);
    this.log.clear();
    this.emit('state');
  }

  // ---- local interfaces: keypad, card reader, button ----

  enterPasscode(code: string): boolean {
    return this.keypadCode(code, {});
  }

  /** A code followed by the keypad's lock key: a valid one locks the door (record 34), else refused like a wrong code. */
  lockWithPasscode(code: string): boolean {
    return this.keypadCode(code, {}, RECORD_TYPE.passcodeLock);
  }

  /** A code from the built-in keypad, or from a paired wireless one (`extra`: its battery on the record). */
  private keypadCode(code: string, extra: Partial<LockRecordMessage>, lockType?: number): boolean {
    this.busy();
    const v = this.store.passcodes.get(code);
    const t = this.lockTime();
    // A locked keypad refuses every code without looking at it (and writes nothing more).
    if (this.keypadGuard.locked(t)) return false;
    const ok =
      this.initialized &&
      ((v !== undefined && checkValidity(v, t, this.timezoneOffsetMs) === 'valid') ||
        (this.offlinePasscodes !== undefined &&
          this.secret !== undefined &&
          this.offlinePasscodes(code, this.secret, t)));
    if (ok) {
      this.keypadGuard.rightCode();
      if (lockType !== undefined) this.closed(lockType, { credential: code, ...extra });
      else this.opened(RECORD_TYPE.passcode, { credential: code, ...extra });
      return true;
    }
    this.record(lockType ?? RECORD_TYPE.passcode, false, { credential: code, ...extra });
    if (this.keypadGuard.wrongCode(t)) this.record(RECORD_TYPE.systemLock, true, {});
    return false;
  }

  /**
   * A card at the reader (with the data written on it, if any): a blacklisted, unknown or out-of-validity card is refused (recorded, card 7 failed); a valid
   * one opens (card 7), or locks an open door (card lock 35) unless passage mode holds it open. Answers accepted.
   */
  presentCard(cardNumber: string, cardData?: string | null): boolean {
    this.busy();
    const cards = this.store.kinds.card;
    const v = cards.blacklist.has(cardNumber) ? undefined : cards.numbers.get(cardNumber);
    const t = this.lockTime();
    const stored = v !== undefined && checkValidity(v, t, this.timezoneOffsetMs) === 'valid';
    // A card written by the encoder carries its own permission, sealed for this lock (lockcore hotel-card.ts).
    const sealed =
      !stored &&
      !!cardData &&
      !cards.blacklist.has(cardNumber) &&
      this.secret !== undefined &&
      this.lockId !== undefined &&
      verifyHotelCard(cardData, cardNumber, { secret: this.secret, lockId: this.lockId, nowMs: t }) === 'valid';
    const ok = this.initialized && (stored || sealed);
    this.credentialUsed(ok, RECORD_TYPE.card, RECORD_TYPE.cardLock, { credential: cardNumber });
    return ok;
  }

  /**
   * A credential at a reader or sensor: refused → a failed record of `type`; accepted → opens, or with a `lockType`
   * locks an open door unless passage mode holds it open (what a card and a fingerprint do).
   */
  private credentialUsed(ok: boolean, type: number, lockType: number | undefined, x: Partial<LockRecordMessage>) {
    const t = this.lockTime();
    const locks = this.lockStatus === LOCK_STATUS.unlocked && !isPassageActive(this.passage, t, this.timezoneOffsetMs);
    if (!ok) this.record(type, false, x);
    else if (locks && lockType !== undefined) this.closed(lockType, x);
    else this.opened(type, x);
  }

  /** A phone presents its synced ekey credential (issue 6; the rules are in sim-lock-bluetooth.ts). */
  bluetoothUnlock(credential: string, uid: number): BluetoothVerdict {
    this.busy();
    return bluetoothUnlock(this, credential, uid, (ok, x) =>
      ok ? this.opened(RECORD_TYPE.app, x) : void this.record(RECORD_TYPE.app, false, x),
    );
  }

  /** The same credential used to lock the door from the app (record 11); judged like an unlock. */
  bluetoothLock(credential: string, uid: number): BluetoothVerdict {
    this.busy();
    return bluetoothUnlock(this, credential, uid, (ok, x) =>
      ok ? this.closed(RECORD_TYPE.appLock, x) : void this.record(RECORD_TYPE.appLock, false, x),
    );
  }

  /** A phone hands over the ekey revocations it carries for this lock; answers the receipts (sim-lock-bluetooth.ts). */
  bluetoothRevoke(tokens: readonly string[]): string[] {
    return acceptCarriedRevocations(this, tokens);
  }

  // ---- accessories (issue 16; the rules are in sim-lock-accessories.ts) ----

  /** A key fob or wireless keypad comes near in pairing mode (random id and MAC unless given); answers it. */
  bringAccessory(
    kind: AccessoryKind,
    partial?: Partial<Pick<Accessory, 'number' | 'mac' | 'battery' | 'firmware' | 'rssi'>>,
  ): Accessory {
    const a = this.accessories.bring(kind, partial);
    this.credentialsChanged(kind); // an id the lock already holds is recognized at once
    return a;
  }

  /** A fob's button: opens when the fob is paired and valid (record 55 either way, with its battery). */
  pressFob(number: string): boolean {
    this.busy();
    return pressFob(this, number, (ok, x) =>
      ok ? this.opened(RECORD_TYPE.keyfob, x) : void this.record(RECORD_TYPE.keyfob, false, x),
    );
  }

  /** A code shown to the QR scanner, checked offline (record 57 either way). */
  scanQrCode(content: string): boolean {
    this.busy();
    return scanQrCode(this, content, (ok, x) =>
      ok ? this.opened(RECORD_TYPE.qrcode, x) : void this.record(RECORD_TYPE.qrcode, false, x),
    );
  }

  /** A code typed on wireless keypad `keypadNumber`: as the built-in keypad when it is paired; else ignored (false). */
  typeOnKeypad(keypadNumber: string, code: string): boolean {
    if (!keypadReaches(this, keypadNumber)) return false;
    return this.keypadCode(code, { accessoryBattery: this.accessories.get(keypadNumber)!.battery });
  }

  /** The store of `kind` changed (credential commands, reset): fobs and keypads bind or unbind. */
  credentialsChanged(kind: CredentialKind) {
    if (kind === 'keyfob' || kind === 'keypad')
      this.accessories.sync(kind, (n) => this.store.kinds[kind].numbers.has(n));
  }

  // ---- fingerprints, faces, palm veins (issue 15; the rules are in sim-lock-enrol.ts) ----

  /** `credential.enroll`: the slot number at once (photo, template) or when the person is done at the sensor. */
  enroll(raw: Record<string, unknown>, onProgress: (p: EnrolProgress) => void): EnrolResult | Promise<EnrolResult> {
    return this.bio.enroll(raw, onProgress);
  }

  /** A finger on the sensor (`number`: the slot it is enrolled in; none: a stranger): an enrolment step or record 8/33. */
  pressFinger(input: SensorInput = {}): boolean {
    return this.sense('fingerprint', input, RECORD_TYPE.fingerprint, RECORD_TYPE.fingerprintLock);
  }

  /** A face before the camera: an enrolment step, or an unlock attempt (record 67). */
  showFace(input: SensorInput = {}): boolean {
    return this.sense('face', input, RECORD_TYPE.face);
  }

  /** A palm over the vein scanner: an enrolment step, or an unlock attempt (record 84). */
  showPalm(input: SensorInput = {}): boolean {
    return this.sense('palmVein', input, RECORD_TYPE.palmVein);
  }

  /** Ends the enrolment the lock is in (its command fails, reason "cancelled"); false when there was none. */
  cancelEnrolment(): boolean {
    return this.bio.fail('cancelled');
  }

  /** The enrolment the lock is in, if any. */
  get enrolment(): EnrolmentView | undefined {
    return this.bio.enrolment;
  }

  private sense(kind: BiometricKind, input: SensorInput, type: number, lockType?: number): boolean {
    this.busy();
    return this.bio.sense(kind, input, (ok, x) => this.credentialUsed(ok, type, lockType, x));
  }

  /** True while the keypad refuses every code after repeated wrong ones. */
  get keypadLocked(): boolean {
    return this.keypadGuard.locked(this.lockTime());
  }

  // ---- door sensor, alarms and the mechanical parts (issue 29) ----

  /**
   * The door opens (`open`) or closes: record 31 / 30 and a state report. A door opened while the bolt is thrown
   * was forced: an illegal unlock (29) first. False when the lock has no door sensor or the door already was so.
   */
  setDoor(open: boolean): boolean {
    if (!this.doorSensor || this.doorOpen === open) return false;
    if (open && this.lockStatus === LOCK_STATUS.locked) this.record(RECORD_TYPE.illegalUnlock, true, {});
    this.doorOpen = open;
    this.record(open ? RECORD_TYPE.sensorUnlock : RECORD_TYPE.sensorLock, true, {});
    this.emit('state');
    return true;
  }

  /** Someone is prising the lock off the door: the tamper alarm (record 44). */
  tamper() {
    this.record(RECORD_TYPE.alert, true, {});
  }

  /** The mechanical key turns the cylinder: opens (10), or locks an open door (36). */
  turnKey() {
    if (this.lockStatus === LOCK_STATUS.unlocked) this.closed(RECORD_TYPE.keyLock, {});
    else this.opened(RECORD_TYPE.mechanicalKey, {});
  }

  /** The inner handle locks the door from inside (32). */
  lockFromInside() {
    this.closed(RECORD_TYPE.lockInner, {});
  }

  /** The inside button toggles the door. */
  pressButton() {
    this.busy();
    if (this.lockStatus === LOCK_STATUS.unlocked) this.closed(RECORD_TYPE.buttonLock, {});
    else this.opened(RECORD_TYPE.buttonUnlock, {});
  }

  // ---- credential stores (filled over the protocol, or directly by the CLI and tests) ----

  addPasscode(code: string, validity?: Validity) {
    this.store.addPasscode(code, validity);
  }

  addCard(cardNumber: string, validity?: Validity) {
    this.store.addCard(cardNumber, validity);
  }

  /** The stores of cards, fingerprints, … with entry ids and blacklists (sim-lock-credential-commands.ts, CLI). */
  get credentials(): CredentialStore {
    return this.store;
  }

  /** The validity of a custom code the lock holds (undefined when absent). */
  passcodeValidity(code: string): Validity | undefined {
    return this.store.passcodes.get(code);
  }

  /** Removes a custom code; answers what it held (undefined when absent). */
  removePasscode(code: string): Validity | undefined {
    return this.store.removePasscode(code);
  }

  get passcodeCount() {
    return this.store.passcodes.size;
  }
  get cardCount() {
    return this.store.cards.size;
  }

  // ---- record buffer ----

  /** Records not yet acknowledged by the server (oldest first, at most `max`). */
  pendingRecords(max = 100): LockRecordMessage[] {
    return this.log.pending(max);
  }

  /** Every record in the buffer (for re-delivery tests). */
  bufferedRecords(): LockRecordMessage[] {
    return this.log.all();
  }

  acknowledge(seq: number) {
    this.log.acknowledge(seq);
  }

  get uploadedSeq() {
    return this.log.uploadedSeq;
  }

  /** True when `g` is the connected gateway with the best signal to this lock. */
  reportsThrough(g: { readonly connected: boolean }): boolean {
    let best: { readonly connected: boolean } | undefined;
    let bestRssi = -Infinity;
    for (const [h, rssi] of this.hearers) {
      if (h.connected && rssi > bestRssi) [best, bestRssi] = [h, rssi];
    }
    return best === g;
  }

  close() {
    clearTimeout(this.autoLockTimer);
    this.bio.fail('lock closed');
    this.removeAllListeners();
  }

  toState(): SimLockState {
    return {
      mac: this.mac,
      name: this.name,
      model: this.model,
      firmware: this.firmware,
      initialized: this.initialized,
      lockId: this.lockId,
      adminUid: this.adminUid,
      secret: this.secret,
      battery: this.battery,
      lockStatus: this.lockStatus,
      ...this.log.toState(),
      clockOffsetMs: this.clockOffsetMs,
      ...this.store.toState(),
      usedOnceKeys: [...this.usedOnceKeys],
      revokedEkeys: [...this.revokedEkeys],
      timezoneOffsetMs: this.timezoneOffsetMs,
      accessories: this.accessories.toState(),
      enrolCounters: this.bio.toState(),
      doorSensor: this.doorSensor,
      doorOpen: this.doorOpen,
      keypadGuard: this.keypadGuard.toState(),
      parkingLock: this.parkingLock,
      deviceKind: this.deviceKind,
    };
  }

  static fromState(s: SimLockState, o: Partial<SimLockOptions> = {}): SimLock {
    const l = new SimLock({
      ...o,
      mac: s.mac,
      name: s.name,
      model: s.model,
      firmware: s.firmware,
      battery: s.battery,
      doorSensor: s.doorSensor ?? o.doorSensor,
      parkingLock: s.parkingLock ?? o.parkingLock,
      deviceKind: s.deviceKind ?? o.deviceKind,
    });
    Object.assign(l, {
      initialized: s.initialized,
      lockId: s.lockId,
      adminUid: s.adminUid,
      secret: s.secret,
      lockStatus: s.lockStatus,
      clockOffsetMs: s.clockOffsetMs,
      usedOnceKeys: new Map(s.usedOnceKeys ?? []),
      revokedEkeys: new Map(s.revokedEkeys ?? []),
      timezoneOffsetMs: s.timezoneOffsetMs ?? 0,
      doorOpen: s.doorOpen ?? false,
    });
    l.keypadGuard.load(s.keypadGuard);
    l.log.load(s);
    l.store.load(s);
    l.accessories.load(s.accessories);
    l.bio.load(s.enrolCounters);
    return l;
  }
}
