// Transfer endpoints (issue 19): /lock/listForTransfer and /lock/transfer (spec §7; only the owner of every lock),
// /transfer/* for both sides. Thin: schema, auth, one service call.
import {
  acceptTransferResponseSchema,
  listForTransferRequestSchema,
  listForTransferResponseSchema,
  listTransferRequestSchema,
  listTransferResponseSchema,
  transferDoneResponseSchema,
  transferIdRequestSchema,
  transferLockRequestSchema,
  transferLockResponseSchema,
} from '@lockconsole/shared/transfer/transfer';
import { defineRoute } from '../../http/route';
import type { TransfersService } from './transfers.service';

const tag = 'transfer';

export const transferRoutes = (s: TransfersService) => [
  defineRoute({
    method: 'GET',
    path: '/lock/listForTransfer',
    auth: 'user',
    tag,
    summary: 'The caller’s own locks that can be transferred (none waiting in another transfer)',
    request: listForTransferRequestSchema,
    response: listForTransferResponseSchema,
    handler: (input, ctx) => s.listForTransfer(ctx, input),
  }),
  defineRoute({
    method: 'POST',
    path: '/lock/transfer',
    auth: { lock: 'own' },
    tag,
    summary: 'Offer locks to another account (a type-9 code sent to the caller’s own account proves it)',
    request: transferLockRequestSchema,
    response: transferLockResponseSchema,
    handler: (input, ctx) => s.offer(ctx, input),
  }),
  defineRoute({
    method: 'GET',
    path: '/transfer/list',
    auth: 'user',
    tag,
    summary: 'Transfers offered to and by the caller, newest first',
    request: listTransferRequestSchema,
    response: listTransferResponseSchema,
    handler: (input, ctx) => s.list(ctx, input),
  }),
  defineRoute({
    method: 'POST',
    path: '/transfer/accept',
    auth: 'user',
    tag,
    summary: 'Accept a transfer offered to the caller: its locks become theirs',
    request: transferIdRequestSchema,
    response: acceptTransferResponseSchema,
    handler: (input, ctx) => s.accept(ctx, input),
  }),
  defineRoute({
    method: 'POST',
    path: '/transfer/decline',
    auth: 'user',
    tag,
    summary: 'Decline a transfer offered to the caller',
    request: transferIdRequestSchema,
    response: transferDoneResponseSchema,
    handler: (input, ctx) => s.decline(ctx, input),
  }),
  defineRoute({
    method: 'POST',
    path: '/transfer/withdraw',
    auth: 'user',
    tag,
    summary: 'Withdraw a transfer the caller offered, while it waits',
    request: transferIdRequestSchema,
    response: transferDoneResponseSchema,
    handler: (input, ctx) => s.withdraw(ctx, input),
  }),
];
