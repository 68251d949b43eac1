// GET /lockUser/listKey — one lock user's ekeys on the locks the caller manages, newest first, paged.
import { z } from 'zod';
import { paging } from '../schemas/common';
import { pageSchema } from '../http/envelope';
import { ekeyItemSchema } from '../ekey/ekey';
import { uidParam } from './lock-user';

export const listLockUserKeyRequestSchema = z.object({ uid: uidParam(), ...paging });
export const listLockUserKeyResponseSchema = pageSchema(ekeyItemSchema);
