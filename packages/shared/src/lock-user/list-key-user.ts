// GET /user/listKeyUser — accounts holding ekeys on the locks the caller manages, latest send first, paged,
// searched by account or nickname.
import { z } from 'zod';
import { paging } from '../schemas/common';
import { pageSchema } from '../http/envelope';
import { searchParam } from '../lock/lock';
import { keyUserSchema } from './lock-user';

export const listKeyUserRequestSchema = z.object({ ...paging, searchStr: searchParam() });
export const listKeyUserResponseSchema = pageSchema(keyUserSchema);
export type ListKeyUserRequest = z.input<typeof listKeyUserRequestSchema>;
export type KeyUserPage = z.infer<typeof listKeyUserResponseSchema>;
