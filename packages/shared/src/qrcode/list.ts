// GET /qrcode/list — the QR codes of a lock, paged, searched by name or number, newest first.
import { z } from 'zod';
import { paging } from '../schemas/common';
import { lockIdParam, searchParam } from '../lock/lock';
import { pageSchema } from '../http/envelope';
import { qrcodeItemSchema } from './qrcode';

export const listQrcodeRequestSchema = z.object({ lockId: lockIdParam(), ...paging, searchStr: searchParam() });
export const listQrcodeResponseSchema = pageSchema(qrcodeItemSchema);
export type QrcodePage = z.infer<typeof listQrcodeResponseSchema>;
export type ListQrcodeQuery = z.input<typeof listQrcodeRequestSchema>;
