// Card endpoints (issue 14). Thin: schema, declared access — {lock: 'manage'} for one lock's cards (the owner or an
// authorized admin; anyone else gets the lock routes' −2018), 'user' for the account-wide calls, whose service asks
// the permissions module per lock — and one service call.
import { addCardRequestSchema, addCardResponseSchema } from '@lockconsole/shared/card/add';
import {
  cardChangeResponseSchema,
  changeCardPeriodRequestSchema,
  deleteCardRequestSchema,
  renameCardRequestSchema,
  resyncCardRequestSchema,
} from '@lockconsole/shared/card/change';
import { clearCardRequestSchema, clearCardResponseSchema } from '@lockconsole/shared/card/clear';
import { encodeCardRequestSchema, encodeCardResponseSchema } from '@lockconsole/shared/card/encode';
import {
  importCardRequestSchema,
  importCardResponseSchema,
  issueCardRequestSchema,
  issueCardResponseSchema,
} from '@lockconsole/shared/card/issue';
import { listCardRequestSchema, listCardResponseSchema } from '@lockconsole/shared/card/list';
import { listAllCardRequestSchema, listAllCardResponseSchema } from '@lockconsole/shared/card/list-all';
import { reportLostCardRequestSchema, reportLostCardResponseSchema } from '@lockconsole/shared/card/lost';
import { readBackCardRequestSchema, readBackCardResponseSchema } from '@lockconsole/shared/card/read-back';
import { defineRoute } from '../../http/route';
import type { CardsService } from './cards.service';

const tag = 'card';

export const cardRoutes = (s: CardsService) => [
  defineRoute({
    method: 'GET',
    path: '/card/list',
    auth: { lock: 'manage' },
    tag,
    summary: 'The lock’s cards (lost ones included), paged, searched by name or number',
    request: listCardRequestSchema,
    response: listCardResponseSchema,
    handler: (input, ctx) => s.list(ctx, input),
  }),
  defineRoute({
    method: 'POST',
    path: '/card/add',
    auth: { lock: 'manage' },
    tag,
    summary: 'Add a card by number, pushed to the lock through its gateway (adding → normal | add failed)',
    request: addCardRequestSchema,
    response: addCardResponseSchema,
    handler: (input, ctx) => s.add(ctx, input),
  }),
  defineRoute({
    method: 'POST',
    path: '/card/rename',
    auth: { lock: 'manage' },
    tag,
    summary: 'Rename a card (server only)',
    request: renameCardRequestSchema,
    response: cardChangeResponseSchema,
    handler: (input, ctx) => s.rename(ctx, input),
  }),
  defineRoute({
    method: 'POST',
    path: '/card/changePeriod',
    auth: { lock: 'manage' },
    tag,
    summary: 'Change a card’s validity on the lock (updating → normal | update failed)',
    request: changeCardPeriodRequestSchema,
    response: cardChangeResponseSchema,
    handler: (input, ctx) => s.changePeriod(ctx, input),
  }),
  defineRoute({
    method: 'POST',
    path: '/card/delete',
    auth: { lock: 'manage' },
    tag,
    summary: 'Delete a card from the lock (deleting → gone | delete failed)',
    request: deleteCardRequestSchema,
    response: cardChangeResponseSchema,
    handler: (input, ctx) => s.remove(ctx, input),
  }),
  defineRoute({
    method: 'POST',
    path: '/card/resync',
    auth: { lock: 'manage' },
    tag,
    summary: 'Push a failed add, change, delete or lost report of a card to the lock again',
    request: resyncCardRequestSchema,
    response: cardChangeResponseSchema,
    handler: (input, ctx) => s.resync(ctx, input),
  }),
  defineRoute({
    method: 'POST',
    path: '/card/clear',
    auth: { lock: 'manage' },
    tag,
    summary: 'Remove every card from the lock through its gateway, as one tracked operation',
    request: clearCardRequestSchema,
    response: clearCardResponseSchema,
    handler: (input, ctx) => s.clear(ctx, input),
  }),
  defineRoute({
    method: 'POST',
    path: '/card/readBack',
    auth: { lock: 'manage' },
    tag,
    summary: 'Read the cards the lock holds; list cards added at the lock, flag cards the lock lacks',
    request: readBackCardRequestSchema,
    response: readBackCardResponseSchema,
    handler: (input, ctx) => s.readBack(ctx, input),
  }),
  defineRoute({
    method: 'POST',
    path: '/card/encode',
    auth: { lock: 'manage' },
    tag,
    summary: 'The data a card encoder writes onto a card so the lock accepts it offline (hotel room card)',
    request: encodeCardRequestSchema,
    response: encodeCardResponseSchema,
    handler: (input, ctx) => s.encode(ctx, input),
  }),
  defineRoute({
    method: 'GET',
    path: '/card/listAll',
    auth: 'user',
    tag,
    summary: 'Every card number on the locks the caller manages, with the locks it opens',
    request: listAllCardRequestSchema,
    response: listAllCardResponseSchema,
    handler: (input, ctx) => s.listAll(ctx, input),
  }),
  defineRoute({
    method: 'POST',
    path: '/card/issue',
    auth: 'user',
    tag,
    summary: 'Give one card number to several locks: one operation per lock, a result per lock',
    request: issueCardRequestSchema,
    response: issueCardResponseSchema,
    handler: (input, ctx) => s.issue(ctx, input),
  }),
  defineRoute({
    method: 'POST',
    path: '/card/import',
    auth: 'user',
    tag,
    summary: 'Bulk import: card numbers and names to several locks, one operation per lock, a result per card',
    request: importCardRequestSchema,
    response: importCardResponseSchema,
    handler: (input, ctx) => s.importCards(ctx, input),
  }),
  defineRoute({
    method: 'POST',
    path: '/card/reportLost',
    auth: 'user',
    tag,
    summary: 'Report a card number lost: blacklisted on every lock of the caller’s that holds it',
    request: reportLostCardRequestSchema,
    response: reportLostCardResponseSchema,
    handler: (input, ctx) => s.reportLost(ctx, input),
  }),
];
