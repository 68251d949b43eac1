// Fingerprint data and card numbers given to a person (issue 19, transfer types 5 and 6): the owner of a lock offers
// some of its fingerprints (only those from a desk reader carry data) or cards with their own type-9 code; the
// receiver is told, accepts, and finds them among their received credentials — a fingerprint goes onto their own
// locks from its sealed template, without enrolling again; the sender's lock keeps its own. Nobody else reads, uses
// or forgets them.
import crypto from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReceivedCredential, Transfer } from '@lockconsole/shared/transfer/transfer';
import { credentials } from '../../db/schema/credentials';
import { SERVICE_TYPE } from '@lockconsole/shared/commerce/commerce';
import { createTestApp, type TestApp } from '../../test/harness';
import { giveUnits } from '../../test/factories';
import { ok } from '../../test/answers';
import { lastCode, sendCode } from '../accounts/accounts.test-kit';
import { account, ekeyLock, type Account } from '../ekeys/ekeys.test-kit';

let t: TestApp;
let olga: Account;
let rita: Account;
let sam: Account;
let olgaLock: number;
let ritaLock: number;
const template = crypto.randomBytes(48);
const ids = { reader: 0, sensor: 0, card: 0 };

beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: 'true' } });
  olga = await account(t, 'Olga');
  rita = await account(t, 'Rita');
  sam = await account(t, 'Sam');
  olgaLock = (await ekeyLock(t, olga, { alias: 'Olga front' })).id;
  ritaLock = (await ekeyLock(t, rita, { alias: 'Rita door' })).id;
  const row = async (kind: string, number: string, name: string, more: Partial<typeof credentials.$inferInsert>) =>
    (
      await t.db
        .insert(credentials)
        .values({ lockId: olgaLock, kind, number, name, validityType: 1, startDate: new Date(0), ...more })
        .returning()
    )[0]!.id;
  ids.reader = await row('fingerprint', '21', 'Tenant thumb', {
    enrolSource: 'reader',
    sealedTemplate: t.services.sealer.seal(template),
  });
  ids.sensor = await row('fingerprint', '22', 'Sensor finger', { enrolSource: 'sensor' });
  ids.card = await row('card', '3661413478', 'Tenant card', {});
});
afterAll(async () => {
  await t?.close();
});

async function code(who: Account) {
  const r = await sendCode(t, { type: 9 }, { token: who.token, headers: { 'x-forwarded-for': '198.18.9.2' } });
  expect(r.body.errorCode, r.body.errorMsg).toBe(0);
  return lastCode(t, who.email);
}
const offer = async (from: Account, lockId: number, transferType: 5 | 6, list: number[]) =>
  t.post<{ transferId: number }>(
    '/credential/transfer',
    {
      receiverUsername: rita.email,
      lockId,
      transferType,
      credentialIdList: JSON.stringify(list),
      validationCode: await code(from),
    },
    { token: from.token },
  );
const received = async (who: Account, kind: 'fingerprint' | 'card') =>
  ok(await t.get<{ list: ReceivedCredential[] }>('/credential/listReceived', { kind }, { token: who.token })).list;

