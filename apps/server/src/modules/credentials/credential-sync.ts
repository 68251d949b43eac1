// Pushing credential changes to the lock through its best online gateway as tracked operations, and what each
// ending does to the rows: pending add / change / delete / lost → normal, deleted or lost when the lock confirms
// (per entry: a put or delete carries a code for each credential), → failed with the real cause otherwise (no
// gateway, gateway offline, device service down — before anything is sent — or the lock's refusal, a timeout, the
// gateway dropping). Every move is a conditional update, so with several API nodes each ending lands once. After
// each move a `credential` event tells the browser to refresh.
import type { CredentialCommand } from '@lockconsole/shared/devices/enums';
import { CREDENTIAL_COMMANDS } from '@lockconsole/shared/devices/enums';
import {
  credentialEnrollResultSchema,
  credentialEntryResultsSchema,
  type CredentialEntry,
} from '@lockconsole/shared/devices/credential-messages';
import { ERROR, type ErrorName } from '@lockconsole/shared/errors/codes';
import type { DevicePort } from '../../devices/device-port';
import { AppError } from '../../http/errors';
import type { DomainEvents } from '../../events/domain-events';
import type { OperationRecord } from '../../events/event-map';
import type { CredentialSyncAction } from '../../db/schema/credentials';
import type { Clock } from '../../platform/clock';
import type { EventBus } from '../../realtime/event-bus';
import type { CredentialRow, CredentialsRepo, SyncFailure } from './credentials.repo';

const COMMAND_OF: Record<CredentialSyncAction, CredentialCommand> = {
  add: 'credential.put',
  change: 'credential.put',
  delete: 'credential.delete',
  lost: 'credential.blacklist',
};
const isCredentialCommand = (c: string): c is CredentialCommand =>
  (CREDENTIAL_COMMANDS as readonly string[]).includes(c);

const ms = (d: Date | null) => d?.getTime() ?? 0;

/** What the lock stores for a row (the pending change's period when one waits). */
export function entryOf(row: CredentialRow): CredentialEntry {
  const p = row.pendingChange;
  const start = p ? p.startDate : ms(row.startDate);
  const end = p ? (p.endDate ?? 0) : ms(row.endDate);
  const cycle = p ? p.cycle : row.cycle;
  return {
    credentialId: row.id,
    number: row.number,
    startDate: start,
    endDate: end,
    ...(cycle.length ? { cycle } : {}),
  };
}

function argsOf(kind: string, action: CredentialSyncAction, rows: CredentialRow[]): Record<string, unknown> {
  if (action === 'delete') return { kind, entries: rows.map((r) => ({ credentialId: r.id, number: r.number })) };
  if (action === 'lost') return { kind, numbers: rows.map((r) => r.number), add: true };
  return { kind, entries: rows.map(entryOf) };
}

/** What a confirmed action does to the row. */
function confirmedValues(row: CredentialRow, action: CredentialSyncAction, now: Date): Partial<CredentialRow> {
  // A deleted credential keeps no biometric data.
  if (action === 'delete') return { deletedAt: now, sealedTemplate: null };
  if (action === 'lost') return { state: 'lost' };
  const p = row.pendingChange;
  if (action !== 'change' || !p) return {};
  return { startDate: new Date(p.startDate), endDate: p.endDate === null ? null : new Date(p.endDate), cycle: p.cycle };
}

const failureOf = (name: ErrorName): SyncFailure => ({
  errorCode: ERROR[name].code,
  reasonKey: null,
  reasonParams: null,
});
const entryFailure = (code: number): SyncFailure => ({ errorCode: code, reasonKey: null, reasonParams: null });

