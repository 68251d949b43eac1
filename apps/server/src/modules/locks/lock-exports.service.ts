// getExportUserNum: how many lock users an export of these locks would hold. The exports themselves are
// modules/exports; lock transfers modules/transfers.
import type { LockContext } from '../../http/context';
import type { LocksRepo } from './locks.repo';

export function createLockExportsService(d: { repo: LocksRepo }) {
  return {
    async exportUserNum(_ctx: LockContext, { lockIdList: lockIds }: { lockIdList: number[] }) {
      return { userNum: await d.repo.keyUserCount(lockIds) };
    },
  };
}

export type LockExportsService = ReturnType<typeof createLockExportsService>;
