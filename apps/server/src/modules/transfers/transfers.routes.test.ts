// Lock transfers (issue 19): the owner offers locks with a type-9 code sent to their own account; the receiver is told,
// sees the offer and accepts (the locks are theirs: the sender keeps no right, the authorized admins end, other
// people's keys stay) or declines; the sender withdraws; an unanswered offer expires; nobody else reads or acts on it.
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRANSFER_STATUS, TRANSFER_WAIT_MS, type Transfer } from '@lockconsole/shared/transfer/transfer';
import { ekeyRevocations } from '../../db/schema/ekey-revocations';
import { ekeys, gateways, lockGateways, locks } from '../../db/schema/devices';
import { createTestApp, type TestApp } from '../../test/harness';
import { ok } from '../../test/answers';
import { lastCode, sendCode } from '../accounts/accounts.test-kit';
import { account, ekeyLock, keyRow, lockKeys, sendKey, type Account } from '../ekeys/ekeys.test-kit';
import { makeGateway } from '../locks/locks.test-kit';

let t: TestApp;
let olga: Account;
let rita: Account;
let stranger: Account;

beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: 'true' } });
  olga = await account(t, 'Olga');
  rita = await account(t, 'Rita');
  stranger = await account(t, 'Sam');
});
afterAll(async () => {
  await t?.close();
});

/** A fresh type-9 code sent to `who`'s own e-mail. */
async function code(who: Account) {
  const r = await sendCode(t, { type: 9 }, { token: who.token, headers: { 'x-forwarded-for': '198.18.9.1' } });
  expect(r.body.errorCode, r.body.errorMsg).toBe(0);
  return lastCode(t, who.email);
}

const offer = async (from: Account, to: string, lockIds: number[], validationCode?: string) =>
  t.post<{ transferId: number }>(
    '/lock/transfer',
    {
      receiverUsername: to,
      lockIdList: JSON.stringify(lockIds),
      transferType: 1,
      validationCode: validationCode ?? (await code(from)),
    },
    { token: from.token },
  );
const list = async (who: Account, direction?: 'in' | 'out') =>
  ok(await t.get<{ list: Transfer[] }>('/transfer/list', direction ? { direction } : {}, { token: who.token })).list;
const act = (who: Account, action: string, transferId: number) =>
  t.post<{ lockIdList: number[] } | null>(`/transfer/${action}`, { transferId }, { token: who.token });

describe('offering locks', () => {
  it('needs the code sent to the owner’s own account; lists the offer on both sides; tells the receiver', async () => {
    const lock = await ekeyLock(t, olga, { alias: 'Flat 3' });
    expect((await offer(olga, rita.email, [lock.id], '000000')).body.errorCode).toBe(30010);
    const { transferId } = ok(await offer(olga, rita.email, [lock.id]));
    const mail = (await t.outbox()).find((m) => m.recipient === rita.email)!;
    expect(mail.body).toContain('Olga wants to transfer these locks to you: Flat 3');
    const [sent] = await list(olga, 'out');
    expect(sent).toMatchObject({
      transferId,
      status: TRANSFER_STATUS.waiting,
      direction: 'out',
      counterpart: { nickname: 'Rita', account: rita.email },
      locks: [{ lockId: lock.id, lockAlias: 'Flat 3' }],
    });
    const [received] = await list(rita, 'in');
    expect(received).toMatchObject({
      transferId,
      direction: 'in',
      counterpart: { nickname: 'Olga', account: olga.email },
    });
    expect(await list(stranger)).toEqual([]);
    // A lock in a waiting offer is not offered twice, nor listed as transferable.
    expect((await offer(olga, stranger.email, [lock.id])).body.errorCode).toBe(10916);
    const transferable = ok(
      await t.get<{ list: { lockId: number }[] }>('/lock/listForTransfer', {}, { token: olga.token }),
    ).list;
    expect(transferable.map((l) => l.lockId)).not.toContain(lock.id);
    ok(await act(olga, 'withdraw', transferId));
    expect((await list(rita))[0]!.status).toBe(TRANSFER_STATUS.withdrawn);
  });

  it('only the owner of every lock offers it, to a registered account other than themselves', async () => {
    const own = await ekeyLock(t, olga, { alias: 'Own' });
    const ritas = await ekeyLock(t, rita, { alias: 'Rita’s' });
    expect((await offer(olga, stranger.email, [own.id, ritas.id])).body.errorCode).toBe(-2018);
    // An authorized admin of the lock is not its owner.
    await sendKey(t, olga, own.id, stranger.email, { keyRight: 1 });
    expect((await offer(stranger, rita.email, [own.id])).body.errorCode).toBe(-2018);
    expect((await offer(olga, 'nobody-here@example.com', [own.id])).body.errorCode).toBe(30004);
    expect((await offer(olga, olga.email, [own.id])).body.errorCode).toBe(-3011);
  });
});

