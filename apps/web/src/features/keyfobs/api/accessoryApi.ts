// Key fob and wireless keypad endpoints (issue 16; schemas in packages/shared/src/keyfob/, keypad/). Scanning waits
// for the lock through its gateway (a few seconds); pairing, changes, resync and clear go to the lock like a card's
// and follow live (SSE `credential`, kind keyfob / keypad). Silent: the panel and its dialogs show refusals.
import type {
  AddKeyfobRequest,
  ChangeKeyfobPeriodRequest,
  KeyfobPage,
  KeyfobTarget,
  ListKeyfobQuery,
  RenameKeyfobRequest,
} from '@lockconsole/shared/keyfob/requests';
import type { KeyfobItem, KeypadItem, ScannedAccessoryItem } from '@lockconsole/shared/keyfob/keyfob';
import type { AddKeypadRequest, KeypadPage, KeypadTarget } from '@lockconsole/shared/keypad/requests';
import { apiGet, apiPost } from '../../../lib/api/client';

const quiet = { silent: true } as const;

export type ScanAccessoryResponse = { found: ScannedAccessoryItem[] };

export type KeyfobListQuery = ListKeyfobQuery & { lockId: number };
export type KeypadListQuery = { lockId: number; pageNo: number; pageSize: number };
export type ClearKeyfobResult = { count: number; operationId: number | null; failureReason: string | null };

export const scanKeyfobs = (lockId: number) => apiPost<ScanAccessoryResponse>('/keyfob/scan', { lockId }, quiet);
export const listKeyfobs = (q: KeyfobListQuery) =>
  apiGet<KeyfobPage>('/keyfob/list', { ...q, searchStr: q.searchStr || undefined }, quiet);
export const addKeyfob = (req: AddKeyfobRequest) => apiPost<KeyfobItem>('/keyfob/add', req, quiet);
export const renameKeyfob = (req: RenameKeyfobRequest) => apiPost<KeyfobItem>('/keyfob/rename', req, quiet);
export const changeKeyfobPeriod = (req: ChangeKeyfobPeriodRequest) =>
  apiPost<KeyfobItem>('/keyfob/changePeriod', req, quiet);
export const deleteKeyfob = (req: KeyfobTarget) => apiPost<KeyfobItem>('/keyfob/delete', req, quiet);
export const resyncKeyfob = (req: KeyfobTarget) => apiPost<KeyfobItem>('/keyfob/resync', req, quiet);
export const clearKeyfobs = (lockId: number) => apiPost<ClearKeyfobResult>('/keyfob/clear', { lockId }, quiet);

export const scanKeypads = (lockId: number) =>
  apiPost<ScanAccessoryResponse>('/wirelessKeypad/scan', { lockId }, quiet);
export const listKeypads = (q: KeypadListQuery) => apiGet<KeypadPage>('/wirelessKeypad/list', q, quiet);
export const addKeypad = (req: AddKeypadRequest) => apiPost<KeypadItem>('/wirelessKeypad/add', req, quiet);
export const renameKeypad = (req: KeypadTarget & { keypadName: string }) =>
  apiPost<KeypadItem>('/wirelessKeypad/rename', req, quiet);
export const deleteKeypad = (req: KeypadTarget) => apiPost<KeypadItem>('/wirelessKeypad/delete', req, quiet);
export const resyncKeypad = (req: KeypadTarget) => apiPost<KeypadItem>('/wirelessKeypad/resync', req, quiet);
