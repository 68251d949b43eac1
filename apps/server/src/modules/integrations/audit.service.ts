// The audit log (issue 20): the HTTP pipeline hands every signed-in write here once it has its answer (the route,
// the caller and their key, the lock it named, the ids it acted on, the address, the error code); an account lists
// the writes it made and the writes made on its locks. Only numeric ids of the request are kept — never a name, a
// code, a password or any other text a person typed.
import type { z } from 'zod';
import { AUDIT_VIA, type listAuditRequestSchema } from '@lockconsole/shared/integrations/audit';
import type { AuditedWrite, UserContext } from '../../http/context';
import { pageOf, windowOf } from '../../http/paging';
import type { AuditRepo } from './audit.repo';

/** The ids a request names: fields ending in `Id` or `IdList` with numbers, except the lock (kept apart). */
export function targetsOf(input: unknown): Record<string, number | number[]> {
  const out: Record<string, number | number[]> = {};
  if (!input || typeof input !== 'object') return out;
  for (const [k, v] of Object.entries(input as Record<string, unknown>)) {
    if (k === 'lockId' || !/(Id|IdList)$/.test(k)) continue;
    if (typeof v === 'number' && Number.isFinite(v)) out[k] = v;
    else if (Array.isArray(v) && v.every((x) => typeof x === 'number')) out[k] = v.slice(0, 100) as number[];
  }
  return out;
}

export function createAuditService(d: { repo: AuditRepo }) {
  return {
    async record(w: AuditedWrite) {
      await d.repo.insert({
        actorId: w.actorId,
        apiKeyId: w.apiKeyId,
        action: w.action,
        lockId: w.lock?.id ?? null,
        lockOwnerId: w.lock?.ownerId ?? null,
        targets: targetsOf(w.input),
        ip: w.ip,
        errorCode: w.errorCode,
        via: w.apiKeyId ? AUDIT_VIA.apiKey : AUDIT_VIA.console,
        at: w.at,
      });
    },

    async list(ctx: UserContext, q: z.infer<typeof listAuditRequestSchema>) {
      const { rows, total } = await d.repo.list(
        ctx.session.userId,
        {
          lockId: q.lockId,
          apiKeyId: q.apiKeyId,
          viaKey: q.viaKey,
          failed: q.failed,
          action: q.action,
          from: q.startDate !== undefined ? new Date(q.startDate) : undefined,
          to: q.endDate !== undefined ? new Date(q.endDate) : undefined,
        },
        windowOf(q),
      );
      const list = rows.map(({ a, actorName, apiKeyName, lockAlias }) => ({
        auditId: a.id,
        at: a.at.getTime(),
        action: a.action,
        actorId: a.actorId,
        actorName,
        via: a.via,
        apiKeyId: a.apiKeyId,
        apiKeyName,
        lockId: a.lockId,
        lockAlias,
        targets: a.targets,
        ip: a.ip,
        errorCode: a.errorCode,
      }));
      return pageOf(list, total, q);
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
