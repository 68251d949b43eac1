// Device enumerations of spec §3: online status, signal grade, plug (gateway) version, remote operation type and
// state, lock status. Shared by the server, the simulator and the web console.

export const ONLINE = { offline: 0, online: 1 } as const;

/** Signal grade (spec §3): unknown 0, weak 1, medium 2, strong 3. */
export const SIGNAL = { unknown: 0, weak: 1, medium: 2, strong: 3 } as const;
export type SignalGrade = (typeof SIGNAL)[keyof typeof SIGNAL];

/** Better than −75 dBm is good, worse than −85 dBm poor (the established platform's thresholds). */
export function signalGrade(rssi: number | null | undefined): SignalGrade {
  if (rssi === null || rssi === undefined || !Number.isFinite(rssi)) return SIGNAL.unknown;
  if (rssi > -75) return SIGNAL.strong;
  if (rssi < -85) return SIGNAL.weak;
  return SIGNAL.medium;
}

/** Plug version G1…G4: 1 G1, 2 G2, 3 G3 wired, 4 G4 cellular. */
export const GATEWAY_VERSIONS = [1, 2, 3, 4] as const;
export type GatewayVersion = (typeof GATEWAY_VERSIONS)[number];

/** Remote operation type (spec §3): by server 1, by plug (gateway) 2. */
export const OPERATE_TYPE = { byServer: 1, byPlug: 2 } as const;

/** Remote operation state (spec §3). operating and wait are pending; the others are final. */
export const OP_STATE = { operating: 1, success: 2, failed: 3, noRetry: 4, wait: 6 } as const;
export type OpState = (typeof OP_STATE)[keyof typeof OP_STATE];
export const PENDING_OP_STATES: readonly OpState[] = [OP_STATE.operating, OP_STATE.wait];
export const isFinalOpState = (s: number) => s === OP_STATE.success || s === OP_STATE.failed || s === OP_STATE.noRetry;

/** Lock status (spec §3): locked 0, unlocked 1, unknown 2. */
export const LOCK_STATUS = { locked: 0, unlocked: 1, unknown: 2 } as const;
export type LockStatus = (typeof LOCK_STATUS)[keyof typeof LOCK_STATUS];

/** Settings and queries (issue 5); their arguments: packages/shared/src/devices/settings-messages.ts. */
export const SETTING_COMMANDS = [
  'lock.queryState',
  'lock.queryDate',
  'lock.updateDate',
  'lock.setAutoLock',
  'lock.setTimezone',
  'lock.setSwitch',
  'lock.setPassageMode',
] as const;
export type SettingCommand = (typeof SETTING_COMMANDS)[number];

/** Passcode commands (issue 7); their arguments: packages/shared/src/devices/passcode-messages.ts. */
export const PASSCODE_COMMANDS = ['passcode.add', 'passcode.change', 'passcode.delete', 'passcode.revoke'] as const;
export type PasscodeCommand = (typeof PASSCODE_COMMANDS)[number];

/** Ekey commands; their arguments: packages/shared/src/devices/ekey-messages.ts. */
export const EKEY_COMMANDS = ['ekey.revoke'] as const;
export type EkeyCommand = (typeof EKEY_COMMANDS)[number];

/** Credential commands of every kind stored by number (cards …); their arguments: credential-messages.ts. */
export const CREDENTIAL_COMMANDS = [
  'credential.put',
  'credential.delete',
  'credential.clear',
  'credential.list',
  'credential.blacklist',
  'credential.enroll',
] as const;
export type CredentialCommand = (typeof CREDENTIAL_COMMANDS)[number];

/**
 * Commands that wait for a person at the lock: their deadline is this many normal timeouts (enrolment: 90 s by
 * default, longer than the lock's own 60 s enrolment timeout, so the server never gives up on an enrolment the lock
 * may still finish).
 */
export const SLOW_COMMANDS: Partial<Record<string, number>> = { 'credential.enroll': 9, 'accessory.scan': 2 };

/** Accessory pairing (key fobs, wireless keypads): credential-messages.ts accessoryScanArgsSchema. */
export const ACCESSORY_COMMANDS = ['accessory.scan'] as const;

/** Commands the server sends to a gateway for one of its nearby locks. */
export const COMMANDS = [
  'lock.init',
  'lock.unlock',
  'lock.lock',
  /** A parking lock's barrier up (record 5) or down (record 6) — issue 29; a door lock refuses both. */
  'lock.raise',
  'lock.lower',
  ...SETTING_COMMANDS,
  ...PASSCODE_COMMANDS,
  ...EKEY_COMMANDS,
  ...CREDENTIAL_COMMANDS,
  ...ACCESSORY_COMMANDS,
] as const;
export type CommandName = (typeof COMMANDS)[number];

/**
 * Codes a gateway answers a command with (result.code). They mirror the established platform's gateway codes and
 * are also the API's error codes for the same situations.
 */
export const DEVICE_CODE = {
  ok: 0,
  gatewayBusy: -3003,
  lockOffline: -3036,
  lockBusy: -3037,
  featureNotEnabled: -4043,
  storageFull: -4056,
  /** The lock is already initialized (belongs to someone): reset it first. */
  lockInitialized: -4044,
  /** The lock refused the command for another reason (see `reason`). */
  rejected: -4045,
  /** Passcode commands: the code is held by another entry of the lock's keypad store. */
  passcodeDuplicate: -3007,
} as const;

/** Device codes after which repeating the command cannot help: the operation ends "no retry". */
export const PERMANENT_DEVICE_CODES: readonly number[] = [
  DEVICE_CODE.featureNotEnabled,
  DEVICE_CODE.storageFull,
  DEVICE_CODE.lockInitialized,
];