export function createCredentialSync(d: {
  devices: DevicePort;
  events: DomainEvents;
  repo: CredentialsRepo;
  clock: Clock;
  bus: EventBus;
}) {
  async function announce(userId: number, rows: (CredentialRow | undefined)[]) {
    const done = rows.filter((r): r is CredentialRow => r !== undefined);
    if (done.length === 0) return;
    await d.bus.publish({
      userId,
      type: 'credential',
      data: { lockId: done[0]!.lockId, kind: done[0]!.kind, credentialIds: done.map((r) => r.id) },
    });
  }

  /** Ends the rows of a push that could not be sent (or failed on the lock) with the cause. */
  async function failAll(
    rows: CredentialRow[],
    action: CredentialSyncAction,
    f: SyncFailure,
    operationId: number | null,
  ) {
    const now = d.clock.now();
    return Promise.all(
      rows.map((r) => d.repo.markFailed(r.id, { action: r.syncAction ?? action, now, operationId }, f)),
    );
  }

  /**
   * Sends `action` for rows of one lock and kind (already marked pending by the caller, at most
   * CREDENTIAL_BATCH_MAX) as one operation; answers the rows as they then stand and the operation (null when it
   * could not be sent: the rows then read failed with the cause).
   */
  async function push(
    rows: CredentialRow[],
    lock: { id: number; lockMac: string },
    userId: number,
    action: CredentialSyncAction | 'clear',
  ): Promise<{ rows: CredentialRow[]; operation: OperationRecord | null; refusal: ErrorName | null }> {
    const kind = rows[0]?.kind ?? 'card';
    const command: CredentialCommand = action === 'clear' ? 'credential.clear' : COMMAND_OF[action];
    const args = action === 'clear' ? { kind } : argsOf(kind, action, rows);
    let op: OperationRecord;
    try {
      op = await d.devices.commandLock({ userId, lockId: lock.id, lockMac: lock.lockMac, command, args });
    } catch (err) {
      const refused: ErrorName = err instanceof AppError ? err.errorName : 'deviceServiceUnavailable';
      const failed = await failAll(rows, action === 'clear' ? 'delete' : action, failureOf(refused), null);
      await announce(userId, failed);
      if (!(err instanceof AppError)) throw err;
      return { rows: rows.map((r, i) => failed[i] ?? r), operation: null, refusal: refused };
    }
    // The lock may have answered already (its handler then moved the rows): attach only while still pending.
    const attached = await d.repo.attachOperation(
      rows.map((r) => r.id),
      op.id,
    );
    await announce(userId, attached);
    const now = await Promise.all(rows.map((r) => d.repo.get(r.id)));
    return { rows: rows.map((r, i) => now[i] ?? r), operation: op, refusal: null };
  }

  /** The rows an operation carried (by id for put/delete, by number for the blacklist, all pending deletes for clear). */
  async function rowsOf(op: OperationRecord, command: CredentialCommand): Promise<CredentialRow[]> {
    const kind = String(op.args.kind ?? '');
    if (!op.lockId) return [];
    if (command === 'credential.enroll') {
      const row = await d.repo.get(Number(op.args.credentialId));
      return row && row.lockId === op.lockId && row.kind === kind ? [row] : [];
    }
    if (command === 'credential.blacklist') {
      const numbers = Array.isArray(op.args.numbers) ? op.args.numbers.map(String) : [];
      return [...(await d.repo.numbersOn(op.lockId, kind, numbers)).values()].filter((r) => r.syncAction === 'lost');
    }
    if (command === 'credential.clear') {
      return (await d.repo.allOf(op.lockId, kind)).filter(
        (r) => r.syncAction === 'delete' && r.syncState === 'pending',
      );
    }
    const ids = Array.isArray(op.args.entries)
      ? op.args.entries.map((e) => Number((e as { credentialId?: unknown }).credentialId))
      : [];
    const rows = await Promise.all(ids.map((id) => d.repo.get(id)));
    return rows.filter((r): r is CredentialRow => r !== undefined && r.lockId === op.lockId && r.kind === kind);
  }

  /**
   * A biometric credential enrolled by the lock (at its sensor, or from a photo): one row, one operation. The lock
   * answers the number it gave it; the row turns normal with that number (credential.enroll).
   */
  async function enrol(
    row: CredentialRow,
    lock: { id: number; lockMac: string },
    userId: number,
    extra: { photo?: string; template?: string } = {},
  ) {
    const e = entryOf(row);
    const args = {
      kind: row.kind,
      credentialId: row.id,
      startDate: e.startDate,
      endDate: e.endDate,
      ...(e.cycle ? { cycle: e.cycle } : {}),
      ...extra,
    };
    let op: OperationRecord;
    try {
      op = await d.devices.commandLock({
        userId,
        lockId: lock.id,
        lockMac: lock.lockMac,
        command: 'credential.enroll',
        args,
      });
    } catch (err) {
      const refused: ErrorName = err instanceof AppError ? err.errorName : 'deviceServiceUnavailable';
      const [failed] = await failAll([row], 'add', failureOf(refused), null);
      await announce(userId, [failed]);
      if (!(err instanceof AppError)) throw err;
      return { row: failed ?? row, operation: null, refusal: refused };
    }
    await announce(userId, await d.repo.attachOperation([row.id], op.id));
    return { row: (await d.repo.get(row.id)) ?? row, operation: op, refusal: null };
  }

  async function onEnrolled(op: OperationRecord, data: Record<string, unknown>) {
    const row = await d.repo.get(Number(op.args.credentialId));
    if (!row || row.lockId !== op.lockId || row.syncAction !== 'add') return;
    const now = d.clock.now();
    const r = credentialEnrollResultSchema.safeParse(data);
    const moved = r.success
      ? await d.repo.markConfirmed(row.id, { action: 'add', now, operationId: op.id }, { number: r.data.number })
      : await d.repo.markFailed(row.id, { action: 'add', now, operationId: op.id }, failureOf('operationFailed'));
    await announce(op.userId, [moved]);
  }

  async function onSuccess(op: OperationRecord, command: CredentialCommand, data: Record<string, unknown>) {
    if (command === 'credential.list') return;
    if (command === 'credential.enroll') return onEnrolled(op, data);
    const rows = await rowsOf(op, command);
    const parsed = credentialEntryResultsSchema.safeParse(data);
    const codes = new Map(parsed.success ? parsed.data.results.map((r) => [r.credentialId, r.code]) : []);
    const now = d.clock.now();
    const moved = await Promise.all(
      rows.map((row) => {
        const action = row.syncAction;
        if (!action) return undefined;
        const code = codes.get(row.id) ?? 0;
        if (code !== 0) return d.repo.markFailed(row.id, { action, now, operationId: op.id }, entryFailure(code));
        return d.repo.markConfirmed(row.id, { action, now, operationId: op.id }, confirmedValues(row, action, now));
      }),
    );
    await announce(op.userId, moved);
  }

  async function onFailure(op: OperationRecord, command: CredentialCommand) {
    if (command === 'credential.list') return;
    const rows = await rowsOf(op, command);
    const f = { errorCode: op.errorCode, reasonKey: op.reasonKey, reasonParams: op.reasonParams };
    await announce(op.userId, await failAll(rows, 'delete', f, op.id));
  }

  // The lock's answers (or their absence) move the rows; a throw leaves the rows pending for the next attempt.
  d.events.on('operation.succeeded', ({ command, operation, data }) =>
    isCredentialCommand(command) ? onSuccess(operation, command, data) : undefined,
  );
  d.events.on('operation.failed', ({ command, operation }) =>
    isCredentialCommand(command) ? onFailure(operation, command) : undefined,
  );

  return { push, enrol, announce };
}

export type CredentialSync = ReturnType<typeof createCredentialSync>;
