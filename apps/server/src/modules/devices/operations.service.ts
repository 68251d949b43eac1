// Reading operations (polling alternative to /api/events). A user sees only operations they started.
import { fail } from '../../http/errors';
import type { Translator } from '../../http/i18n';
import type { Devices } from '../../devices/devices.module';
import { presentOperation, toOperationEvent } from '../../devices/operation-events';
import { pageOf, windowOf } from '../../http/paging';

export function createOperationsService(devices: Devices) {
  return {
    async get(userId: number, operationId: number, t: Translator) {
      const op = await devices.repos.ops.get(operationId);
      if (!op || op.userId !== userId) throw fail('notFound');
      return presentOperation(toOperationEvent(op), t);
    },
    async list(
      userId: number,
      o: { lockId?: number; pendingOnly?: boolean; pageNo: number; pageSize: number },
      t: Translator,
    ) {
      const { rows, total } = await devices.repos.ops.listByUser(userId, {
        lockId: o.lockId,
        pendingOnly: o.pendingOnly,
        ...windowOf(o),
      });
      return pageOf(
        rows.map((r) => presentOperation(toOperationEvent(r), t)),
        total,
        o,
      );
    },
  };
}

export type OperationsService = ReturnType<typeof createOperationsService>;