describe('accepting', () => {
  it('moves the locks: the sender and the authorized admins lose every right, other keys stay, gateways stay behind', async () => {
    const gw = await makeGateway(t.db, olga.userId, { name: 'Olga hub' });
    const a = await ekeyLock(t, olga, { alias: 'Shop', gatewayId: gw.id });
    const b = await ekeyLock(t, olga, { alias: 'Store room' });
    const admin = await account(t, 'Adam');
    const guest = await account(t, 'Gina');
    const adminKey = await sendKey(t, olga, a.id, admin.email, { keyRight: 1 });
    const guestKey = await sendKey(t, olga, a.id, guest.email);
    const ritaKey = await sendKey(t, olga, b.id, rita.email);
    const transferable = ok(
      await t.get<{ list: { lockId: number; gateways: string[] }[] }>(
        '/lock/listForTransfer',
        {},
        { token: olga.token },
      ),
    ).list;
    expect(transferable.find((l) => l.lockId === a.id)?.gateways).toEqual(['Olga hub']);

    // Olga had face verification on (it spends her face units); the new owner decides for themselves.
    ok(await t.post('/lock/updateFaceAuth', { lockId: a.id, faceAuth: 1, frequency: 2 }, { token: olga.token }));
    // An unlock link Olga made from Gina's key before the transfer (managers may) must die with her rights.
    await t.db.update(ekeys).set({ linkSecret: 'olga-made-this-link' }).where(eq(ekeys.id, guestKey));
    const { transferId } = ok(await offer(olga, rita.email, [a.id, b.id]));
    // Only the receiver accepts or declines; only the sender withdraws.
    for (const who of [olga, stranger]) expect((await act(who, 'accept', transferId)).body.errorCode).toBe(10914);
    expect((await act(rita, 'withdraw', transferId)).body.errorCode).toBe(10914);

    const moved = ok(await act(rita, 'accept', transferId));
    expect(moved).toEqual({ lockIdList: [a.id, b.id].sort((x, y) => x - y), gatewayIdList: [] });
    expect((await act(rita, 'accept', transferId)).body.errorCode).toBe(10915);

    // Rita owns them; Olga cannot even read them any more.
    const detail = await t.get('/lock/detail', { lockId: a.id }, { token: rita.token });
    expect(detail.body.errorCode).toBe(0);
    expect((await t.get('/lock/detail', { lockId: a.id }, { token: olga.token })).body.errorCode).toBe(-2018);
    const [row] = await t.db.select().from(locks).where(eq(locks.id, a.id));
    expect(row).toMatchObject({ userId: rita.userId, groupId: null });
    const face = ok(await t.get<{ faceAuth: number }>('/lock/faceAuth', { lockId: a.id }, { token: rita.token }));
    expect(face.faceAuth).toBe(2);
    // The authorized admin and Rita's old key ended (and are taken back on the lock); Gina's key stays.
    expect((await keyRow(t, adminKey)).deletedAt).not.toBeNull();
    expect((await keyRow(t, ritaKey)).deletedAt).not.toBeNull();
    expect((await keyRow(t, guestKey)).deletedAt).toBeNull();
    expect((await keyRow(t, guestKey)).linkSecret).toBeNull();
    const armed = await t.db.select().from(ekeyRevocations).where(eq(ekeyRevocations.lockId, a.id));
    expect(armed.map((r) => r.keyId)).toContain(adminKey);
    expect((await lockKeys(t, rita, a.id)).map((k) => k.keyId)).toContain(guestKey);
    // The sender's gateway no longer reaches the lock (its lock list would show it to her).
    expect(await t.db.select().from(lockGateways).where(eq(lockGateways.lockId, a.id))).toEqual([]);
    expect(
      await t.db
        .select()
        .from(locks)
        .where(and(eq(locks.userId, olga.userId), isNull(locks.deletedAt), eq(locks.id, b.id))),
    ).toEqual([]);
    const [done] = await list(olga, 'out');
    expect(done).toMatchObject({ transferId, status: TRANSFER_STATUS.accepted });
  });

  it('declined or expired, nothing moves; an expired offer frees its locks', async () => {
    const lock = await ekeyLock(t, olga, { alias: 'Cellar' });
    const first = ok(await offer(olga, rita.email, [lock.id]));
    ok(await act(rita, 'decline', first.transferId));
    expect((await act(rita, 'accept', first.transferId)).body.errorCode).toBe(10915);

    const second = ok(await offer(olga, rita.email, [lock.id]));
    t.clock.advance(TRANSFER_WAIT_MS + 1000);
    expect((await list(rita, 'in'))[0]).toMatchObject({
      transferId: second.transferId,
      status: TRANSFER_STATUS.expired,
    });
    expect((await act(rita, 'accept', second.transferId)).body.errorCode).toBe(10915);
    expect(await t.services.transfers.expireOverdue()).toBe(0);
    const [row] = await t.db.select().from(locks).where(eq(locks.id, lock.id));
    expect(row!.userId).toBe(olga.userId);
    // Offered again after the expiry.
    ok(await offer(olga, stranger.email, [lock.id]));
  });
});

