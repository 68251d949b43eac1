// A passcode row as the API shows it (shared passcodeItemSchema): ms times (end 0 = none), the legacy validity
// value, and the status as of now — will be valid before the start, invalid after the end.
import { PASSCODE_VALUE } from '@lockconsole/lockcore/passcode/passcode-types';
import { PASSCODE_STATUS, type PasscodeItem } from '@lockconsole/shared/passcode/passcode';
import type { PasscodeRow } from './passcodes.repo';

function statusAt(row: PasscodeRow, now: number): string {
  if (row.deletedAt) return PASSCODE_STATUS.deleted;
  if (row.status !== PASSCODE_STATUS.normal) return row.status;
  if (row.endDate && row.endDate.getTime() <= now) return PASSCODE_STATUS.invalid;
  if (row.startDate.getTime() > now) return PASSCODE_STATUS.willBeValid;
  return PASSCODE_STATUS.normal;
}

export function presentPasscode(row: PasscodeRow, senderUsername: string, now: number): PasscodeItem {
  return {
    keyboardPwdId: row.id,
    lockId: row.lockId,
    keyboardPwd: row.keyboardPwd,
    keyboardPwdName: row.keyboardPwdName,
    keyboardPwdType: row.keyboardPwdType,
    keyboardPwdVersion: row.keyboardPwdVersion,
    cycleKind: row.cycleKind,
    cycleStartHour: row.cycleStartHour,
    cycleEndHour: row.cycleEndHour,
    startDate: row.startDate.getTime(),
    endDate: row.endDate?.getTime() ?? 0,
    firstUseBy: row.firstUseBy.getTime(),
    keyboardPwdValue:
      row.keyboardPwdType === 2 ? PASSCODE_VALUE.permanent : row.keyboardPwdType === 1 ? PASSCODE_VALUE.once : null,
    keyboardPwdStatus: statusAt(row, now),
    senderUid: row.senderUserId,
    senderUsername,
    sendDate: row.sendDate.getTime(),
  };
}
