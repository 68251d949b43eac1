// GET /auth/list — the caller's authorized administrators (over the locks the caller owns), by account, paged,
// searched by account or nickname.
import { z } from 'zod';
import { paging } from '../schemas/common';
import { pageSchema } from '../http/envelope';
import { searchParam } from '../lock/lock';
import { authAdminSchema } from './auth-admin';

export const listAuthAdminRequestSchema = z.object({ ...paging, searchStr: searchParam() });
export const listAuthAdminResponseSchema = pageSchema(authAdminSchema);
export type AuthAdminPage = z.infer<typeof listAuthAdminResponseSchema>;
export type ListAuthAdminRequest = z.infer<typeof listAuthAdminRequestSchema>;
