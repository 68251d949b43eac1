// Unlock records of a lock for the records page. Who may read them is decided by the route ({lock: 'records'}:
// owner or authorized admin); here the spec's record query types become event types (lockcore) and rows become
// the API shape with the operator's name, and the name of the card or passcode that was presented (as the owner
// named it on that lock; the records keep it after the credential is deleted).
import { RECORD_TYPES, recordQueryTypeOf } from '@lockconsole/lockcore/records';
import type { LockRecord } from '@lockconsole/shared/lock-record/list';
import type { LockContext } from '../../http/context';
import type { RecordFilter, RecordsRepo } from './records.repo';
import { pageOf, windowOf } from '../../http/paging';

type Row = Awaited<ReturnType<RecordsRepo['list']>>['rows'][number];

const present = ({ r, nickname, email, mobile }: Row, credentialName: string): LockRecord => ({
  recordId: r.id,
  lockId: r.lockId,
  recordType: r.recordType,
  success: r.success ? 1 : 0,
  keyboardPwd: r.keyboardPwd,
  keyId: r.keyId,
  operatorUid: r.operatorUid,
  username: nickname || email || mobile || '',
  credentialName,
  lockDate: r.lockDate.getTime(),
  serverDate: r.serverDate.getTime(),
  electricQuantity: r.electricQuantity,
  seq: r.seq,
});

/** Event types of a record query type (spec §3); undefined = all. Query types without records yet → none. */
export const typesOfQuery = (q: number | undefined) =>
  !q ? undefined : RECORD_TYPES.filter((t) => recordQueryTypeOf(t) === q);

/** Names of presented credentials per kind: the card and passcode modules' repos. */
export type CredentialNames = Record<
  'card' | 'passcode' | 'qrcode' | 'keyfob' | 'fingerprint' | 'face' | 'palmVein',
  (lockId: number, numbers: string[]) => Promise<Map<string, string>>
>;

const KIND_OF_QUERY: Record<number, keyof CredentialNames> = {
  7: 'card',
  4: 'passcode',
  8: 'fingerprint',
  37: 'keyfob',
  [-4]: 'qrcode',
  [-5]: 'face',
  [-6]: 'palmVein',
};

/** What an export of unlock records selects besides its locks. */
export type ExportFilter = { startDate: number; endDate: number; recordType?: number; searchStr?: string };
export type RecordCursor = { lockDateMs: number; seq: number };
/** A record as an export writes it (the records page's fields it shows). */
export type ExportedRecord = {
  lockDate: number;
  recordType: number;
  success: boolean;
  keyboardPwd: string;
  electricQuantity: number | null;
  username: string;
  credentialName: string;
};

export function createLockRecordsService(repo: RecordsRepo, names: CredentialNames) {
  /** The name of each record's credential ('' when none or unnamed). */
  async function credentialNames(
    lockId: number,
    rows: { recordType: number; keyboardPwd: string }[],
  ): Promise<string[]> {
    const kindOf = (r: { recordType: number; keyboardPwd: string }) =>
      r.keyboardPwd ? KIND_OF_QUERY[recordQueryTypeOf(r.recordType)] : undefined;
    const found = new Map<string, Map<string, string>>();
    for (const kind of Object.values(KIND_OF_QUERY)) {
      const numbers = [...new Set(rows.filter((r) => kindOf(r) === kind).map((r) => r.keyboardPwd))];
      if (numbers.length) found.set(kind, await names[kind](lockId, numbers));
    }
    return rows.map((r) => {
      const kind = kindOf(r);
      return (kind && found.get(kind)?.get(r.keyboardPwd)) ?? '';
    });
  }

  const filterOf = (o: ExportFilter): RecordFilter => ({
    startDate: new Date(o.startDate),
    endDate: new Date(o.endDate),
    types: typesOfQuery(o.recordType),
    search: o.searchStr || undefined,
  });

  return {
    /** How many records of these locks an export with these filters holds (the caller's access was checked). */
    countForExport: (lockIds: number[], o: ExportFilter) => repo.countMatching(lockIds, filterOf(o)),

    /**
     * The next `limit` records of one lock for an export, as the records page presents them, and the cursor to
     * continue after them (null when the lock has no more).
     */
    async exportBatch(lockId: number, o: ExportFilter, after: RecordCursor | null, limit: number) {
      const rows = await repo.batchAfter(lockId, filterOf(o), after, limit);
      const named = await credentialNames(lockId, rows);
      const last = rows.at(-1);
      return {
        records: rows.map((r, i): ExportedRecord => ({
          lockDate: r.lockDateMs,
          recordType: r.recordType,
          success: r.success,
          keyboardPwd: r.keyboardPwd,
          electricQuantity: r.electricQuantity,
          username: r.nickname || r.email || r.mobile || '',
          credentialName: named[i]!,
        })),
        next: rows.length === limit && last ? { lockDateMs: last.lockDateMs, seq: last.seq } : null,
      };
    },

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
      const named = await credentialNames(
        ctx.lock.lockId,
        rows.map((r) => r.r),
      );
      return pageOf(
        rows.map((r, i) => present(r, named[i]!)),
        total,
        o,
      );
    },
  };
}

export type LockRecordsService = ReturnType<typeof createLockRecordsService>;
