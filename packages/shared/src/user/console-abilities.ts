// GET /user/consoleAbilities — what the caller may do across the console, decided on the server (the side menu
// shows exactly these areas and keeps no copy of the role rules). A few EXISTS checks: the same small answer for
// an account of one lock or 100,000, independent of any list page.
import { z } from 'zod';

export const consoleAbilitiesRequestSchema = z.object({});
export const consoleAbilitiesResponseSchema = z.object({
  /** Owner or authorized admin of at least one lock now: the lock users area. */
  manageLockUsers: z.boolean(),
  /** Owner of at least one lock (spec §6: only the owner authorizes admins): the authorized admins area. */
  authorizeAdmins: z.boolean(),
});
export type ConsoleAbilities = z.infer<typeof consoleAbilitiesResponseSchema>;
