// An ekey row as the API shows it (shared ekeyItemSchema): the holder's account (or a waiting key's receiver),
// the status as of now (overdue / invalid computed), cycle fields only for cycle keys.
import { LOCK_REVOKE_STATE, type EkeyItem } from '@lockconsole/shared/ekey/ekey';
import { statusAt } from './ekey-rules';
import type { EkeyListRow } from './ekeys.repo';

export function presentEkey(r: EkeyListRow, now: number): EkeyItem {
  const k = r.key;
  const cycle = k.validityType === 4;
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
    lockRevokeState:
      r.revokeId === null
        ? LOCK_REVOKE_STATE.none
        : r.revokeDeliveredAt
          ? LOCK_REVOKE_STATE.done
          : LOCK_REVOKE_STATE.waiting,
  };
}
