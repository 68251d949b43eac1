// QR code endpoints (issue 16). Thin: schema, declared access ({lock: 'manage'}: the owner or an authorized admin),
// one service call. /qrcode/show is public: the holder's page, behind the link's signature and throttle.
import { addQrcodeRequestSchema, addQrcodeResponseSchema } from '@lockconsole/shared/qrcode/add';
import {
  changeQrcodePeriodRequestSchema,
  deleteQrcodeRequestSchema,
  qrcodeChangeResponseSchema,
  renameQrcodeRequestSchema,
} from '@lockconsole/shared/qrcode/change';
import { listQrcodeRequestSchema, listQrcodeResponseSchema } from '@lockconsole/shared/qrcode/list';
import { showQrcodeRequestSchema, showQrcodeResponseSchema } from '@lockconsole/shared/qrcode/show';
import { defineRoute } from '../../http/route';
import type { QrcodesService } from './qrcodes.service';

const tag = 'qrcode';

export const qrcodeRoutes = (s: QrcodesService) => [
  defineRoute({
    method: 'GET',
    path: '/qrcode/list',
    auth: { lock: 'manage' },
    tag,
    summary: 'The lock’s QR codes with their links, paged, searched by name or number',
    request: listQrcodeRequestSchema,
    response: listQrcodeResponseSchema,
    handler: (input, ctx) => s.list(ctx, input),
  }),
  defineRoute({
    method: 'POST',
    path: '/qrcode/add',
    auth: { lock: 'manage' },
    tag,
    summary: 'Issue a QR code (limited, permanent or cycle; refresh interval): answers its public link',
    request: addQrcodeRequestSchema,
    response: addQrcodeResponseSchema,
    handler: (input, ctx) => s.add(ctx, input),
  }),
  defineRoute({
    method: 'POST',
    path: '/qrcode/rename',
    auth: { lock: 'manage' },
    tag,
    summary: 'Rename a QR code',
    request: renameQrcodeRequestSchema,
    response: qrcodeChangeResponseSchema,
    handler: (input, ctx) => s.rename(ctx, input),
  }),
  defineRoute({
    method: 'POST',
    path: '/qrcode/changePeriod',
    auth: { lock: 'manage' },
    tag,
    summary: 'Change a QR code’s validity (not its type) and refresh interval',
    request: changeQrcodePeriodRequestSchema,
    response: qrcodeChangeResponseSchema,
    handler: (input, ctx) => s.changePeriod(ctx, input),
  }),
  defineRoute({
    method: 'POST',
    path: '/qrcode/delete',
    auth: { lock: 'manage' },
    tag,
    summary: 'Delete a QR code: its link stops at once',
    request: deleteQrcodeRequestSchema,
    response: qrcodeChangeResponseSchema,
    handler: (input, ctx) => s.remove(ctx, input),
  }),
  defineRoute({
    method: 'GET',
    path: '/qrcode/show',
    auth: 'public',
    tag,
    summary: 'PUBLIC (the QR code’s link): the code to show now as SVG and text, and when to ask again',
    request: showQrcodeRequestSchema,
    response: showQrcodeResponseSchema,
    handler: (input, ctx) => s.show(ctx, input),
  }),
];
