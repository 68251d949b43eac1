// Fingerprint, face and palm vein endpoints without a device stack: what is refused before the lock is asked (no
// consent, the time rules, an authorized admin beyond their own key, a photo too large or not a face), an enrolment
// that cannot be sent (no gateway) ending add failed with the cause in the caller's language, and what a credential
// the lock never enrolled allows: its period is just stored, delete is immediate, a face from a photo cannot be sent
// again (the photo is not kept).
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FaceItem, FingerprintItem } from '@lockconsole/shared/biometric/biometric';
import { createTestApp, type TestApp } from '../../test/harness';
import { createUserWithSession, giveUnits } from '../../test/factories';
import { SERVICE_TYPE } from '@lockconsole/shared/commerce/commerce';
import { addKey } from '../lock-users/lock-users.test-kit';
import { makePasscodeLock } from '../passcodes/passcodes.test-kit';

const DAY = 86_400_000;
const NOW = Date.parse('2026-07-01T10:00:00Z');
type User = { userId: number; token: string };
type Answer<T> = { status: number; body: { errorCode: number; errorMsg: string; data: T } };
type Fields = { errors: { field: string; message: string }[] };

const photo = (name: string) =>
  fs.readFileSync(path.join(import.meta.dirname, '../faces/fixtures', `${name}.png`)).toString('base64');

let t: TestApp;
let owner: User;
let admin: User;

beforeAll(async () => {
  t = await createTestApp({ start: new Date(NOW) });
  owner = await createUserWithSession(t.db, t.services.sessions, { nickname: 'Olga' });
  admin = await createUserWithSession(t.db, t.services.sessions, { nickname: 'Adam' });
  await giveUnits(t.db, owner.userId, SERVICE_TYPE.faceIdentify, 2);
});
afterAll(async () => {
  await t?.close();
});

const ok = <T>(r: Answer<T>) => {
  expect(r.body.errorCode, r.body.errorMsg).toBe(0);
  return r.body.data;
};
const fieldsOf = (r: Answer<unknown>) => {
  expect(r.body.errorCode).toBe(-3);
  return (r.body.data as Fields).errors.map((e) => [e.field, e.message]);
};

async function newLock() {
  const l = await makePasscodeLock(t.db, owner.userId);
  await addKey(t.db, l.id, admin.userId, {
    keyRight: 1,
    validityType: 2,
    startDate: NOW - DAY,
    endDate: NOW + 7 * DAY,
  });
  const post = <T = FingerprintItem>(p: string, q: Record<string, string | number>, who: User = owner, lang = 'en') =>
    t.post<T>(p, { lockId: l.id, ...q }, { token: who.token, lang });
  const total = async (kind: string) =>
    ok(await t.get<{ total: number }>(`/${kind}/list`, { lockId: l.id }, { token: owner.token })).total;
  return { ...l, post, total };
}

