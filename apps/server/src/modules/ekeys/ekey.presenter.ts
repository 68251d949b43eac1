// An ekey row as the API shows it (shared ekeyItemSchema): the holder's account (or a waiting key's receiver),
// the status as of now (overdue / invalid computed), cycle fields only for cycle keys, whether the lock itself was
// told to refuse it (with the last failed attempt's cause in the caller's language).
import { LOCK_REVOKE_STATE, type EkeyItem } from '@lockconsole/shared/ekey/ekey';
import type { Translator } from '../../http/i18n';
import { causeText } from '../../devices/operation-events';
import { statusAt } from './ekey-rules';
import type { EkeyListRow } from './ekeys.repo';

function lockRevoke(r: EkeyListRow, t: Translator) {
  if (r.revokeId === null) return { state: LOCK_REVOKE_STATE.none, errorCode: null, reason: null };
  if (r.revokeDeliveredAt) return { state: LOCK_REVOKE_STATE.done, errorCode: null, reason: null };
  const errorCode = r.revokeErrorCode;
  return {
    state: LOCK_REVOKE_STATE.waiting,
    errorCode,
    reason: errorCode === null ? null : causeText({ errorCode, reasonKey: null, reasonParams: null }, t),
  };
}

export function presentEkey(r: EkeyListRow, now: number, t: Translator): EkeyItem {
  const k = r.key;
  const cycle = k.validityType === 4;
  const revoke = lockRevoke(r, t);
  return {
    keyId: k.id,
    lockId: k.lockId,
    lockAlias: r.lockAlias,
    uid: k.userId,
    username: r.holderEmail ?? r.holderMobile ?? k.pendingReceiver ?? '',
    nickname: r.holderNickname ?? '',
    keyName: k.keyName,
    keyStatus: statusAt(k, now),
    keyType: k.keyType,
    validityType: k.validityType,
    startDate: k.startDate,
    endDate: k.endDate,
    cycleDays: cycle ? k.cycleDays : [],
    cycleStartMinute: cycle ? k.cycleStartMinute : null,
    cycleEndMinute: cycle ? k.cycleEndMinute : null,
    keyRight: k.keyRight,
    remoteEnable: k.remoteEnable,
    senderUid: k.senderUserId,
    senderUsername: r.senderUsername ?? '',
    date: k.createdAt.getTime(),
    remarks: k.remarks,
    lockRevokeState: revoke.state,
    lockRevokeErrorCode: revoke.errorCode,
    lockRevokeReason: revoke.reason,
  };
}
