// Fingerprints, palm veins and faces (issue 15) against the simulated gateway and lock, over each broker: enrolment at
// the lock's sensor answers adding at once, each press comes to the page live (a poor press does not count), the
// credential turns normal with the number the lock gave it and then opens the lock with a named record; a cancelled
// enrolment ends add failed with its cause and resync enrols again; a face from a photo is checked for real (one
// accepted, one refused with its reason, nothing sent) and reaches the lock; delete and clear reach the lock too.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FaceItem, FingerprintItem, PalmVeinItem } from '@lockconsole/shared/biometric/biometric';
import type { LockRecord } from '@lockconsole/shared/lock-record/list';
import { eq } from 'drizzle-orm';
import { SimGateway } from '@lockconsole/simulator/sim-gateway';
import { credentials } from '../../db/schema/credentials';
import { operations } from '../../db/schema/devices';
import { SimLock } from '@lockconsole/simulator/sim-lock';
import { BROKERS } from '../../test/devices/brokers';
import { giveUnits } from '../../test/factories';
import { SERVICE_TYPE } from '@lockconsole/shared/commerce/commerce';
import { eventually, startDeviceStack, type DeviceStack, type Envelope } from '../../test/devices/device-stack';

const PENDING = [4, 6, 8];
const fixture = (name: string) =>
  fs.readFileSync(path.join(import.meta.dirname, '../faces/fixtures', `${name}.png`)).toString('base64');
let macSeq = 0;

