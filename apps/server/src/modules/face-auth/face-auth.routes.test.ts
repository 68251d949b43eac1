// Face verification of key holders (issue 15): only the owner turns it on; a key holder is then refused a remote
// unlock until they show their face; the first face is kept (sealed) and later ones must match it; daily turns at the
// lock's midnight; each verification uses one face unit of the owner, and an empty balance refuses it; a manager
// resets a person's face; owners and admins are never asked; the frequency reads back through /user/getFaceAuthInfo.
import fs from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_TYPE } from '@lockconsole/shared/commerce/commerce';
import type { FaceAuthState } from '@lockconsole/shared/biometric/face-auth';
import { faceReferences } from '../../db/schema/face-auth';
import { serviceBalances } from '../../db/schema/commerce';
import { createTestApp, type TestApp } from '../../test/harness';
import { ok } from '../../test/answers';
import { createUserWithSession, giveUnits } from '../../test/factories';
import { giveKey, makeLock } from '../locks/locks.test-kit';

const fixture = (name: string) => fs.readFileSync(path.join(import.meta.dirname, '../faces/fixtures', `${name}.png`));
const b64 = (b: Buffer) => b.toString('base64');

let t: TestApp;
type User = { userId: number; token: string };
let owner: User;
let admin: User;
let holder: User;
let lockId: number;

