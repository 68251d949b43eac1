// A passcode row as the API shows it (shared passcodeItemSchema): ms times (end 0 = none), the legacy validity
// value, the status as of now — will be valid before the start, invalid after the end — and the gateway sync
// (pending/failed status, the operation, the failure cause in the caller's language, whether resync may run).
import { PASSCODE_VALUE } from '@lockconsole/lockcore/passcode/passcode-types';
import { PASSCODE_MAX_SYNC_FAILURES, PASSCODE_STATUS, type PasscodeItem } from '@lockconsole/shared/passcode/passcode';
import { causeText } from '../../devices/operation-events';
import type { Translator } from '../../http/i18n';
import type { PasscodeRow } from './passcodes.repo';

const FAILED: string[] = [PASSCODE_STATUS.addFailed, PASSCODE_STATUS.updateFailed, PASSCODE_STATUS.deleteFailed];

function statusAt(row: PasscodeRow, now: number): string {
  if (row.deletedAt) return PASSCODE_STATUS.deleted;
  if (row.status !== PASSCODE_STATUS.normal) return row.status;
  if (row.endDate && row.endDate.getTime() <= now) return PASSCODE_STATUS.invalid;
  if (row.startDate.getTime() > now) return PASSCODE_STATUS.willBeValid;
  return PASSCODE_STATUS.normal;
}

export function presentPasscode(row: PasscodeRow, senderUsername: string, now: number, t: Translator): PasscodeItem {
  const failed = FAILED.includes(row.status) && row.syncErrorCode !== null;
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
    // Custom codes have no first-use rule (0).
    firstUseBy: row.firstUseBy.getTime(),
    keyboardPwdValue:
      row.keyboardPwdType === 2 ? PASSCODE_VALUE.permanent : row.keyboardPwdType === 1 ? PASSCODE_VALUE.once : null,
    keyboardPwdStatus: statusAt(row, now),
    senderUid: row.senderUserId,
    senderUsername,
    sendDate: row.sendDate.getTime(),
    operationId: row.syncOperationId,
    failureCode: failed ? row.syncErrorCode : null,
    failureReason: failed
      ? causeText(
          { errorCode: row.syncErrorCode!, reasonKey: row.syncReasonKey, reasonParams: row.syncReasonParams },
          t,
        )
      : null,
    syncFailures: row.syncFailures,
    canResync: FAILED.includes(row.status) && row.syncFailures < PASSCODE_MAX_SYNC_FAILURES,
  };
}
