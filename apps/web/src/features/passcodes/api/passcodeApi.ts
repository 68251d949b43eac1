// Passcode endpoints (docs/passcodes.md; schemas in packages/shared/src/passcode/): offline codes from the lock
// secret, custom codes and changes through the gateway, rename, delete, resync, share. Silent: the panel and the
// form show refusals where they happen. Also the two lock reads the send page needs (no cross-feature import).
import type { AddKeyboardPwdRequest } from '@lockconsole/shared/passcode/add';
import type { ChangeKeyboardPwdRequest } from '@lockconsole/shared/passcode/change';
import type { DeleteKeyboardPwdResponse } from '@lockconsole/shared/passcode/delete';
import type { GetKeyboardPwdRequest } from '@lockconsole/shared/passcode/get';
import type { ListKeyboardPwdQuery, PasscodePage } from '@lockconsole/shared/passcode/list-keyboard-pwd';
import type { PasscodeItem } from '@lockconsole/shared/passcode/passcode';
import type { ShareKeyboardPwdRequest } from '@lockconsole/shared/passcode/share';
import type { LockDetail } from '@lockconsole/shared/lock/detail';
import type { LockPage } from '@lockconsole/shared/lock/lock';
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

/** Lock picker of /passcode/send: the caller's locks by name. */
export const searchLocks = (lockAlias: string) =>
  apiGet<LockPage>('/lock/list', { pageNo: 1, pageSize: 50, lockAlias: lockAlias || undefined }, quiet);
export const getLock = (lockId: number) => apiGet<LockDetail>('/lock/detail', { lockId }, quiet);
