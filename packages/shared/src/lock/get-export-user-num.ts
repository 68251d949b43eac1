// POST /lock/getExportUserNum — how many lock users (ekey holders other than the owner) an export of the chosen
// locks would contain. Real count (0 until ekeys can be sent, issue 6).
import { z } from 'zod';
import { lockIdListParam } from './lock';

export const getExportUserNumRequestSchema = z.object({ lockIdList: lockIdListParam() });
export const getExportUserNumResponseSchema = z.object({ userNum: z.number().int() });
