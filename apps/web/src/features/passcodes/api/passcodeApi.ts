// Passcode endpoints (docs/passcodes.md; schemas in packages/shared/src/passcode/): offline codes from the lock
// secret, custom codes and changes through the gateway, rename, delete, resync, share. Silent: the panel and the
// form show refusals where they happen. Also the lock detail the send page needs (no cross-feature import); its
// lock picker lists locks through lib/locks.
import type { AddKeyboardPwdRequest } from '@lockconsole/shared/passcode/add';
import type { ChangeKeyboardPwdRequest } from '@lockconsole/shared/passcode/change';
import type { DeleteKeyboardPwdResponse } from '@lockconsole/shared/passcode/delete';
import type { GetKeyboardPwdRequest } from '@lockconsole/shared/passcode/get';
import type { ListKeyboardPwdQuery, PasscodePage } from '@lockconsole/shared/passcode/list-keyboard-pwd';
import type { PasscodeItem } from '@lockconsole/shared/passcode/passcode';
import type { ShareKeyboardPwdRequest } from '@lockconsole/shared/passcode/share';
import type { LockDetail } from '@lockconsole/shared/lock/detail';
import { apiGet, apiPost } from '../../../lib/api/client';

const quiet = { silent: true } as const;

export type PasscodeListQuery = ListKeyboardPwdQuery;

export const listPasscodes = (q: PasscodeListQuery) =>
  apiGet<PasscodePage>('/lock/listKeyboardPwd', { ...q, searchStr: q.searchStr || undefined }, quiet);
export const issueOfflinePasscode = (req: GetKeyboardPwdRequest) =>
  apiPost<PasscodeItem>('/keyboardPwd/get', req, quiet);
export const addCustomPasscode = (req: AddKeyboardPwdRequest) => apiPost<PasscodeItem>('/keyboardPwd/add', req, quiet);
export const changePasscode = (req: ChangeKeyboardPwdRequest) =>
  apiPost<PasscodeItem>('/keyboardPwd/change', req, quiet);
export const renamePasscode = (lockId: number, keyboardPwdId: number, keyboardPwdName: string) =>
  apiPost<null>('/keyboardPwd/rename', { lockId, keyboardPwdId, keyboardPwdName }, quiet);
export const deletePasscode = (lockId: number, keyboardPwdId: number) =>
  apiPost<DeleteKeyboardPwdResponse>('/keyboardPwd/delete', { lockId, keyboardPwdId }, quiet);
export const resyncPasscode = (lockId: number, keyboardPwdId: number) =>
  apiPost<PasscodeItem>('/keyboardPwd/resync', { lockId, keyboardPwdId }, quiet);
export const sharePasscode = (req: ShareKeyboardPwdRequest) => apiPost<null>('/keyboardPwd/share', req, quiet);

/** The lock chosen on /passcode/send. */
export const getLock = (lockId: number) => apiGet<LockDetail>('/lock/detail', { lockId }, quiet);
