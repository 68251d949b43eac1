// Card endpoints (issue 14; schemas in packages/shared/src/card/): a lock's cards and their changes through the
// gateway, read-back and clear, and the account-wide calls (every number with its locks, one number to many locks,
// bulk import, lost report). Silent: the panel, forms and dialogs show refusals where they happen.
import type { EncodeCardRequest, EncodeCardResult } from '@lockconsole/shared/card/encode';
import type { AddCardRequest } from '@lockconsole/shared/card/add';
import type { CardItem } from '@lockconsole/shared/card/card';
import type { CardTarget, ChangeCardPeriodRequest, RenameCardRequest } from '@lockconsole/shared/card/change';
import type { ClearCardResult } from '@lockconsole/shared/card/clear';
import type { ImportCardRequest, ImportCardResult, IssueCardRequest } from '@lockconsole/shared/card/issue';
import type { CardPage, ListCardQuery } from '@lockconsole/shared/card/list';
import type { CardGroupPage } from '@lockconsole/shared/card/list-all';
import type { CardLockResult } from '@lockconsole/shared/card/lost';
import type { ReadBackCardResult } from '@lockconsole/shared/card/read-back';
import { apiGet, apiPost } from '../../../lib/api/client';

const quiet = { silent: true } as const;

export type CardListQuery = ListCardQuery & { lockId: number };
export type CardGroupQuery = { pageNo: number; pageSize: number; searchStr?: string };
export type CardLocksResult = { locks: CardLockResult[] };

export const listCards = (q: CardListQuery) =>
  apiGet<CardPage>('/card/list', { ...q, searchStr: q.searchStr || undefined }, quiet);
export const addCard = (req: AddCardRequest) => apiPost<CardItem>('/card/add', req, quiet);
export const renameCard = (req: RenameCardRequest) => apiPost<CardItem>('/card/rename', req, quiet);
export const changeCardPeriod = (req: ChangeCardPeriodRequest) => apiPost<CardItem>('/card/changePeriod', req, quiet);
export const deleteCard = (req: CardTarget) => apiPost<CardItem>('/card/delete', req, quiet);
export const resyncCard = (req: CardTarget) => apiPost<CardItem>('/card/resync', req, quiet);
export const clearCards = (lockId: number) => apiPost<ClearCardResult>('/card/clear', { lockId }, quiet);
export const readBackCards = (lockId: number) => apiPost<ReadBackCardResult>('/card/readBack', { lockId }, quiet);

export const listCardGroups = (q: CardGroupQuery) =>
  apiGet<CardGroupPage>('/card/listAll', { ...q, searchStr: q.searchStr || undefined }, quiet);
export const issueCard = (req: IssueCardRequest) => apiPost<CardLocksResult>('/card/issue', req, quiet);
export const importCards = (req: ImportCardRequest) => apiPost<ImportCardResult>('/card/import', req, quiet);
export const reportCardLost = (cardNumber: string) =>
  apiPost<CardLocksResult>('/card/reportLost', { cardNumber }, quiet);
/** The data the card encoder writes onto the card on its reader (sealed for the lock). */
export const encodeCard = (req: EncodeCardRequest) => apiPost<EncodeCardResult>('/card/encode', req, quiet);
