// A gateway registered to one account cannot be taken by another that merely knows its MAC (hardening #21.1): the
// activation is refused without the device's proof of possession, the owner keeps it and is told in their language;
// a device that holds its key moves (a gateway given away after a reset); the owner's own code re-activates it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ERROR } from '@lockconsole/shared/errors/codes';
import { activationProof } from '@lockconsole/shared/gateway/activate';
import { users } from '../../db/schema/accounts';
import { createTestApp, type TestApp } from '../../test/harness';
import { createUserWithSession } from '../../test/factories';

let t: TestApp;
let owner: { userId: number; token: string; email: string };
let stranger: { userId: number; token: string; email: string };
const MAC = 'AB:CD:EF:00:00:01';

type Creds = { gatewayId: number; key: string };

beforeAll(async () => {
  t = await createTestApp();
  owner = await createUserWithSession(t.db, t.services.sessions);
  stranger = await createUserWithSession(t.db, t.services.sessions);
  await t.db.update(users).set({ language: 'de' }).where(eq(users.id, owner.userId));
});
afterAll(async () => {
  await t?.close();
});

async function pairingCode(token: string) {
  const r = await t.post<{ pairingCode: string }>('/gateway/createPairingCode', {}, { token });
  return r.body.data.pairingCode;
}
const activate = (pairingCode: string, extra: Record<string, string> = {}) =>
  t.post<Creds>('/gateway/activate', { pairingCode, gatewayMac: MAC, gatewayVersion: 2, ...extra }, { unsigned: true });
const gatewaysOf = async (token: string) =>
  (await t.get<{ list: { gatewayId: number }[] }>('/gateway/list', {}, { token })).body.data.list.map(
    (g) => g.gatewayId,
  );

describe('moving a gateway between accounts', () => {
  let first: Creds;

  it('refuses a stranger who knows only the MAC; the owner keeps the gateway and is told', async () => {
    first = (await activate(await pairingCode(owner.token))).body.data;
    expect(await gatewaysOf(owner.token)).toEqual([first.gatewayId]);

    const before = (await t.outbox()).length;
    const taken = await activate(await pairingCode(stranger.token));
    expect(taken.body.errorCode).toBe(ERROR.gatewayRegisteredElsewhere.code);
    expect(taken.body.errorMsg).toMatch(/another account/);
    // A made-up proof does no better.
    const forged = await activate(await pairingCode(stranger.token), { proof: 'ab'.repeat(32) });
    expect(forged.body.errorCode).toBe(ERROR.gatewayRegisteredElsewhere.code);

    expect(await gatewaysOf(owner.token)).toEqual([first.gatewayId]);
    expect(await gatewaysOf(stranger.token)).toEqual([]);
    // The owner's credentials still work: the key was not rotated.
    const row = await t.services.deviceHub.gateways.find(first.gatewayId);
    expect(row?.signKey).toBe(first.key);
    const told = (await t.outbox()).slice(0, (await t.outbox()).length - before);
    // Once for the two refusals (no mail bomb), in the owner's language (German here), naming the gateway's MAC.
    expect(told.filter((m) => m.recipient === owner.email)).toHaveLength(1);
    expect(told.find((m) => m.recipient === owner.email)).toMatchObject({
      subject: expect.stringContaining('Jemand wollte Ihr Gateway'),
      body: expect.stringContaining(MAC),
    });
  });

  it('lets the device that holds the key move to the new account (a gateway given away)', async () => {
    const code = await pairingCode(stranger.token);
    const moved = await activate(code, { proof: activationProof(first.key, code, MAC) });
    expect(moved.body.errorCode, moved.body.errorMsg).toBe(0);
    expect(await gatewaysOf(stranger.token)).toEqual([moved.body.data.gatewayId]);
    expect(await gatewaysOf(owner.token)).toEqual([]);
    first = moved.body.data;
  });

  it('lets the owner re-activate their own gateway with their own code, without a proof (a reset)', async () => {
    const again = await activate(await pairingCode(stranger.token));
    expect(again.body.errorCode, again.body.errorMsg).toBe(0);
    expect(again.body.data.key).not.toBe(first.key);
    expect(await gatewaysOf(stranger.token)).toEqual([again.body.data.gatewayId]);
  });
});
