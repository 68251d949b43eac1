// QR code endpoints (issue 16; schemas in packages/shared/src/qrcode/): a lock's QR codes and their changes. Server
// only — nothing goes to the lock, which checks each shown code offline. Silent: the panel, the form and the dialogs
// show refusals where they happen. The public page (/q/<token>) has its own tiny client (src/qr-page/).
import type { AddQrcodeRequest } from '@lockconsole/shared/qrcode/add';
import type { ChangeQrcodePeriodRequest, QrcodeTarget, RenameQrcodeRequest } from '@lockconsole/shared/qrcode/change';
import type { ListQrcodeQuery, QrcodePage } from '@lockconsole/shared/qrcode/list';
import type { QrcodeItem } from '@lockconsole/shared/qrcode/qrcode';
import { apiGet, apiPost } from '../../../lib/api/client';

const quiet = { silent: true } as const;

export type QrcodeListQuery = ListQrcodeQuery & { lockId: number };

export const listQrcodes = (q: QrcodeListQuery) =>
  apiGet<QrcodePage>('/qrcode/list', { ...q, searchStr: q.searchStr || undefined }, quiet);
export const addQrcode = (req: AddQrcodeRequest) => apiPost<QrcodeItem>('/qrcode/add', req, quiet);
export const renameQrcode = (req: RenameQrcodeRequest) => apiPost<QrcodeItem>('/qrcode/rename', req, quiet);
export const changeQrcodePeriod = (req: ChangeQrcodePeriodRequest) =>
  apiPost<QrcodeItem>('/qrcode/changePeriod', req, quiet);
export const deleteQrcode = (req: QrcodeTarget) => apiPost<QrcodeItem>('/qrcode/delete', req, quiet);
