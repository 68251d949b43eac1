// Pushing passcode changes to the lock through its best online gateway as tracked operations (the hub's operation
// tracker), and what each ending does to the row: pending (adding / updating / deleting) → normal or deleted when
// the lock confirms, → add / update / delete failed with the real cause otherwise (no gateway, gateway offline,
// device service down — before anything is sent — or the lock's refusal, a timeout, the gateway dropping). Every
// move is a conditional update, so with several API nodes each ending lands once. After each move a `passcode`
// event tells the browser to refresh.
import type { PasscodeCommand } from '@lockconsole/shared/devices/enums';
import { ERROR, type ErrorName } from '@lockconsole/shared/errors/codes';
import { PASSCODE_STATUS } from '@lockconsole/shared/passcode/passcode';
import type { DevicePort } from '../../devices/device-port';
import { AppError } from '../../http/errors';
import type { DomainEvents } from '../../events/domain-events';
import type { OperationRecord as OperationRow } from '../../events/event-map';
import type { PasscodeSyncAction } from '../../db/schema/passcodes';
import type { Clock } from '../../platform/clock';
import type { EventBus } from '../../realtime/event-bus';
import type { PasscodeSyncRepo } from './passcode-sync.repo';
import type { PasscodeRow } from './passcodes.repo';

const S = PASSCODE_STATUS;

export const PENDING_STATUS: Record<PasscodeSyncAction, string> = {
  add: S.adding,
  change: S.updating,
  delete: S.deleting,
  revoke: S.deleting,
};
export const FAILED_STATUS: Record<PasscodeSyncAction, string> = {
  add: S.addFailed,
  change: S.updateFailed,
  delete: S.deleteFailed,
  revoke: S.deleteFailed,
};
export const PENDING_STATUSES: string[] = [S.adding, S.updating, S.deleting];
export const FAILED_STATUSES: string[] = [S.addFailed, S.updateFailed, S.deleteFailed];

const COMMAND: Record<PasscodeSyncAction, PasscodeCommand> = {
  add: 'passcode.add',
  change: 'passcode.change',
  delete: 'passcode.delete',
  revoke: 'passcode.revoke',
};
const ACTION_OF: Record<PasscodeCommand, PasscodeSyncAction> = {
  'passcode.add': 'add',
  'passcode.change': 'change',
  'passcode.delete': 'delete',
  'passcode.revoke': 'revoke',
};

const ms = (d: Date | null) => d?.getTime() ?? 0;

/** What the lock is told for the row's pending action (docs/protocol.md §Passcode commands). */
export function deviceArgs(row: PasscodeRow, action: PasscodeSyncAction): Record<string, unknown> {
  switch (action) {
    case 'add':
      return { passcodeId: row.id, code: row.keyboardPwd, startDate: ms(row.startDate), endDate: ms(row.endDate) };
    case 'change': {
      const p = row.pendingChange!;
      return { passcodeId: row.id, code: p.keyboardPwd, startDate: p.startDate, endDate: p.endDate ?? 0 };
    }
    case 'delete':
      return { passcodeId: row.id, code: row.keyboardPwd };
    case 'revoke':
      return { passcodeId: row.id, code: row.keyboardPwd, startDate: ms(row.startDate), endDate: ms(row.endDate) };
  }
}

/** What a confirmed action does to the row. */
function confirmedValues(row: PasscodeRow, action: PasscodeSyncAction, now: Date): Partial<PasscodeRow> {
  switch (action) {
    case 'add':
      return {};
    case 'change': {
      const p = row.pendingChange;
      if (!p) return {};
      return {
        keyboardPwd: p.keyboardPwd,
        length: p.keyboardPwd.length,
        startDate: new Date(p.startDate),
        endDate: p.endDate === null ? null : new Date(p.endDate),
      };
    }
    case 'delete':
      return { deletedAt: now, status: S.deleted };
    case 'revoke':
      return { deletedAt: now, status: S.deleted, revokePending: false, revokedAt: now };
  }
}

