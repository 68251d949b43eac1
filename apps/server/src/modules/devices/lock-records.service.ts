// Unlock records of a lock, for its owner (issue 5+ widen this to admins and filters by credential).
import type { LockRecord } from '@lockconsole/shared/lock-record/list';
import { fail } from '../../http/errors';
import type { Devices } from '../../devices/devices.module';
import type { LockRecordRow } from '../../devices/records.repo';

const present = (r: LockRecordRow): LockRecord => ({
  recordId: r.id,
  lockId: r.lockId,
  recordType: r.recordType,
  success: r.success ? 1 : 0,
  keyboardPwd: r.keyboardPwd,
  keyId: r.keyId,
  operatorUid: r.operatorUid,
  username: '',
  lockDate: r.lockDate.getTime(),
  serverDate: r.serverDate.getTime(),
  electricQuantity: r.electricQuantity,
  seq: r.seq,
});

export function createLockRecordsService(devices: Devices) {
  return {
    async list(
      userId: number,
      o: { lockId: number; startDate?: number; endDate?: number; recordType?: number; pageNo: number; pageSize: number },
    ) {
      const lock = await devices.repos.locks.find(o.lockId);
      if (!lock) throw fail('notFound');
      if (lock.userId !== userId) throw fail('noPermission');
      const { rows, total } = await devices.repos.records.list(o.lockId, {
        startDate: o.startDate ? new Date(o.startDate) : undefined,
        endDate: o.endDate ? new Date(o.endDate) : undefined,
        recordType: o.recordType,
        limit: o.pageSize,
        offset: (o.pageNo - 1) * o.pageSize,
      });
      return {
        list: rows.map(present),
        pageNo: o.pageNo,
        pageSize: o.pageSize,
        pages: Math.ceil(total / o.pageSize),
        total,
      };
    },
  };
}
