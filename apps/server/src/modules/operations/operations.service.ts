// Reading operations (polling alternative to /api/events). A user sees only operations they started.
import type { DevicePort } from '../../devices/device-port';
import { presentOperation, toOperationEvent } from '../../devices/operation-events';
import type { UserContext } from '../../http/context';
import { fail } from '../../http/errors';
import { pageOf, windowOf } from '../../http/paging';

export function createOperationsService(d: { devices: DevicePort }) {
  return {
    async get(ctx: UserContext, input: { operationId: number }) {
      const op = await d.devices.operationOf(ctx.session.userId, input.operationId);
      if (!op) throw fail('notFound');
      return presentOperation(toOperationEvent(op), ctx.t);
    },
    async list(ctx: UserContext, input: { lockId?: number; pendingOnly?: boolean; pageNo: number; pageSize: number }) {
      const { rows, total } = await d.devices.operationsOf(ctx.session.userId, {
        lockId: input.lockId,
        pendingOnly: input.pendingOnly,
        ...windowOf(input),
      });
      return pageOf(
        rows.map((r) => presentOperation(toOperationEvent(r), ctx.t)),
        total,
        input,
      );
    },
  };
}

export type OperationsService = ReturnType<typeof createOperationsService>;