const failureOf = (name: ErrorName) => ({ errorCode: ERROR[name].code, reasonKey: null, reasonParams: null });

export function createPasscodeSync(d: {
  devices: DevicePort;
  events: DomainEvents;
  repo: PasscodeSyncRepo;
  clock: Clock;
  bus: EventBus;
}) {
  async function announce(userId: number, row: PasscodeRow | undefined) {
    if (!row) return;
    await d.bus.publish({
      userId,
      type: 'passcode',
      data: { lockId: row.lockId, keyboardPwdId: row.id, keyboardPwdStatus: row.status },
    });
  }

  /**
   * Sends the pending action of `row` (already marked pending by the caller) and answers the row as it stands:
   * still pending, already confirmed, or failed with its cause.
   */
  async function push(
    row: PasscodeRow,
    lock: { lockMac: string },
    userId: number,
    action: PasscodeSyncAction,
  ): Promise<PasscodeRow> {
    const pendingStatus = PENDING_STATUS[action];
    let op: OperationRow;
    try {
      op = await d.devices.commandLock({
        userId,
        lockId: row.lockId,
        lockMac: lock.lockMac,
        command: COMMAND[action],
        args: deviceArgs(row, action),
      });
    } catch (err) {
      // Refused before anything was sent (no gateway, gateway offline, device service down): the row says why.
      const refused = err instanceof AppError ? err.errorName : 'deviceServiceUnavailable';
      const failed = await d.repo.markFailed(
        row.id,
        { action, pendingStatus, failedStatus: FAILED_STATUS[action], now: d.clock.now(), operationId: null },
        failureOf(refused),
      );
      await announce(userId, failed);
      if (err instanceof AppError) return failed ?? row;
      throw err;
    }
    // The lock may have answered already (its hook then moved the row): attach only while still pending.
    const attached = await d.repo.attachOperation(row.id, pendingStatus, op.id);
    await announce(userId, attached);
    const now = await d.repo.get(row.id);
    // The lock's answer can land between the attach and this announcement, and its own announcement then reach the
    // console first (events on PostgreSQL arrive in commit order): the last word is the row as it stands after ours.
    if (attached && now && now.status !== attached.status) await announce(userId, now);
    return now ?? attached ?? row;
  }

  const target = (op: OperationRow) => {
    const action = ACTION_OF[op.type as PasscodeCommand];
    const id = Number(op.args.passcodeId);
    return action && Number.isInteger(id) && id > 0 ? { action, id } : undefined;
  };

  const onSuccess = async (op: OperationRow) => {
    const t = target(op);
    if (!t) return;
    const now = d.clock.now();
    const row = await d.repo.get(t.id);
    if (!row || row.lockId !== op.lockId) return;
    const done = await d.repo.markConfirmed(
      t.id,
      { action: t.action, pendingStatus: PENDING_STATUS[t.action], now, operationId: op.id },
      confirmedValues(row, t.action, now),
    );
    await announce(op.userId, done);
  };

  const onFailure = async (op: OperationRow) => {
    const t = target(op);
    if (!t) return;
    const failed = await d.repo.markFailed(
      t.id,
      {
        action: t.action,
        pendingStatus: PENDING_STATUS[t.action],
        failedStatus: FAILED_STATUS[t.action],
        now: d.clock.now(),
        operationId: op.id,
      },
      { errorCode: op.errorCode, reasonKey: op.reasonKey, reasonParams: op.reasonParams },
    );
    await announce(op.userId, failed);
  };

  // The lock's answers (or their absence) move the rows; a throw leaves the row pending for the next attempt.
  d.events.on('operation.succeeded', ({ command, operation }) =>
    command in ACTION_OF ? onSuccess(operation) : undefined,
  );
  d.events.on('operation.failed', ({ command, operation }) =>
    command in ACTION_OF ? onFailure(operation) : undefined,
  );

  return { push, announce };
}

export type PasscodeSync = ReturnType<typeof createPasscodeSync>;
