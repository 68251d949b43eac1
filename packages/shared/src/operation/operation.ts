// A remote operation (a command to a device) as the API presents it. state: operating 1, success 2, failed 3,
// no retry 4, wait 6 (spec §3 remote operation state); operateType: by server 1, by plug 2.
import { z } from 'zod';

export const operationSchema = z.object({
  operationId: z.number().int(),
  type: z.string(),
  operateType: z.number().int(),
  state: z.number().int(),
  lockId: z.number().int().nullable(),
  gatewayId: z.number().int().nullable(),
  /** API/device error code of a failed operation (0 otherwise). */
  errorCode: z.number().int(),
  /** Why it failed, in the caller's language. */
  reason: z.string().nullable(),
  createdAt: z.number().int(),
  finishedAt: z.number().int().nullable(),
});
export type Operation = z.infer<typeof operationSchema>;
