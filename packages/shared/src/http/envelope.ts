// The answer envelope of spec §7/§8, shared by server and client.
import { z } from 'zod';

export type Envelope<T> = { errorCode: number; errorMsg: string; data: T };

export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({ errorCode: z.number().int(), errorMsg: z.string(), data });

/** Field-level problems of a malformed request (errorCode -3), in data.errors. */
export const fieldErrorSchema = z.object({ field: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

/** Paged list answer, as the established platform shapes it. */
export const pageSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    list: z.array(item),
    pageNo: z.number().int(),
    pageSize: z.number().int(),
    pages: z.number().int(),
    total: z.number().int(),
  });
