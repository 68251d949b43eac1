// GET /lock/listKeyboardPwd — the lock's passcodes (not deleted), newest first, paged, searched by name or code.
import { z } from 'zod';
import { paging } from '../schemas/common';
import { lockIdParam, searchParam } from '../lock/lock';
import { pageSchema } from '../http/envelope';
import { passcodeItemSchema } from './passcode';

export const listKeyboardPwdRequestSchema = z.object({ lockId: lockIdParam(), ...paging, searchStr: searchParam() });
export const listKeyboardPwdResponseSchema = pageSchema(passcodeItemSchema);
export type PasscodePage = z.infer<typeof listKeyboardPwdResponseSchema>;
export type ListKeyboardPwdQuery = z.infer<typeof listKeyboardPwdRequestSchema>;