beforeAll(async () => {
  // 2026-07-01 10:00 UTC; the lock runs at UTC+2.
  t = await createTestApp({ start: new Date('2026-07-01T10:00:00Z') });
  owner = await createUserWithSession(t.db, t.services.sessions);
  admin = await createUserWithSession(t.db, t.services.sessions);
  holder = await createUserWithSession(t.db, t.services.sessions);
  const lock = await makeLock(t.db, owner.userId);
  lockId = lock.id;
  await t.db.execute(
    (await import('drizzle-orm')).sql`update locks set timezone_raw_offset = ${2 * 3_600_000} where id = ${lockId}`,
  );
  await giveKey(t.db, lockId, admin.userId, { keyRight: 1 });
  await giveKey(t.db, lockId, holder.userId);
  await giveUnits(t.db, owner.userId, SERVICE_TYPE.faceIdentify, 3);
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const post = <T>(p: string, body: Record<string, string | number>, who: User) =>
  t.post<T>(p, body, { token: who.token });
const state = async (who: User) => ok(await t.get<FaceAuthState>('/lock/faceAuth', { lockId }, { token: who.token }));
const unlockCode = async (who: User) => (await post('/lock/unlock', { lockId }, who)).body.errorCode;
const verify = (photo: Buffer, who = holder) =>
  post<{ enrolled: boolean; similarity: number; validUntil: number }>(
    '/key/verifyFace',
    { lockId, photo: b64(photo) },
    who,
  );
const units = async () =>
  (
    await t.db
      .select({ b: serviceBalances.balance })
      .from(serviceBalances)
      .where(and(eq(serviceBalances.userId, owner.userId), eq(serviceBalances.serviceType, SERVICE_TYPE.faceIdentify)))
  )[0]!.b;

describe('face verification', () => {
  it('is turned on by the owner alone; then a key holder must show their face before a remote unlock', async () => {
    expect((await post('/key/verifyFace', { lockId, photo: b64(fixture('astronaut')) }, holder)).body.errorCode).toBe(
      10925,
    );
    for (const who of [admin, holder])
      expect((await post('/lock/updateFaceAuth', { lockId, faceAuth: 1, frequency: 2 }, who)).body.errorCode).toBe(
        -2018,
      );
    const on = ok(await post<FaceAuthState>('/lock/updateFaceAuth', { lockId, faceAuth: 1, frequency: 2 }, owner));
    expect(on).toMatchObject({ faceAuth: 1, frequency: 2, verificationNeeded: false, balance: 3 });

    expect(await state(holder)).toMatchObject({ verificationNeeded: true, lastVerifiedAt: null, balance: null });
    // The owner and an admin are never asked: no unit of the owner's is spent on them.
    for (const who of [owner, admin]) expect((await verify(fixture('astronaut'), who)).body.errorCode).toBe(10926);
    expect(await unlockCode(holder)).toBe(10923);
    // Owner and admin manage the lock: never asked (their unlock goes on to the gateway, which this lock has not).
    for (const who of [owner, admin]) expect(await unlockCode(who)).not.toBe(10923);
    const info = ok(await t.get<{ frequency: number }>('/user/getFaceAuthInfo', { lockId }, { token: holder.token }));
    expect(info.frequency).toBe(2);
    const stranger = await createUserWithSession(t.db, t.services.sessions);
    expect((await t.get('/user/getFaceAuthInfo', { lockId }, { token: stranger.token })).body.errorCode).toBe(-2018);
  });

  it('keeps the first face sealed, opens for the day on the lock’s clock, and asks again the next day', async () => {
    const refused = await verify(await sharp(fixture('coffee')).png().toBuffer());
    expect(refused.body.errorCode).toBe(10855);
    expect(await units()).toBe(3);

    const first = ok(await verify(fixture('astronaut')));
    expect(first.enrolled).toBe(true);
    // The lock's day (UTC+2) ends at 2026-07-01 22:00 UTC.
    expect(first.validUntil).toBe(Date.parse('2026-07-01T22:00:00Z'));
    expect(await units()).toBe(2);
    const [kept] = await t.db.select().from(faceReferences).where(eq(faceReferences.lockId, lockId));
    expect(kept!.descriptor).toMatch(/^v1\./);
    expect(kept!.descriptor).not.toMatch(/\d\.\d{3}/);
    expect(await state(holder)).toMatchObject({ verificationNeeded: false });
    expect(await unlockCode(holder)).not.toBe(10923);
    // Verified for today: another verification is refused and spends nothing.
    expect((await verify(fixture('astronaut'))).body.errorCode).toBe(10926);
    expect(await units()).toBe(2);
    // An unlock link never opens a lock that asks for faces (whoever holds the link was not the face shown).
    const [access] = await t.services.permissions.require(holder.userId, [lockId], 'view');
    await expect(t.services.faceAuth.requireVerified(access!, holder.userId, { viaLink: true })).rejects.toMatchObject({
      errorName: 'faceAuthNoLink',
    });

    t.clock.advance(12 * 3_600_000); // 22:00 UTC: midnight at the lock
    expect(await unlockCode(holder)).toBe(10923);
    const again = ok(await verify(await sharp(fixture('astronaut')).resize(400).jpeg({ quality: 80 }).toBuffer()));
    expect(again.enrolled).toBe(false);
    expect(again.similarity).toBeGreaterThanOrEqual(0.55);
    expect(await units()).toBe(1);
    expect(await unlockCode(holder)).not.toBe(10923);
  });

  it('refuses another face (the unit is used), then an empty balance; a manager’s reset takes a new face', async () => {
    // The kept face becomes someone else's: a descriptor far from the photo's (its numbers reversed).
    const [kept] = await t.db.select().from(faceReferences).where(eq(faceReferences.lockId, lockId));
    const numbers = JSON.parse(t.services.sealer.open(kept!.descriptor).toString('utf8')) as number[];
    const other = t.services.sealer.seal(Buffer.from(JSON.stringify([...numbers].reverse())));
    await t.db.update(faceReferences).set({ descriptor: other }).where(eq(faceReferences.lockId, lockId));
    t.clock.advance(24 * 3_600_000);

    const mismatch = await t.post(
      '/key/verifyFace',
      { lockId, photo: b64(fixture('astronaut')) },
      { token: holder.token, lang: 'de' },
    );
    expect(mismatch.body.errorCode).toBe(10924);
    expect(mismatch.body.errorMsg).not.toMatch(/^errors\./);
    expect(await units()).toBe(0);
    expect(await unlockCode(holder)).toBe(10923);
    expect((await verify(fixture('astronaut'))).body.errorCode).toBe(10896);

    expect((await post('/key/resetFaceAuth', { lockId, uid: holder.userId }, holder)).body.errorCode).toBe(-2018);
    ok(await post('/key/resetFaceAuth', { lockId, uid: holder.userId }, admin));
    await giveUnits(t.db, owner.userId, SERVICE_TYPE.faceIdentify, 1);
    expect(ok(await verify(fixture('astronaut'))).enrolled).toBe(true);
    expect(await unlockCode(holder)).not.toBe(10923);

    ok(await post('/lock/updateFaceAuth', { lockId, faceAuth: 2 }, owner));
    t.clock.advance(24 * 3_600_000);
    expect(await unlockCode(holder)).not.toBe(10923);
  });
});