describe('fingerprints, faces and palm veins', () => {
  it('refuses without consent, against the time rules, or beyond an authorized admin’s key; nothing is stored', async () => {
    const l = await newLock();
    expect(fieldsOf(await l.post('/fingerprint/enroll', { validityType: 1 }))).toEqual([
      ['consent', 'Confirm that the person agreed to give their biometric data'],
    ]);
    expect(fieldsOf(await l.post('/palmVein/enroll', { consent: 0, validityType: 1 }))[0]![0]).toBe('consent');
    expect(fieldsOf(await l.post('/fingerprint/enroll', { consent: 1, validityType: 2 }))).toEqual([
      ['endDate', 'Choose an end time'],
    ]);
    expect((await l.post('/fingerprint/enroll', { consent: 1, validityType: 1 }, admin)).body.errorCode).toBe(-3039);
    expect(await l.total('fingerprint')).toBe(0);
    expect(await l.total('palmVein')).toBe(0);
  });

  it('no gateway: the enrolment ends add failed with its cause; the period is just stored; delete (never sent) is immediate', async () => {
    const l = await newLock();
    const f = ok(
      await l.post('/fingerprint/enroll', { fingerprintName: 'Ann', consent: 1, validityType: 1 }, owner, 'de'),
    );
    expect(f).toMatchObject({
      status: 5,
      failureCode: -2012,
      fingerprintNumber: '',
      canResync: true,
      source: 'sensor',
    });
    expect(f.failureReason).toMatch(/Gateway/);
    expect(f).toMatchObject({ consentBy: 'Olga', consentAt: NOW });
    const changed = ok(
      await l.post('/fingerprint/changePeriod', {
        fingerprintId: f.fingerprintId,
        validityType: 2,
        endDate: NOW + DAY,
      }),
    );
    // Not on the lock: nothing to send, the next enrolment takes the new period.
    expect(changed).toMatchObject({ status: 5, endDate: NOW + DAY, validityType: 2 });
    // Resync tries the enrolment again (still no gateway).
    expect(ok(await l.post('/fingerprint/resync', { fingerprintId: f.fingerprintId })).status).toBe(5);
    const gone = ok(await l.post('/fingerprint/delete', { fingerprintId: f.fingerprintId }));
    expect(gone.fingerprintId).toBe(f.fingerprintId);
    expect(await l.total('fingerprint')).toBe(0);
    expect((await l.post('/fingerprint/delete', { fingerprintId: f.fingerprintId })).body.errorCode).toBe(-1023);
  });

  it('a face photo is checked before anything else: refused with its reason, or accepted (and not kept)', async () => {
    const l = await newLock();
    const cat = await l.post('/face/add', { consent: 1, validityType: 1, photo: photo('chelsea') });
    expect(cat.body).toMatchObject({
      errorCode: 10855,
      errorMsg: 'This photo cannot be used: No face was found in the photo.',
    });
    const junk = await l.post('/face/add', {
      consent: 1,
      validityType: 1,
      photo: Buffer.from('not an image').toString('base64'),
    });
    expect(junk.body.errorMsg).toBe('This photo cannot be used: The photo must be a JPG, PNG or BMP image.');
    // Over the size limit: refused by the schema (the page compresses large photos first).
    const huge = 'A'.repeat(2_800_000);
    expect(fieldsOf(await l.post('/face/add', { consent: 1, validityType: 1, photo: huge }))).toEqual([
      ['photo', 'The photo must be smaller than 2 MB'],
    ]);
    // A body beyond the route's limit never reaches the schema: 413 in the envelope.
    const hugeBody = await l.post('/face/add', { consent: 1, validityType: 1, photo: 'A'.repeat(4_000_000) });
    expect(hugeBody.status).toBe(413);
    expect(hugeBody.body.errorCode).toBe(-3);
    expect(await l.total('face')).toBe(0);

    const f = ok(
      await l.post<FaceItem>('/face/add', {
        faceName: 'Eileen',
        consent: 1,
        validityType: 1,
        photo: photo('astronaut'),
      }),
    );
    // No gateway: add failed, and it cannot be sent again without the photo.
    expect(f).toMatchObject({ status: 5, source: 'photo', canResync: false, faceName: 'Eileen' });
    // So its face-recognition unit came back: a use and its return in the records, the balance whole.
    const records = ok(
      await t.get<{ list: { count: number; balance: number; description: string }[] }>(
        '/service/listRecord',
        { serviceType: SERVICE_TYPE.faceIdentify, kind: 2 },
        { token: owner.token },
      ),
    ).list;
    expect(records.map((r) => [r.count, r.balance, r.description])).toEqual([
      [1, 2, expect.stringMatching(/^Returned: not done on /)],
      [-1, 1, expect.stringMatching(/^Face added on /)],
    ]);
    expect((await l.post('/face/resync', { faceId: f.faceId })).body).toMatchObject({
      errorCode: 10857,
      errorMsg:
        'The photo is not kept after it is sent, so it cannot be sent again. Delete this face and add the photo again',
    });

    const check = await t.post<{ ok: boolean; problem: string | null; message: string | null }>(
      '/face/checkPhoto',
      { photo: photo('astronaut') },
      { token: owner.token },
    );
    expect(ok(check)).toEqual({ ok: true, problem: null, message: null });
  });
  it("an authorized admin's face uses the lock owner's unit; with none left the admin is told to ask the owner", async () => {
    const owner2 = await createUserWithSession(t.db, t.services.sessions, { nickname: 'Nina' });
    const l = await makePasscodeLock(t.db, owner2.userId);
    await addKey(t.db, l.id, admin.userId, {
      keyRight: 1,
      validityType: 2,
      startDate: NOW - DAY,
      endDate: NOW + 7 * DAY,
    });
    const add = () =>
      t.post<FaceItem>(
        '/face/add',
        { lockId: l.id, consent: 1, validityType: 2, startDate: NOW, endDate: NOW + DAY, photo: photo('astronaut') },
        { token: admin.token },
      );
    const refused = await add();
    expect(refused.body.errorCode).toBe(10896);
    expect(refused.body.errorMsg).toMatch(/Ask the owner/);
    expect(ok(await t.get<{ total: number }>('/face/list', { lockId: l.id }, { token: owner2.token })).total).toBe(0);
    // Once the owner has units, the admin's face uses one of theirs (and none of the admin's own).
    await giveUnits(t.db, owner2.userId, SERVICE_TYPE.faceIdentify, 1);
    expect(ok(await add())).toMatchObject({ faceName: '' });
    const uses = ok(
      await t.get<{ list: { count: number }[] }>('/service/listRecord', { kind: 2 }, { token: owner2.token }),
    );
    expect(uses.list.map((u) => u.count)).toEqual([1, -1]);
  });
});
