// GET /lock/list for the lock picker of batch sending: the caller's locks with their role on each (the picker
// offers the ones the caller manages). The lock feature has its own wrapper; features do not share code.
import type { z } from 'zod';
import type { listLockRequestSchema } from '@lockconsole/shared/lock/list';
import type { LockPage } from '@lockconsole/shared/lock/lock';
import { apiGet } from '../../../lib/api/client';

export const listPickerLocks = (req: z.input<typeof listLockRequestSchema>) =>
  apiGet<LockPage>('/lock/list', req, { silent: true });
