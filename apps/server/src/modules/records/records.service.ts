// Unlock records of a lock for the records page. Who may read them is decided by the route ({lock: 'records'}:
// owner or authorized admin); here the spec's record query types become event types (lockcore) and rows become
// the API shape with the operator's name.
import { RECORD_TYPES, recordQueryTypeOf } from '@lockconsole/lockcore/records';
import type { LockRecord } from '@lockconsole/shared/lock-record/list';
import type { LockContext } from '../../http/context';
import type { RecordsRepo } from './records.repo';
import { pageOf, windowOf } from '../../http/paging';

type Row = Awaited<ReturnType<RecordsRepo['list']>>['rows'][number];

const present = ({ r, nickname, email, mobile }: Row): LockRecord => ({
  recordId: r.id,
  lockId: r.lockId,
  recordType: r.recordType,
  success: r.success ? 1 : 0,
  keyboardPwd: r.keyboardPwd,
  keyId: r.keyId,
  operatorUid: r.operatorUid,
  username: nickname || email || mobile || '',
  lockDate: r.lockDate.getTime(),
  serverDate: r.serverDate.getTime(),
  electricQuantity: r.electricQuantity,
  seq: r.seq,
});

/** Event types of a record query type (spec §3); undefined = all. Query types without records yet → none. */
export const typesOfQuery = (q: number | undefined) =>
  !q ? undefined : RECORD_TYPES.filter((t) => recordQueryTypeOf(t) === q);

export function createLockRecordsService(repo: RecordsRepo) {
  return {
    async list(
      ctx: LockContext,
      o: {
        startDate?: number;
        endDate?: number;
        recordType?: number;
        searchStr?: string;
        keyId?: number;
        pageNo: number;
        pageSize: number;
      },
    ) {
      const { rows, total } = await repo.list(ctx.lock.lockId, {
        startDate: o.startDate ? new Date(o.startDate) : undefined,
        endDate: o.endDate ? new Date(o.endDate) : undefined,
        types: typesOfQuery(o.recordType),
        search: o.searchStr || undefined,
        keyId: o.keyId,
        ...windowOf(o),
      });
      return pageOf(rows.map(present), total, o);
    },
  };
}

export type LockRecordsService = ReturnType<typeof createLockRecordsService>;
