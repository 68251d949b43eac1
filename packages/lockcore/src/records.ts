// Unlock record event types (spec §3) and what kind of credential each one carries. A lock writes these codes;
// the server stores and filters by them.

export const RECORD_TYPE = {
  app: 1,
  illegalCarLock: 2,
  gatewayOnline: 3,
  passcode: 4,
  carLockRaise: 5,
  carLockDown: 6,
  card: 7,
  fingerprint: 8,
  wristband: 9,
  mechanicalKey: 10,
  appLock: 11,
  gateway: 12,
  illegalUnlock: 29,
  sensorLock: 30,
  sensorUnlock: 31,
  lockInner: 32,
  fingerprintLock: 33,
  passcodeLock: 34,
  cardLock: 35,
  keyLock: 36,
  gatewayLock: 37,
  alert: 44,
  autoLock: 45,
  buttonUnlock: 46,
  buttonLock: 47,
  systemLock: 48,
  systemLockByApp: 52,
  byPasscode: 53,
  /** A paired key fob's button (the established platforms' 55). */
  keyfob: 55,
  /** A QR code shown to the lock's scanner (the established platforms' 57). */
  qrcode: 57,
  /** A face the lock recognized (the established platforms' 67; their 68–71 are further face events). */
  face: 67,
  /** A palm vein the lock recognized (the established platforms' 84; their 85–88 are further palm vein events). */
  palmVein: 84,
} as const;
export type RecordType = (typeof RECORD_TYPE)[keyof typeof RECORD_TYPE];
export const RECORD_TYPES: readonly number[] = Object.values(RECORD_TYPE);

const LOCKING: readonly number[] = [
  RECORD_TYPE.appLock,
  RECORD_TYPE.gatewayLock,
  RECORD_TYPE.sensorLock,
  RECORD_TYPE.fingerprintLock,
  RECORD_TYPE.passcodeLock,
  RECORD_TYPE.cardLock,
  RECORD_TYPE.keyLock,
  RECORD_TYPE.autoLock,
  RECORD_TYPE.buttonLock,
  RECORD_TYPE.systemLock,
  RECORD_TYPE.systemLockByApp,
];

/** True when the event locks the door (the rest unlock, alert or report). */
export const isLockingRecord = (type: number) => LOCKING.includes(type);

/** How each unlocking event opened the door, by the credential's kind (the public map's feed names only this). */
const UNLOCK_METHOD: ReadonlyMap<number, UnlockMethod> = new Map<number, UnlockMethod>([
  [RECORD_TYPE.app, 'app'],
  [RECORD_TYPE.gateway, 'remote'],
  [RECORD_TYPE.passcode, 'passcode'],
  [RECORD_TYPE.byPasscode, 'passcode'],
  [RECORD_TYPE.card, 'card'],
  [RECORD_TYPE.fingerprint, 'fingerprint'],
  [RECORD_TYPE.wristband, 'wristband'],
  [RECORD_TYPE.mechanicalKey, 'mechanicalKey'],
  [RECORD_TYPE.sensorUnlock, 'other'],
  [RECORD_TYPE.lockInner, 'inside'],
  [RECORD_TYPE.buttonUnlock, 'button'],
  [RECORD_TYPE.keyfob, 'keyfob'],
  [RECORD_TYPE.qrcode, 'qrcode'],
  [RECORD_TYPE.face, 'face'],
  [RECORD_TYPE.palmVein, 'palmVein'],
]);
export const UNLOCK_METHODS = [
  'app',
  'remote',
  'passcode',
  'card',
  'fingerprint',
  'wristband',
  'mechanicalKey',
  'inside',
  'button',
  'keyfob',
  'qrcode',
  'face',
  'palmVein',
  'other',
] as const;
export type UnlockMethod = (typeof UNLOCK_METHODS)[number];
/** Record types that open the door (when the record says it succeeded). */
export const UNLOCKING_RECORD_TYPES: readonly number[] = [...UNLOCK_METHOD.keys()];
/** The door opened: an unlocking type that succeeded. Its method, else null (locking, alerts, reports, refusals). */
export const unlockMethodOf = (r: { recordType: number; success: boolean }): UnlockMethod | null =>
  (r.success && UNLOCK_METHOD.get(r.recordType)) || null;

/**
 * Record query type (spec §3) a record type belongs to: ekey 1, passcode 4, card 7, fingerprint 8, key fob 37,
 * QR code −4, face −5, palm vein −6, lock 11.
 */
export function recordQueryTypeOf(type: number): number {
  if (type === RECORD_TYPE.keyfob) return 37;
  if (type === RECORD_TYPE.qrcode) return -4;
  if (type === RECORD_TYPE.face) return -5;
  if (type === RECORD_TYPE.palmVein) return -6;
  if (type === RECORD_TYPE.app || type === RECORD_TYPE.gateway) return 1;
  if (type === RECORD_TYPE.passcode || type === RECORD_TYPE.byPasscode || type === RECORD_TYPE.passcodeLock) return 4;
  if (type === RECORD_TYPE.card || type === RECORD_TYPE.cardLock) return 7;
  if (type === RECORD_TYPE.fingerprint || type === RECORD_TYPE.fingerprintLock) return 8;
  return 11;
}

/** A lock keeps its last 500 records (lock-platform-facts.md). */
export const RECORD_BUFFER_SIZE = 500;
