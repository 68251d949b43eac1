// Unlock links without devices (manual clock): who may get one, what the public page learns, and every refusal —
// expired, forged, frozen, replaced, outside the cycle window, rate limits per token and per IP. A valid link
// reaches the remote unlock service (here it answers "no gateway near the lock"; the device test opens a lock).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { lockLocalTime } from '../permissions/lock-role';
import { account, ekeyLock, keyRow, sendKey, type Account } from './ekeys.test-kit';
import { LINK_LIMIT_PER_IP, LINK_LIMIT_PER_TOKEN, LINK_TTL_MS } from './unlock-link.service';

const H = 3_600_000;
const DAY = 24 * H;

let t: TestApp;
let owner: Account;
let now: number;

beforeAll(async () => {
  // Behind a proxy, so each test request can come from its own client address.
  t = await createTestApp({ start: new Date('2026-07-01T10:00:00Z'), env: { TRUST_PROXY: 'true' } });
  owner = await account(t, 'Olivia');
  now = t.clock.now().getTime();
});
afterAll(async () => {
  await t?.close();
});

const tokenOf = (link: string) => new URL(link, 'http://x').pathname.replace('/unlock/', '');
const getLink = async (by: Account, keyId: number) => {
  const r = await t.post<{ link: string; expiresAt: number }>('/key/getUnlockLink', { keyId }, { token: by.token });
  expect(r.body.errorCode, r.body.errorMsg).toBe(0);
  return { token: tokenOf(r.body.data.link), ...r.body.data };
};
const info = (token: string) =>
  t.get<{ lockAlias: string; keyName: string; expiresAt: number; usable: number }>('/key/unlockLinkInfo', { token });
let ipSeq = 0;
const unlock = (token: string, ip = `10.0.0.${++ipSeq % 250}`) =>
  t.post('/key/unlockByLink', { token }, { headers: { 'x-forwarded-for': ip } });

describe('unlock links', () => {
  it('a holder’s link lasts 24 h or until the key ends; it passes the permission and reaches the gateway path', async () => {
    const lock = await ekeyLock(t, owner, { alias: 'Gate' });
    const h = await account(t);
    const keyId = await sendKey(t, owner, lock.id, h.email, {
      keyName: 'Visitor',
      validityType: 2,
      endDate: now + 5 * H,
      remoteEnable: 1,
    });
    const l = await getLink(h, keyId);
    expect(l.link).toBe(`/unlock/${l.token}`);
    expect(l.expiresAt).toBe(now + 5 * H);
    const i = await info(l.token);
    expect(i.body.data).toEqual({ lockAlias: 'Gate', keyName: 'Visitor', expiresAt: now + 5 * H, usable: 1 });
    // No gateway hears this lock: the remote unlock service answers, so the link itself was accepted.
    expect((await unlock(l.token)).body.errorCode).toBe(-2012);
    // A permanent key's link lasts 24 h; the owner may get links for keys of the lock.
    const p = await account(t);
    const pk = await sendKey(t, owner, lock.id, p.email, { remoteEnable: 1 });
    expect((await getLink(owner, pk)).expiresAt).toBe(now + LINK_TTL_MS);
    t.clock.advance(LINK_TTL_MS + 1);
    try {
      const late = await getLink(owner, pk);
      expect((await info(late.token)).body.errorCode).toBe(0);
      expect((await info(l.token)).body.errorCode).toBe(10902); // expired
      expect((await unlock(l.token)).body.errorCode).toBe(10902);
    } finally {
      t.clock.advance(-LINK_TTL_MS - 1);
    }
  });

  it('refuses forged tokens, frozen and replaced keys, and keys without remote permission', async () => {
    const lock = await ekeyLock(t, owner);
    const h = await account(t);
    const keyId = await sendKey(t, owner, lock.id, h.email, { remoteEnable: 1 });
    const { token } = await getLink(h, keyId);
    const [id, exp, sig] = token.split('.');
    const forged = [
      `${id}.${Number(exp) + 1000}.${sig}`,
      `${Number(id) + 1}.${exp}.${sig}`,
      `${id}.${exp}.${'A'.repeat(43)}`,
      'nonsense',
    ];
    for (const f of forged) expect((await unlock(f)).body.errorCode, f).toBe(10902);

    await t.post('/key/freeze', { keyId }, { token: owner.token });
    expect((await info(token)).body.data).toMatchObject({ usable: 0 });
    expect((await unlock(token)).body.errorCode).toBe(-3046);
    await t.post('/key/unfreeze', { keyId }, { token: owner.token });
    expect((await info(token)).body.data).toMatchObject({ usable: 1 });

    // Sending again replaces the key: the old key's links die.
    await sendKey(t, owner, lock.id, h.email, { remoteEnable: 1 });
    expect((await info(token)).body.errorCode).toBe(10902);

    // A key without remote permission gets no link.
    const n = await account(t);
    const nk = await sendKey(t, owner, lock.id, n.email, { remoteEnable: 2 });
    expect((await t.post('/key/getUnlockLink', { keyId: nk }, { token: n.token })).body.errorCode).toBe(-3046);
  });

  it('a cycle key’s link opens only inside its window; a deleted key’s link is dead', async () => {
    const lock = await ekeyLock(t, owner);
    const h = await account(t);
    const { cycleDay, minute } = lockLocalTime(now, 0);
    const keyId = await sendKey(t, owner, lock.id, h.email, {
      validityType: 4,
      endDate: now + 7 * DAY,
      cycleDays: JSON.stringify([cycleDay]),
      cycleStartMinute: minute,
      cycleEndMinute: minute + 60,
      remoteEnable: 1,
    });
    const { token } = await getLink(h, keyId);
    expect((await info(token)).body.data.usable).toBe(1);
    t.clock.advance(2 * H);
    try {
      expect((await info(token)).body.data.usable).toBe(0);
      expect((await unlock(token)).body.errorCode).toBe(-3046);
    } finally {
      t.clock.advance(-2 * H);
    }
    await t.post('/key/delete', { keyId }, { token: owner.token });
    expect((await keyRow(t, keyId)).linkSecret).toBeNull();
    expect((await unlock(token)).body.errorCode).toBe(10902);
  });

  it('rate-limits per token and per IP (10029), counting refused tokens too', async () => {
    const lock = await ekeyLock(t, owner);
    const h = await account(t);
    const keyId = await sendKey(t, owner, lock.id, h.email, { remoteEnable: 1 });
    const { token } = await getLink(h, keyId);
    for (let i = 0; i < LINK_LIMIT_PER_TOKEN; i++) expect((await unlock(token)).body.errorCode).toBe(-2012);
    expect((await unlock(token)).body.errorCode).toBe(10029);
    // Another link of the same key is another token.
    t.clock.advance(1000);
    const other = await getLink(h, keyId);
    expect((await unlock(other.token)).body.errorCode).toBe(-2012);
    // One IP guessing tokens is stopped after LINK_LIMIT_PER_IP attempts.
    const ip = '192.0.2.77';
    for (let i = 0; i < LINK_LIMIT_PER_IP; i++) expect((await unlock(`${i}.1.x`, ip)).body.errorCode).toBe(10902);
    expect((await unlock(other.token, ip)).body.errorCode).toBe(10029);
    // The window passes.
    t.clock.advance(11 * 60_000);
    expect((await unlock(token)).body.errorCode).toBe(-2012);
  });
});
