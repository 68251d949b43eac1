// /v3 calls about locks, their state and settings (issue 25, CONTRACT.md): each one maps the
// contract's parameters onto a product route and that route's answer onto the contract's flat shape.
import { DONE, jsonList, paging, pick, throughGateway, page, type Answer, type V3Call } from './v3-env';
import { ttFail } from './ttlock-errors';

/**
 * The contract's `featureValue`: a hex bit set of what the lock can do (TTLock's featureValue table): passcode 0,
 * IC card 1, fingerprint 2, auto-lock 4, remote lock 8, unlock through a gateway 10, door sensor 13, passage mode 22.
 */
export function featureValue(l: { keyboardPwdVersion?: number; doorSensor: number; lockKind: string }): string {
  let bits = 0n;
  const set = (b: number) => (bits |= 1n << BigInt(b));
  if (l.keyboardPwdVersion !== 0) set(0);
  for (const b of [1, 2, 4, 8, 10, 22]) set(b);
  if (l.doorSensor === 1) set(13);
  return bits.toString(16).toUpperCase();
}

const lockItem = (l: Answer) => ({
  lockId: l.lockId,
  lockName: l.lockName,
  lockAlias: l.lockAlias,
  lockMac: l.lockMac,
  electricQuantity: l.electricQuantity ?? -1,
  featureValue: featureValue(l),
  hasGateway: l.hasGateway,
  lockData: '',
  groupId: l.groupId,
  groupName: l.groupName,
  userType: l.userType === 'keyHolder' ? 'EKEY' : 'ADMIN',
  keyRight: l.keyRight,
  date: l.updatedAt,
});

/** The legacy flat passage-mode shape (one period: the first). */
function flatPassage(c: Answer) {
  const first = c.cyclicConfig[0];
  const on = c.passageMode === 1 && first;
  return {
    passageMode: c.passageMode,
    startDate: on && first.allDay !== 1 ? first.startTime : null,
    endDate: on && first.allDay !== 1 ? first.endTime : null,
    isAllDay: on ? first.allDay : 1,
    weekDays: on ? first.weekDays : [1, 2, 3, 4, 5, 6, 7],
    autoUnlock: c.autoUnlock,
  };
}

const period = (x: Record<string, unknown>) => ({
  allDay: Number(x.isAllDay ?? x.allDay ?? 2),
  startTime: Number(x.startTime ?? x.startDate ?? 0),
  endTime: Number(x.endTime ?? x.endDate ?? 1440),
  weekDays: x.weekDays,
});

