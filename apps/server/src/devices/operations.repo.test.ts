// The operation's row written by statements built once per shape (db/shaped.ts): what a call leaves out stays as
// it was, a null is SQL NULL (not JSON null, not an error of the timestamp encoder), and only a pending operation
// ends — on PGlite and on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { OP_STATE } from '@lockconsole/shared/devices/enums';
import { operations } from '../db/schema/devices';
import { createTestApp, type TestApp } from '../test/harness';
import { createUserWithSession } from '../test/factories';
import { makeGateway } from '../modules/locks/locks.test-kit';
import { createOperationsRepo } from './operations.repo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const at = (s: number) => new Date(Date.UTC(2026, 11, 2, 8, 0, s));

describe('operation rows', () => {
  it('waits behind an operating command, ends once, keeps what the end leaves out, stores nulls as NULL', async () => {
    const { userId } = await createUserWithSession(t.db, t.services.sessions);
    const repo = createOperationsRepo(t.db);
    const base = { userId, lockMac: 'C9:00:00:00:00:01', type: 'lock.unlock', nodeId: 'n1', args: { secret: 'x' } };
    const deadline = { alone: at(30), behind: at(90) };
    const first = await repo.insertBehindOperating({ ...base, reqId: 'r1', result: { kept: true } }, deadline);
    const second = await repo.insertBehindOperating({ ...base, reqId: 'r2', gatewayId: null }, deadline);
    expect([first.state, first.deadlineAt]).toEqual([OP_STATE.operating, at(30)]);
    expect([second.state, second.deadlineAt, second.gatewayId]).toEqual([OP_STATE.wait, at(90), null]);

    expect((await repo.markSent(first.id, at(1)))!.sentAt).toEqual(at(1));
    const [ended] = await repo.finish(first.id, { state: OP_STATE.failed, errorCode: -3, reasonParams: null }, at(2));
    // Read back with whether a command to the lock waits behind it (the tracker claims the next one only then).
    expect(ended).toMatchObject({
      state: OP_STATE.failed,
      errorCode: -3,
      finishedAt: at(2),
      result: { kept: true },
      waiting: true,
    });
    const [raw] = await t.db
      .select({ paramsIsNull: sql<boolean>`${operations.reasonParams} is null` })
      .from(operations)
      .where(eq(operations.id, first.id));
    expect(raw!.paramsIsNull).toBe(true);
    // Ended already: a second end (a late answer, a timeout) changes nothing.
    expect(await repo.finish(first.id, { state: OP_STATE.success, errorCode: 0 }, at(3))).toEqual([]);

    const [g, other] = [await makeGateway(t.db, userId), await makeGateway(t.db, userId)];
    await t.db.update(operations).set({ gatewayId: g.id }).where(eq(operations.id, second.id));
    expect(await repo.finishByReq('r2', other.id, { state: OP_STATE.success, errorCode: 0 }, at(4))).toEqual([]);
    const [mine] = await repo.finishByReq('r2', g.id, { state: OP_STATE.success, errorCode: 0, result: null }, at(4));
    expect(mine).toMatchObject({
      id: second.id,
      state: OP_STATE.success,
      result: null,
      finishedAt: at(4),
      waiting: false,
    });
  });
});
