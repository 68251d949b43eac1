// GET /operation/get — one of the caller's operations (the polling path next to the event stream).
import type { Operation } from '@lockconsole/shared/operation/operation';
import { apiGet } from '../api/client';

export const getOperation = (operationId: number) =>
  apiGet<Operation>('/operation/get', { operationId }, { silent: true });