describe('giving fingerprints and cards to a person', () => {
  it('only reader fingerprints of the caller’s own lock; the receiver is told and sees what is offered', async () => {
    expect((await offer(olga, olgaLock, 5, [ids.sensor])).body.errorCode).toBe(10858);
    expect((await offer(olga, olgaLock, 6, [ids.reader])).body.errorCode).toBe(-2010);
    expect((await offer(sam, olgaLock, 5, [ids.reader])).body.errorCode).toBe(-2018);
    const { transferId } = ok(await offer(olga, olgaLock, 5, [ids.reader]));
    const mail = (await t.outbox()).find((m) => m.recipient === rita.email)!;
    expect(mail.body).toContain('Olga wants to give you these fingerprints or cards for your own locks: Tenant thumb');
    const [incoming] = ok(
      await t.get<{ list: Transfer[] }>('/transfer/list', { direction: 'in' }, { token: rita.token }),
    ).list;
    expect(incoming).toMatchObject({
      transferId,
      transferType: 5,
      locks: [],
      credentials: [{ kind: 'fingerprint', name: 'Tenant thumb', number: '21' }],
    });
    expect(await received(rita, 'fingerprint')).toEqual([]);
    expect(ok(await t.post('/transfer/accept', { transferId }, { token: rita.token }))).toBeDefined();
    expect(await received(rita, 'fingerprint')).toEqual([
      expect.objectContaining({ kind: 'fingerprint', name: 'Tenant thumb', number: '21', fromAccount: olga.email }),
    ]);
    // The sender's lock keeps its fingerprint; nobody else received anything.
    const [kept] = await t.db
      .select()
      .from(credentials)
      .where(and(eq(credentials.id, ids.reader), isNull(credentials.deletedAt)));
    expect(kept).toBeDefined();
    expect(await received(sam, 'fingerprint')).toEqual([]);
    expect(await received(olga, 'fingerprint')).toEqual([]);
  });

  it('a received fingerprint goes onto the receiver’s own locks from its template, not onto anyone else’s', async () => {
    const [fp] = await received(rita, 'fingerprint');
    const add = (who: Account, lockIds: number[], receivedId = fp!.receivedId) =>
      t.post<{ locks: { lockId: number; fingerprintId: number | null }[] }>(
        '/fingerprint/addReceived',
        { lockIdList: JSON.stringify(lockIds), receivedId, consent: 1, validityType: 1 },
        { token: who.token },
      );
    expect((await add(rita, [ritaLock], 999_999)).body.errorCode).toBe(10933);
    expect((await add(sam, [ritaLock])).body.errorCode).toBe(10933);
    expect((await add(rita, [olgaLock])).body.errorCode).toBe(-2018);
    const noConsent = await t.post(
      '/fingerprint/addReceived',
      { lockIdList: JSON.stringify([ritaLock]), receivedId: fp!.receivedId, validityType: 1 },
      { token: rita.token },
    );
    expect(noConsent.body.errorCode).toBe(-3);
    // Each lock's issuance uses one fingerprint unit of its owner, as any fingerprint from a reader does.
    const broke = ok(await add(rita, [ritaLock]));
    expect(broke.locks[0]).toMatchObject({ lockId: ritaLock, fingerprintId: null });
    await giveUnits(t.db, rita.userId, SERVICE_TYPE.fingerprint, 2);
    const r = ok(await add(rita, [ritaLock]));
    expect(r.locks).toEqual([expect.objectContaining({ lockId: ritaLock })]);
    const [onLock] = await t.db
      .select()
      .from(credentials)
      .where(and(eq(credentials.lockId, ritaLock), eq(credentials.kind, 'fingerprint')));
    expect(onLock!.name).toBe('Tenant thumb');
    expect(t.services.sealer.open(onLock!.sealedTemplate!).equals(template)).toBe(true);
  });

  it('card numbers: given, listed for the receiver’s card dialog, forgotten by the receiver only', async () => {
    const { transferId } = ok(await offer(olga, olgaLock, 6, [ids.card]));
    ok(await t.post('/transfer/accept', { transferId }, { token: rita.token }));
    const [card] = await received(rita, 'card');
    expect(card).toMatchObject({ kind: 'card', name: 'Tenant card', number: '3661413478' });
    const forget = (who: Account) =>
      t.post('/credential/deleteReceived', { receivedId: card!.receivedId }, { token: who.token });
    expect((await forget(sam)).body.errorCode).toBe(10933);
    expect((await forget(rita)).body.errorCode).toBe(0);
    expect(await received(rita, 'card')).toEqual([]);
  });

  it('a declined offer gives nothing', async () => {
    const { transferId } = ok(await offer(olga, olgaLock, 6, [ids.card]));
    ok(await t.post('/transfer/decline', { transferId }, { token: rita.token }));
    expect(await received(rita, 'card')).toEqual([]);
  });
});