describe('gateways', () => {
  it('a gateway moves with the locks it reaches; another lock of the sender stops using it', async () => {
    const gw = await makeGateway(t.db, olga.userId, { name: 'Villa hub' });
    const kitchen = await ekeyLock(t, olga, { alias: 'Kitchen', gatewayId: gw.id });
    await ekeyLock(t, olga, { alias: 'Shed', gatewayId: gw.id });
    const listed = ok(
      await t.get<{ list: { gatewayId: number; lockCount: number }[] }>(
        '/gateway/listForTransfer',
        {},
        { token: olga.token },
      ),
    ).list;
    expect(listed.find((g) => g.gatewayId === gw.id)?.lockCount).toBe(2);
    // Strangers' gateways are refused; so is a lock of someone else beside it.
    const other = await makeGateway(t.db, rita.userId, { name: 'Not hers' });
    const gatewayOffer = async (ids: number[], extra: Record<string, string | number> = {}) =>
      t.post<{ transferId: number }>(
        '/gateway/transfer',
        {
          receiverUsername: rita.email,
          gatewayIdList: JSON.stringify(ids),
          transferType: 3,
          validationCode: await code(olga),
          ...extra,
        },
        { token: olga.token },
      );
    expect((await gatewayOffer([gw.id, other.id])).body.errorCode).toBe(-2018);

    // Without its locks: the gateway goes, the locks stay with Olga and lose it.
    const { transferId } = ok(await gatewayOffer([gw.id], { withLocks: 0 }));
    const [offered] = await list(rita, 'in');
    expect(offered).toMatchObject({
      transferId,
      transferType: 3,
      gateways: [{ gatewayId: gw.id, gatewayName: 'Villa hub' }],
      locks: [],
    });
    const moved = ok(await act(rita, 'accept', transferId));
    expect(moved).toEqual({ lockIdList: [], gatewayIdList: [gw.id] });
    const [row] = await t.db.select().from(gateways).where(eq(gateways.id, gw.id));
    expect(row!.userId).toBe(rita.userId);
    expect(await t.db.select().from(lockGateways).where(eq(lockGateways.gatewayId, gw.id))).toEqual([]);
    const [stays] = await t.db.select().from(locks).where(eq(locks.id, kitchen.id));
    expect(stays!.userId).toBe(olga.userId);
  });

  it('with its locks, they keep reaching each other on the receiver’s side', async () => {
    const gw = await makeGateway(t.db, olga.userId, { name: 'Office hub' });
    const a = await ekeyLock(t, olga, { alias: 'Office A', gatewayId: gw.id });
    const extra = await ekeyLock(t, olga, { alias: 'Office safe' });
    const r = await t.post<{ transferId: number }>(
      '/gateway/transfer',
      {
        receiverUsername: rita.email,
        gatewayIdList: JSON.stringify([gw.id]),
        lockIdList: JSON.stringify([extra.id]),
        transferType: 4,
        validationCode: await code(olga),
      },
      { token: olga.token },
    );
    const { transferId } = ok(r);
    expect((await t.outbox()).find((m) => m.recipient === rita.email)!.body).toContain(
      'wants to transfer these gateways and locks to you: Office hub, ',
    );
    const moved = ok(await act(rita, 'accept', transferId)) as { lockIdList: number[]; gatewayIdList: number[] };
    expect(moved.gatewayIdList).toEqual([gw.id]);
    expect(moved.lockIdList.sort((x, y) => x - y)).toEqual([a.id, extra.id].sort((x, y) => x - y));
    expect(await t.db.select().from(lockGateways).where(eq(lockGateways.lockId, a.id))).toEqual([
      expect.objectContaining({ gatewayId: gw.id }),
    ]);
  });
});