export const lockCalls: Record<string, V3Call> = {
  'lock/list': async ({ p, call }) =>
    page(await call('/lock/list', { ...paging(p, 1000), ...pick(p, ['lockAlias', 'groupId']) }), lockItem),

  'lock/detail': async ({ p, call }) => {
    const l = await call('/lock/detail', pick(p, ['lockId']));
    return {
      ...lockItem(l),
      date: l.createdAt,
      adminPwd: '',
      noKeyPwd: '',
      deletePwd: '',
      modelNum: l.model,
      hardwareRevision: '',
      firmwareRevision: l.firmwareRevision,
      timezoneRawOffset: l.timezoneRawOffset,
      keyboardPwdVersion: l.keyboardPwdVersion,
      autoLockTime: l.autoLockTime > 0 ? l.autoLockTime : -1,
      lockSound: 0,
      privacyLock: 0,
      tamperAlert: 0,
      resetButton: 0,
      openDirection: 0,
      isFrozen: 2,
      passageMode: l.passageMode.passageMode,
      passageModeAutoUnlock: l.passageMode.autoUnlock,
      lockUpdateDate: l.updatedAt,
    };
  },

  'lock/queryOpenState': async ({ p, call }) => {
    const l = await call('/lock/detail', pick(p, ['lockId']));
    const state: Record<string, unknown> = {
      state: l.lockStatus === 0 || l.lockStatus === 1 ? l.lockStatus : 2,
      electricQuantity: l.electricQuantity ?? -1,
      lockTime: l.stateUpdatedAt ?? 0,
    };
    // sensorState: open 0, closed 1 (the contract's), only when the lock has a door sensor that has read.
    if (l.doorSensor === 1 && l.doorState !== null) state.sensorState = l.doorState === 1 ? 0 : 1;
    return state;
  },

  'lock/queryElectricQuantity': async ({ p, call }) => {
    const l = await call('/lock/detail', pick(p, ['lockId']));
    return { electricQuantity: l.electricQuantity ?? -1 };
  },

  'doorSensor/query': async ({ p, call }) => {
    const l = await call('/lock/detail', pick(p, ['lockId']));
    if (l.doorSensor !== 1) throw ttFail('unsupported', 'this lock has no door sensor');
    // The door sensor is part of the lock here: its id is the lock's, its battery the lock's.
    return {
      doorSensorId: l.lockId,
      name: `${l.lockAlias} door sensor`,
      electricQuantity: l.electricQuantity ?? -1,
      mac: l.lockMac,
      number: l.lockName,
      version: l.firmwareRevision,
    };
  },

  'lock/rename': async ({ p, call }) => (await call('/lock/rename', pick(p, ['lockId', 'lockAlias'])), DONE),

  /** The lock's clock, read through the gateway. */
  'lock/queryDate': async ({ p, call }) => {
    const a = await call('/lock/queryDate', pick(p, ['lockId']));
    if (a.lockDate === null) throw ttFail('failed', a.reason ?? 'the lock did not say its time');
    return { date: a.lockDate };
  },

  /** Sets the lock's clock to the server's, through the gateway, once the lock confirmed. */
  'lock/updateDate': async ({ p, call, awaitOp }) => {
    const op = await call('/lock/updateDate', pick(p, ['lockId']));
    await awaitOp(op.operationId);
    return { date: Date.now() };
  },

  'lock/unlock': async ({ p, call }) => (await call('/lock/unlock', pick(p, ['lockId'])), DONE),
  'lock/lock': async ({ p, call }) => (await call('/lock/lock', pick(p, ['lockId'])), DONE),

  'lock/getPassageModeConfig': async ({ p, call }) =>
    flatPassage(await call('/lock/getPassageModeConfig', pick(p, ['lockId']))),

  'lock/getPassageModeConfiguration': async ({ p, call }) => {
    const c = await call('/lock/getPassageModeConfig', pick(p, ['lockId']));
    return {
      passageMode: c.passageMode,
      cyclicConfig: (c.cyclicConfig as Answer[]).map((x) => ({
        isAllDay: x.allDay,
        startTime: x.startTime,
        endTime: x.endTime,
        weekDays: x.weekDays,
      })),
      autoUnlock: c.autoUnlock,
    };
  },

  'lock/configPassageMode': async ({ p, call, awaitOp }) => {
    throughGateway(p, 'type');
    const on = p.passageMode === '1';
    const periods = on ? [period({ ...p, weekDays: jsonList(p, 'weekDays') })] : [];
    const op = await call('/lock/configPassageMode', {
      ...pick(p, ['lockId', 'passageMode', 'autoUnlock']),
      cyclicConfig: JSON.stringify(periods),
    });
    await awaitOp(op.operationId);
    return DONE;
  },

  'lock/configurePassageMode': async ({ p, call, awaitOp }) => {
    throughGateway(p, 'type');
    const periods = p.passageMode === '1' ? jsonList(p, 'cyclicConfig') : [];
    if (!periods.every((x) => x && typeof x === 'object'))
      throw ttFail('badParameter', 'cyclicConfig must be a JSON array of periods');
    const op = await call('/lock/configPassageMode', {
      ...pick(p, ['lockId', 'passageMode', 'autoUnlock']),
      cyclicConfig: JSON.stringify(periods.map((x) => period(x as Record<string, unknown>))),
    });
    await awaitOp(op.operationId);
    return DONE;
  },

  'lock/setAutoLockTime': async ({ p, call, awaitOp }) => {
    throughGateway(p, 'type');
    // The contract turns auto-lock off with 0 or −1; the product with 0.
    const seconds = Number(p.seconds) < 0 ? '0' : p.seconds;
    const op = await call('/lock/setAutoLockTime', {
      ...pick(p, ['lockId']),
      ...(seconds !== undefined ? { seconds } : {}),
    });
    await awaitOp(op.operationId);
    return DONE;
  },

  'lock/updateSetting': async ({ p }) => {
    throughGateway(p, 'changeType');
    // The contract's settings (privacy lock 2, tamper alert 3, reset button 4, lock sound 6 …) are not settings of
    // this server's locks; its own switches (remote unlock, notices, hotel mode) are the console's.
    throw ttFail('unsupported', `setting type ${p.type ?? '?'} is not a setting of this server's locks`);
  },
};
