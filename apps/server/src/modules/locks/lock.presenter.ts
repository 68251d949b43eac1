// Maps lock rows (with the caller's access and the gateways that hear the lock) to the API shapes of
// packages/shared/src/lock. Never sends a raw row (no secret, no internal columns).
import { signalGrade } from '@lockconsole/shared/devices/enums';
import type { LockDetail } from '@lockconsole/shared/lock/detail';
import type { LockGateway, LockListItem } from '@lockconsole/shared/lock/lock';
import { PASSAGE_OFF, type PassageModeConfig } from '@lockconsole/shared/lock/passage-mode';
import type { LockAccess } from '../permissions/permissions.service';
import { allows } from '../permissions/lock-role';
import { abilitiesOf } from '../permissions/lock-abilities';
import { dstPrompt } from './daylight-saving';
import type { SettingsRow } from './locks.repo';
import type { GatewayOfLock } from '../gateways/gateway-locks.repo';

export const presentLockGateway = (g: GatewayOfLock): LockGateway => ({
  gatewayId: g.gatewayId,
  gatewayName: g.gatewayName,
  isOnline: g.isOnline ? 1 : 0,
  rssi: g.rssi,
  signal: signalGrade(g.rssi),
  updatedAt: g.updatedAt.getTime(),
});

/** `gws` sorted online first, then best RSSI (as the repo answers them); `nowMs` see abilitiesOf. */
export function presentLockItem(
  a: LockAccess,
  groupName: string | null,
  gws: GatewayOfLock[],
  nowMs?: number,
): LockListItem {
  const l = a.lock;
  const best = gws[0];
  const role = a.role === 'stranger' ? 'keyHolder' : a.role;
  // A group is the owner's arrangement; for anyone else the lock is "not grouped".
  const own = a.role === 'owner';
  return {
    lockId: l.id,
    lockName: l.lockName,
    lockAlias: l.lockAlias,
    lockMac: l.lockMac,
    groupId: own ? (l.groupId ?? 0) : 0,
    groupName: own ? (groupName ?? '') : '',
    userType: role,
    keyRight: a.role === 'owner' || a.role === 'authorizedAdmin' ? 1 : 0,
    lockStatus: l.lockStatus,
    electricQuantity: l.electricQuantity,
    stateUpdatedAt: l.stateUpdatedAt ? l.stateUpdatedAt.getTime() : null,
    doorSensor: l.doorSensor ? 1 : 0,
    doorState: l.doorSensor ? l.doorState : null,
    parkingLock: l.parkingLock ? 1 : 0,
    lockKind: l.parkingLock
      ? 'parking'
      : l.deviceKind === 'lift' || l.deviceKind === 'powerSwitch'
        ? l.deviceKind
        : 'door',
    remoteUnlockSwitch: l.remoteUnlockSwitch,
    remoteEnable: l.remoteUnlockSwitch === 1 && allows(a.role, 'remote', a.key) ? 1 : 0,
    abilities: abilitiesOf(a, nowMs),
    hasGateway: best ? 1 : 0,
    gatewayId: best?.gatewayId ?? null,
    gatewayName: best?.gatewayName ?? '',
    gatewayOnline: best?.isOnline ? 1 : 0,
    rssi: best?.rssi ?? null,
    signal: best ? signalGrade(best.rssi) : 0,
    updatedAt: l.updatedAt.getTime(),
  };
}

export const presentPassage = (s: SettingsRow | undefined): PassageModeConfig => {
  const p = s?.passage;
  if (!p) return PASSAGE_OFF;
  return {
    passageMode: p.passageMode,
    autoUnlock: p.autoUnlock,
    cyclicConfig: p.cyclicConfig.map((c) => ({ ...c, allDay: c.allDay === 1 ? 1 : 2 })),
  };
};

export function presentLockDetail(
  a: LockAccess,
  groupName: string | null,
  gws: GatewayOfLock[],
  s: SettingsRow | undefined,
  nowMs: number,
): LockDetail {
  const l = a.lock;
  const dst = dstPrompt(l.timezoneRawOffset, s?.timezoneId ?? null, nowMs);
  const remind = s?.dstRemind ?? 1;
  return {
    ...presentLockItem(a, groupName, gws, nowMs),
    lockNumber: l.lockNumber || l.lockName,
    model: l.model,
    firmwareRevision: l.firmwareRevision,
    timezoneRawOffset: l.timezoneRawOffset,
    timezoneId: s?.timezoneId ?? null,
    keyboardPwdVersion: l.keyboardPwdVersion,
    daylightSaving: { prompt: remind === 1 ? dst.prompt : 0, zoneOffset: dst.zoneOffset, remind },
    lockDate: s?.clockOffsetMs !== null && s?.clockOffsetMs !== undefined ? nowMs + s.clockOffsetMs : null,
    clockCheckedAt: s?.clockCheckedAt ? s.clockCheckedAt.getTime() : null,
    autoLockTime: l.autoLockTime,
    passageMode: presentPassage(s),
    unlockNoticeSwitch: s?.unlockNotice ?? 2,
    doubleVerificationSwitch: s?.doubleVerification ?? 2,
    attendanceSwitch: s?.attendance ?? 2,
    hotelMode: s?.hotelMode ?? 0,
    roomStatus: s?.roomStatus ?? 2,
    faceAuthNum: 0,
    doorStateAt: l.doorSensor && l.doorStateAt ? l.doorStateAt.getTime() : null,
    doorAlertSeconds: l.doorAlertSeconds,
    createdAt: l.createdAt.getTime(),
    gateways: gws.map(presentLockGateway),
  };
}
