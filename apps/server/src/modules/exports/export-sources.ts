// What each kind of export writes: its columns (the screen's names and order, in the export's language) and its
// rows, read in batches so an export of any length runs in constant memory. Unlock records: per lock (the
// selection's locks by name), newest lock time first, as the records page shows them, plus the lock's name.
// Lock users: one row per ekey of another account on the chosen locks, as the lock users page shows them.
import { KEY_STATUS, VALIDITY_TYPE, type EkeyItem } from '@lockconsole/shared/ekey/ekey';
import { eventKey } from '@lockconsole/shared/lock-record/event-key';
import type { Translator } from '../../http/i18n';
import type { ExportedRecord, ExportFilter, RecordCursor } from '../records/records.service';
import type { Cell, ExportColumn } from './table-writer';

export const BATCH_ROWS = 2_000;

/** The parts of other modules an export reads (wired in services.ts). */
export type ExportReaders = {
  countRecords(lockIds: number[], f: ExportFilter): Promise<number>;
  recordBatch(
    lockId: number,
    f: ExportFilter,
    after: RecordCursor | null,
    limit: number,
  ): Promise<{ records: ExportedRecord[]; next: RecordCursor | null }>;
  userKeys(
    lockIds: number[],
    p: { limit: number; offset: number },
    t: Translator,
  ): Promise<{ list: EkeyItem[]; total: number }>;
};

export type ExportSpec = {
  kind: 'records' | 'lockUsers';
  /** With their names, in the order the file lists them. */
  locks: { id: number; name: string }[];
  filter: ExportFilter | null;
};

export type ExportSource = {
  columns: ExportColumn[];
  /** Batches of rows until done; the runner writes each and may stop between two. */
  batches(): AsyncGenerator<Cell[][]>;
};

const STATUS_NAME = new Map<string, string>(Object.entries(KEY_STATUS).map(([name, code]) => [code, name]));
const VALIDITY_NAME = new Map<number, string>(Object.entries(VALIDITY_TYPE).map(([name, code]) => [code, name]));

function recordSource(spec: ExportSpec, r: ExportReaders, t: Translator): ExportSource {
  const filter = spec.filter!;
  return {
    columns: [
      { title: t('exports.columns.lock'), width: 24, kind: 'text' },
      { title: t('records.columns.time'), width: 20, kind: 'date' },
      { title: t('records.columns.event'), width: 30, kind: 'text' },
      { title: t('records.columns.person'), width: 24, kind: 'text' },
      { title: t('records.columns.credential'), width: 18, kind: 'text' },
      { title: t('records.columns.result'), width: 10, kind: 'text' },
      { title: t('records.columns.battery'), width: 10, kind: 'number' },
    ],
    async *batches() {
      const ok = t('records.result.success');
      const failed = t('records.result.failed');
      const events = new Map<number, string>();
      const eventName = (type: number) => {
        let name = events.get(type);
        if (name === undefined) {
          const e = eventKey(type);
          events.set(type, (name = t(e.key, e.vars)));
        }
        return name;
      };
      for (const lock of spec.locks) {
        let after: RecordCursor | null = null;
        do {
          const { records, next } = await r.recordBatch(lock.id, filter, after, BATCH_ROWS);
          after = next;
          if (records.length)
            yield records.map((x) => [
              lock.name,
              x.lockDate,
              eventName(x.recordType),
              x.username || x.credentialName,
              x.keyboardPwd,
              x.success ? ok : failed,
              x.electricQuantity,
            ]);
        } while (after);
      }
    },
  };
}

function lockUserSource(spec: ExportSpec, r: ExportReaders, t: Translator): ExportSource {
  const lockIds = spec.locks.map((l) => l.id);
  const lockName = new Map(spec.locks.map((l) => [l.id, l.name]));
  return {
    columns: [
      { title: t('exports.columns.name'), width: 20, kind: 'text' },
      { title: t('lockUsers.columns.account'), width: 28, kind: 'text' },
      { title: t('lockUsers.keys.columns.lock'), width: 24, kind: 'text' },
      { title: t('lockUsers.keys.columns.name'), width: 20, kind: 'text' },
      { title: t('exports.columns.role'), width: 20, kind: 'text' },
      { title: t('lockUsers.keys.columns.validity'), width: 14, kind: 'text' },
      { title: t('exports.columns.start'), width: 20, kind: 'date' },
      { title: t('exports.columns.end'), width: 20, kind: 'date' },
      { title: t('lockUsers.keys.columns.status'), width: 16, kind: 'text' },
      { title: t('lockUsers.keys.columns.sent'), width: 24, kind: 'text' },
      { title: t('exports.columns.sentAt'), width: 20, kind: 'date' },
    ],
    async *batches() {
      for (let offset = 0; ; offset += BATCH_ROWS) {
        const { list } = await r.userKeys(lockIds, { limit: BATCH_ROWS, offset }, t);
        if (list.length)
          yield list.map((k) => {
            const validity = VALIDITY_NAME.get(k.validityType) ?? 'permanent';
            const status = STATUS_NAME.get(k.keyStatus);
            return [
              k.nickname,
              k.username,
              lockName.get(k.lockId) ?? k.lockAlias,
              k.keyName,
              t(k.keyRight === 1 ? 'exports.role.admin' : 'exports.role.user'),
              t(`ekeys.form.type.${validity}`),
              k.startDate || null,
              k.endDate || null,
              status ? t(`lockUsers.status.${status}`) : t('lockUsers.status.unknown', { code: k.keyStatus }),
              k.senderUsername,
              k.date,
            ];
          });
        if (list.length < BATCH_ROWS) return;
      }
    },
  };
}

export const sourceOf = (spec: ExportSpec, r: ExportReaders, t: Translator): ExportSource =>
  spec.kind === 'records' ? recordSource(spec, r, t) : lockUserSource(spec, r, t);
