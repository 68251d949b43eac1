// A credential row as every list shows it (shared credentialItemSchema): ms times (0/0 permanent, end 0 = none), the
// spec §3 status as of now — the sync's pending or failed status first, then lost, will be valid, invalid, normal —
// and the failure cause in the caller's language with whether resync may run.
import {
  CREDENTIAL_MAX_SYNC_FAILURES,
  CREDENTIAL_STATUS as S,
  type CredentialItem,
} from '@lockconsole/shared/credential/credential';
import { causeText } from '../../devices/operation-events';
import type { Translator } from '../../http/i18n';
import type { CredentialSyncAction } from '../../db/schema/credentials';
import type { CredentialView } from './credentials.repo';
import { isPlaceholder } from './credential-engine';

const PENDING: Record<CredentialSyncAction, number> = {
  add: S.adding,
  change: S.updating,
  delete: S.deleting,
  lost: S.uploadLost,
};
const FAILED: Record<CredentialSyncAction, number> = {
  add: S.addFailed,
  change: S.updateFailed,
  delete: S.deleteFailed,
  lost: S.uploadLost,
};

export function credentialStatus(row: CredentialView['row'], now: number): number {
  if (row.syncAction && row.syncState === 'pending') return PENDING[row.syncAction];
  if (row.syncAction && row.syncState === 'failed') return FAILED[row.syncAction];
  if (row.state === 'lost') return S.lost;
  if (row.endDate && row.endDate.getTime() <= now) return S.invalid;
  if (row.startDate.getTime() > now) return S.willBeValid;
  return S.normal;
}

export function presentCredential(v: CredentialView, now: number, t: Translator): CredentialItem {
  const { row } = v;
  const failed = row.syncState === 'failed' && row.syncErrorCode !== null;
  return {
    lockId: row.lockId,
    lockAlias: v.lockAlias,
    name: row.name,
    number: row.number,
    validityType: row.validityType,
    startDate: row.startDate.getTime(),
    endDate: row.endDate?.getTime() ?? 0,
    cyclicConfig: row.cycle,
    status: credentialStatus(row, now),
    senderUid: row.senderUserId,
    senderUsername: v.sender,
    createDate: row.createdAt.getTime(),
    addedAtLock: row.addedAtLock,
    writtenByEncoder: row.medium === 'encoder',
    operationId: row.syncOperationId,
    failureCode: failed ? row.syncErrorCode : null,
    failureReason: failed
      ? causeText(
          { errorCode: row.syncErrorCode!, reasonKey: row.syncReasonKey, reasonParams: row.syncReasonParams },
          t,
        )
      : null,
    // A face from a photo that never reached the lock cannot be sent again: the photo is not kept.
    canResync:
      row.syncState === 'failed' &&
      row.syncFailures < CREDENTIAL_MAX_SYNC_FAILURES &&
      !(row.enrolSource === 'photo' && isPlaceholder(row.number)),
  };
}
