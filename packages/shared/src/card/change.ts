// Changes of one card of a lock: POST /card/rename (server only), /card/changePeriod (pushed: updating → normal |
// update failed), /card/delete (pushed: deleting → gone | delete failed; a card never sent is deleted at once),
// /card/resync (a failed add, change, delete or lost report pushed again). Each answers the card as it then stands.
import { z } from 'zod';
import { lockIdParam } from '../lock/lock';
import { credentialNameParam, credentialPeriodFields } from '../credential/credential';
import { cardIdParam, cardItemSchema } from './card';

const target = { lockId: lockIdParam(), cardId: cardIdParam() };

export const renameCardRequestSchema = z.object({ ...target, cardName: credentialNameParam() });
export const changeCardPeriodRequestSchema = z.object({ ...target, ...credentialPeriodFields });
export const deleteCardRequestSchema = z.object(target);
export const resyncCardRequestSchema = z.object(target);
export const cardChangeResponseSchema = cardItemSchema;

export type RenameCardRequest = z.input<typeof renameCardRequestSchema>;
export type ChangeCardPeriodRequest = z.input<typeof changeCardPeriodRequestSchema>;
export type CardTarget = z.input<typeof deleteCardRequestSchema>;