describe.each(BROKERS)('fingerprints, palm veins and faces over the %s broker', (broker) => {
  let s: DeviceStack;
  let owner: { userId: number; token: string };
  let lockId: number;
  let lockB: number;
  const n = ++macSeq;
  const gw = new SimGateway({ mac: `AA:15:00:00:00:0${n}`, version: 2, scanMs: 300 });
  const sim = new SimLock({ mac: `C1:50:00:00:00:0${n}` });
  const simB = new SimLock({ mac: `C1:51:00:00:00:0${n}` });
  const progress: { operationId: number; done: number; total: number; hint: string | null }[] = [];

  beforeAll(async () => {
    s = await startDeviceStack({ broker });
    owner = await s.user();
    // Paid units (commerce/meter.ts): one face, two fingerprint issuances.
    await giveUnits(s.db, owner.userId, SERVICE_TYPE.faceIdentify, 1);
    await giveUnits(s.db, owner.userId, SERVICE_TYPE.fingerprint, 2);
    gw.addLock(sim, -60);
    gw.addLock(simB, -64);
    await s.pairGateway(owner.token, gw);
    lockId = await s.addLock(owner.token, sim.mac, { lockAlias: 'Studio' });
    lockB = await s.addLock(owner.token, simB.mac, { lockAlias: 'Office' });
    s.services.bus.subscribe((e) => e.type === 'progress' && progress.push(e.data as never));
  });
  afterAll(async () => {
    sim.close();
    simB.close();
    await s?.close();
  });

  const call = <T>(method: 'GET' | 'POST', p: string, q: Record<string, string | number>) =>
    s.call<T>(method, p, q, owner.token);
  const balance = async (serviceType: number) =>
    ok(await call<{ list: { serviceType: number; balance: number }[] }>('GET', '/service/getBalance', {})).list.find(
      (b) => b.serviceType === serviceType,
    )!.balance;
  const ok = <T>(r: Envelope<T>) => {
    expect(r.errorCode, r.errorMsg).toBe(0);
    return r.data;
  };
  const settled = <T extends { status: number }>(kind: string, idKey: string, id: number, on = lockId) =>
    eventually(
      async () => {
        const l = ok(await call<{ list: T[] }>('GET', `/${kind}/list`, { lockId: on, pageSize: 200 })).list;
        const item = l.find((x) => (x as Record<string, unknown>)[idKey] === id);
        return !item ? { gone: true as const } : !PENDING.includes(item.status) && { gone: false as const, item };
      },
      20_000,
      'lock answer',
    ).then((r) => (r.gone ? undefined : r.item));
  const recordsOf = (recordType: number, number: string) =>
    eventually(
      async () => {
        const q = { lockId, recordType, searchStr: number };
        const r = ok(await call<{ list: LockRecord[] }>('GET', '/lockRecord/list', q)).list;
        return r.length > 0 && r;
      },
      15_000,
      'record uploaded',
    );
  const stepsOf = (operationId: number) => progress.filter((p) => p.operationId === operationId);

  it('a fingerprint enrolled at the lock: each press live, then it opens the lock with a named record', async () => {
    // Without the person's consent nothing is asked of the lock.
    const refused = await call('POST', '/fingerprint/enroll', { lockId, fingerprintName: 'Ann', validityType: 1 });
    expect(refused.errorCode).toBe(-3);
    expect(sim.enrolment).toBeUndefined();

    const f = ok(
      await call<FingerprintItem>('POST', '/fingerprint/enroll', {
        lockId,
        fingerprintName: 'Ann',
        consent: 1,
        validityType: 1,
      }),
    );
    expect(f).toMatchObject({ status: 4, fingerprintNumber: '', source: 'sensor', consentBy: expect.any(String) });
    const op = f.operationId!;
    await eventually(async () => sim.enrolment?.kind === 'fingerprint', 10_000, 'lock enrolling');
    await eventually(async () => stepsOf(op).length >= 1, 10_000, 'first step');
    expect(stepsOf(op)[0]).toMatchObject({ done: 0, total: 4 });
    expect(sim.pressFinger()).toBe(true);
    expect(sim.pressFinger({ poor: true })).toBe(false);
    for (let i = 0; i < 3; i++) expect(sim.pressFinger()).toBe(true);
    const done = await settled<FingerprintItem>('fingerprint', 'fingerprintId', f.fingerprintId);
    expect(done).toMatchObject({ status: 1, fingerprintName: 'Ann', failureCode: null });
    expect(done!.fingerprintNumber).toMatch(/^\d+$/);
    await eventually(async () => stepsOf(op).some((p) => p.done === 4), 10_000, 'last step');
    expect(stepsOf(op).map((p) => [p.done, p.hint])).toContainEqual([1, 'poor']);

    expect(sim.pressFinger({ number: done!.fingerprintNumber })).toBe(true);
    const [rec] = await recordsOf(8, done!.fingerprintNumber);
    expect(rec).toMatchObject({ success: 1, credentialName: 'Ann' });

    // Deleted: the lock forgets it, the finger is refused.
    ok(await call('POST', '/fingerprint/delete', { lockId, fingerprintId: f.fingerprintId }));
    expect(await settled('fingerprint', 'fingerprintId', f.fingerprintId)).toBeUndefined();
    expect(sim.pressFinger({ number: done!.fingerprintNumber })).toBe(false);
  });

  it('a cancelled enrolment ends add failed with its cause; resync enrols again (a palm vein)', async () => {
    const p = ok(
      await call<PalmVeinItem>('POST', '/palmVein/enroll', {
        lockId,
        palmVeinName: 'Ben',
        consent: 1,
        validityType: 1,
      }),
    );
    await eventually(async () => sim.enrolment?.kind === 'palmVein', 10_000, 'lock enrolling');
    expect(sim.cancelEnrolment()).toBe(true);
    const failed = await settled<PalmVeinItem>('palmVein', 'palmVeinId', p.palmVeinId);
    expect(failed).toMatchObject({ status: 5, canResync: true });
    expect(failed!.failureReason).toBeTruthy();

    const again = ok(await call<PalmVeinItem>('POST', '/palmVein/resync', { lockId, palmVeinId: p.palmVeinId }));
    expect(again.status).toBe(4);
    await eventually(async () => sim.enrolment?.kind === 'palmVein', 10_000, 'lock enrolling again');
    for (let i = 0; i < 3; i++) expect(sim.showPalm()).toBe(true);
    const done = await settled<PalmVeinItem>('palmVein', 'palmVeinId', p.palmVeinId);
    expect(done).toMatchObject({ status: 1, palmVeinName: 'Ben' });
    expect(sim.showPalm({ number: done!.palmVeinNumber })).toBe(true);
    const [rec] = await recordsOf(-6, done!.palmVeinNumber);
    expect(rec).toMatchObject({ recordType: 84, credentialName: 'Ben' });

    const cleared = ok(await call<{ count: number }>('POST', '/palmVein/clear', { lockId }));
    expect(cleared.count).toBe(1);
    expect(await settled('palmVein', 'palmVeinId', p.palmVeinId)).toBeUndefined();
    expect(sim.credentials.kinds.palmVein.numbers.size).toBe(0);
  });

  it('a face from a photo: checked for real, refused with its reason, or sent to the lock', async () => {
    const coffee = await call('POST', '/face/add', {
      lockId,
      faceName: 'Mug',
      consent: 1,
      validityType: 1,
      photo: fixture('coffee'),
    });
    expect(coffee).toMatchObject({
      errorCode: 10855,
      errorMsg: 'This photo cannot be used: No face was found in the photo.',
    });
    expect(ok(await call<{ total: number }>('GET', '/face/list', { lockId })).total).toBe(0);
    const check = ok(
      await call<{ ok: boolean; problem: string }>('POST', '/face/checkPhoto', { photo: fixture('camera') }),
    );
    expect(check).toMatchObject({ ok: false, problem: 'notColour' });

    const f = ok(
      await call<FaceItem>('POST', '/face/add', {
        lockId,
        faceName: 'Eileen',
        consent: 1,
        validityType: 1,
        photo: `data:image/png;base64,${fixture('astronaut')}`,
      }),
    );
    expect(f).toMatchObject({ source: 'photo' });
    // The refused photos used nothing; the face sent used the one face-recognition unit.
    expect(await balance(SERVICE_TYPE.faceIdentify)).toBe(0);
    const done = await settled<FaceItem>('face', 'faceId', f.faceId);
    expect(done).toMatchObject({ status: 1, faceName: 'Eileen' });
    // The photo went to the lock and is not kept: not even in the operation that carried it (scrubbed as the
    // operation ends, just after the row turned normal).
    const op = await eventually(
      async () => {
        const [o] = await s.db.select().from(operations).where(eq(operations.id, f.operationId!));
        return o && !('photo' in (o.args as object)) && o;
      },
      10_000,
      'photo scrubbed',
    );
    expect(op.args).toMatchObject({ kind: 'face', credentialId: f.faceId });
    expect(sim.showFace({ number: done!.faceNumber })).toBe(true);
    const [rec] = await recordsOf(-5, done!.faceNumber);
    expect(rec).toMatchObject({ recordType: 67, credentialName: 'Eileen' });
  });

  it('a fingerprint from a desk reader to two locks at once, then copied to another without the finger', async () => {
    // The simulated readers' template format (docs/fingerprint-reader.md): "SFT1" and the finger's signature.
    const template = Buffer.concat([Buffer.from('SFT1'), Buffer.alloc(33, 7)]).toString('base64');
    const added = ok(
      await call<{
        locks: { lockId: number; fingerprintId: number | null; status: number | null; errorMsg: string | null }[];
      }>('POST', '/fingerprint/add', {
        lockIdList: JSON.stringify([lockId]),
        fingerprintName: 'Cleo',
        consent: 1,
        template,
        validityType: 1,
      }),
    );
    expect(added.locks.map((l) => [l.lockId, l.errorMsg])).toEqual([[lockId, null]]);
    const a = await settled<FingerprintItem>('fingerprint', 'fingerprintId', added.locks[0]!.fingerprintId!);
    expect(a).toMatchObject({ status: 1, source: 'reader', copyable: true, fingerprintName: 'Cleo' });
    // Kept sealed, never as sent.
    const [row] = await s.db.select().from(credentials).where(eq(credentials.id, a!.fingerprintId));
    expect(row!.sealedTemplate).toMatch(/^v1\./);
    expect(row!.sealedTemplate).not.toContain(template.slice(0, 12));

    const copied = ok(
      await call<{ locks: { lockId: number; fingerprintId: number | null }[] }>('POST', '/fingerprint/copy', {
        lockId,
        fingerprintId: a!.fingerprintId,
        lockIdList: JSON.stringify([lockB]),
      }),
    );
    const b = await settled<FingerprintItem>('fingerprint', 'fingerprintId', copied.locks[0]!.fingerprintId!, lockB);
    expect(b).toMatchObject({ status: 1, fingerprintName: 'Cleo', source: 'reader' });
    expect(simB.pressFinger({ number: b!.fingerprintNumber })).toBe(true);
    // Issuance counts once per lock: the two units are used; a third lock's line is refused, the others unaffected.
    expect(await balance(SERVICE_TYPE.fingerprint)).toBe(0);
    const third = ok(
      await call<{ locks: { lockId: number; fingerprintId: number | null; errorMsg: string | null }[] }>(
        'POST',
        '/fingerprint/copy',
        { lockId, fingerprintId: a!.fingerprintId, lockIdList: JSON.stringify([lockB]) },
      ),
    );
    expect(third.locks).toEqual([
      expect.objectContaining({
        lockId: lockB,
        fingerprintId: null,
        errorMsg: 'Fingerprint issuance: none left. Buy a package in Value-added services',
      }),
    ]);

    // Deleting drops the sealed template (one enrolled at a lock's own sensor cannot be copied: the role matrix).
    ok(await call('POST', '/fingerprint/delete', { lockId: lockB, fingerprintId: b!.fingerprintId }));
    expect(await settled('fingerprint', 'fingerprintId', b!.fingerprintId, lockB)).toBeUndefined();
    const [gone] = await s.db.select().from(credentials).where(eq(credentials.id, b!.fingerprintId));
    expect(gone!.sealedTemplate).toBeNull();
  });
});
