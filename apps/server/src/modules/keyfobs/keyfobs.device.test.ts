// Key fobs, wireless keypads and QR codes (issue 16) against the simulated gateway and lock, over each broker: a
// scan lists a fob in pairing mode; pairing it goes adding → normal and the fob opens the lock (record 55 named as
// the owner named it, its battery on the fob's row, falling with presses); a period change and a delete reach the
// lock (the fob is refused and the refusal recorded); clear unpairs every fob as one operation; a wireless keypad
// types a passcode the lock accepts only once paired; a QR code shown on the public page opens the lock with no
// gateway command at all, is refused on another lock, and its record is named.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KeyfobItem, KeypadItem, ScannedAccessoryItem } from '@lockconsole/shared/keyfob/keyfob';
import type { KeyfobPage } from '@lockconsole/shared/keyfob/requests';
import type { KeypadPage } from '@lockconsole/shared/keypad/requests';
import type { QrcodeItem } from '@lockconsole/shared/qrcode/qrcode';
import type { ShowQrcodeResult } from '@lockconsole/shared/qrcode/show';
import type { LockRecord } from '@lockconsole/shared/lock-record/list';
import { SimGateway } from '@lockconsole/simulator/sim-gateway';
import { SimLock } from '@lockconsole/simulator/sim-lock';
import { BROKERS } from '../../test/devices/brokers';
import { eventually, startDeviceStack, type DeviceStack, type Envelope } from '../../test/devices/device-stack';

const PENDING = [4, 6, 8];
let macSeq = 0;

describe.each(BROKERS)('key fobs, keypads and QR codes over the %s broker', (broker) => {
  let s: DeviceStack;
  let owner: { userId: number; token: string };
  let lockA: number;
  let lockB: number;
  const n = ++macSeq;
  const gw = new SimGateway({ mac: `AA:16:00:00:00:0${n}`, version: 2, scanMs: 300 });
  const simA = new SimLock({ mac: `C1:60:00:00:00:0${n}` });
  const simB = new SimLock({ mac: `C1:61:00:00:00:0${n}` });

  beforeAll(async () => {
    s = await startDeviceStack({ broker });
    owner = await s.user();
    gw.addLock(simA, -60);
    gw.addLock(simB, -62);
    await s.pairGateway(owner.token, gw);
    lockA = await s.addLock(owner.token, simA.mac, { lockAlias: 'Garage' });
    lockB = await s.addLock(owner.token, simB.mac, { lockAlias: 'Shed' });
  });
  afterAll(async () => {
    simA.close();
    simB.close();
    await s?.close();
  });

  const call = <T>(method: 'GET' | 'POST', path: string, p: Record<string, string | number>) =>
    s.call<T>(method, path, p, owner.token);
  const ok = <T>(r: Envelope<T>) => {
    expect(r.errorCode, r.errorMsg).toBe(0);
    return r.data;
  };
  const fob = async (lockId: number, keyfobId: number) =>
    ok(await call<KeyfobPage>('GET', '/keyfob/list', { lockId, pageSize: 200 })).list.find(
      (f) => f.keyfobId === keyfobId,
    );
  const settled = (lockId: number, keyfobId: number) =>
    eventually(
      async () => {
        const f = await fob(lockId, keyfobId);
        return !f ? { gone: true as const } : !PENDING.includes(f.status) && { gone: false as const, f };
      },
      15_000,
      'lock answer',
    ).then((r) => (r.gone ? undefined : r.f));
  const records = (lockId: number, recordType: number, number: string, success: 0 | 1) =>
    eventually(
      async () => {
        const q = { lockId, recordType, searchStr: number };
        const r = ok(await call<{ list: LockRecord[] }>('GET', '/lockRecord/list', q)).list;
        return r.filter((x) => x.success === success).length > 0 && r.filter((x) => x.success === success);
      },
      15_000,
      'record uploaded',
    );

  it('a key fob: scanned, paired, opens the lock with a named record and its battery; changed, deleted, refused', async () => {
    // Nothing in pairing mode yet.
    expect((await call('POST', '/keyfob/scan', { lockId: lockA })).errorCode).toBe(10826);
    const near = simA.bringAccessory('keyfob', { battery: 80 });
    const found = ok(await call<{ found: ScannedAccessoryItem[] }>('POST', '/keyfob/scan', { lockId: lockA })).found;
    expect(found).toEqual([
      expect.objectContaining({ number: near.number, mac: near.mac, battery: 80, paired: false }),
    ]);

    const added = ok(
      await call<KeyfobItem>('POST', '/keyfob/add', {
        lockId: lockA,
        keyfobNumber: near.number,
        mac: near.mac,
        keyfobName: 'Gardener',
        battery: 80,
        firmware: found[0]!.firmware,
        validityType: 1,
      }),
    );
    expect(added).toMatchObject({ keyfobNumber: near.number, mac: near.mac, battery: 80, keyfobType: 1 });
    const f = await settled(lockA, added.keyfobId);
    expect(f).toMatchObject({ status: 1, keyfobName: 'Gardener', failureCode: null });
    const again = ok(await call<{ found: ScannedAccessoryItem[] }>('POST', '/keyfob/scan', { lockId: lockA })).found;
    expect(again.find((x) => x.number === near.number)?.paired).toBe(true);
    // Pairing the same fob again is refused before anything is sent.
    const twice = { lockId: lockA, keyfobNumber: near.number, mac: near.mac, validityType: 1 };
    expect((await call('POST', '/keyfob/add', twice)).errorCode).toBe(10821);

    // Presses: the lock opens, the record is the fob's (type 55) with its name, and its battery reaches the row.
    expect(simA.pressFob(near.number)).toBe(true);
    expect(simA.pressFob(near.number)).toBe(true);
    const [rec] = await records(lockA, 37, near.number, 1);
    expect(rec).toMatchObject({ recordType: 55, credentialName: 'Gardener' });
    await eventually(async () => (await fob(lockA, added.keyfobId))!.battery! < 80, 15_000, 'battery reported');
    // The fob on another lock does nothing (not paired there: no record).
    expect(simB.pressFob(near.number)).toBe(false);

    // A limited period that ended: the lock refuses the fob and records the refusal.
    const start = Date.now() - 7_200_000;
    const changed = ok(
      await call<KeyfobItem>('POST', '/keyfob/changePeriod', {
        lockId: lockA,
        keyfobId: added.keyfobId,
        validityType: 2,
        startDate: start,
        endDate: Date.now() + 2_000,
      }),
    );
    expect([6, 1]).toContain(changed.status);
    expect((await settled(lockA, added.keyfobId))!.status).toBe(1);
    await new Promise((r) => setTimeout(r, 2_100));
    expect(simA.pressFob(near.number)).toBe(false);
    await records(lockA, 37, near.number, 0);

    // Deleted: gone from the list and from the lock.
    ok(await call('POST', '/keyfob/delete', { lockId: lockA, keyfobId: added.keyfobId }));
    expect(await settled(lockA, added.keyfobId)).toBeUndefined();
    expect(simA.credentials.kinds.keyfob.numbers.has(near.number)).toBe(false);
  });

  it('clear unpairs every fob as one operation', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) {
      const a = simB.bringAccessory('keyfob');
      const r = ok(
        await call<KeyfobItem>('POST', '/keyfob/add', {
          lockId: lockB,
          keyfobNumber: a.number,
          mac: a.mac,
          validityType: 1,
        }),
      );
      ids.push(r.keyfobId);
    }
    for (const id of ids) expect((await settled(lockB, id))!.status).toBe(1);
    expect(simB.credentials.kinds.keyfob.numbers.size).toBe(3);
    const cleared = ok(await call<{ count: number; operationId: number }>('POST', '/keyfob/clear', { lockId: lockB }));
    expect(cleared.count).toBe(3);
    for (const id of ids) expect(await settled(lockB, id)).toBeUndefined();
    expect(simB.credentials.kinds.keyfob.numbers.size).toBe(0);
  });

  it('a wireless keypad: the lock takes a code typed on it only once it is paired', async () => {
    const pad = simA.bringAccessory('keypad');
    const code = '482913';
    simA.credentials.addPasscode(code);
    expect(simA.typeOnKeypad(pad.number, code)).toBe(false);
    const found = ok(await call<{ found: ScannedAccessoryItem[] }>('POST', '/wirelessKeypad/scan', { lockId: lockA }));
    expect(found.found.map((x) => x.number)).toContain(pad.number);
    const k = ok(
      await call<KeypadItem>('POST', '/wirelessKeypad/add', {
        lockId: lockA,
        keypadNumber: pad.number,
        mac: pad.mac,
        keypadName: 'Side gate',
      }),
    );
    await eventually(
      async () =>
        ok(await call<KeypadPage>('GET', '/wirelessKeypad/list', { lockId: lockA })).list.find(
          (x) => x.keypadId === k.keypadId && x.status === 1,
        ),
      15_000,
      'keypad paired',
    );
    expect(simA.typeOnKeypad(pad.number, code)).toBe(true);
    await records(lockA, 4, code, 1);
    ok(await call('POST', '/wirelessKeypad/delete', { lockId: lockA, keypadId: k.keypadId }));
    await eventually(
      async () => ok(await call<KeypadPage>('GET', '/wirelessKeypad/list', { lockId: lockA })).total === 0,
      15_000,
      'keypad unpaired',
    );
    expect(simA.typeOnKeypad(pad.number, code)).toBe(false);
  });

  it('a QR code from the public page opens the lock offline; another lock refuses it; the record is named', async () => {
    const q = ok(await call<QrcodeItem>('POST', '/qrcode/add', { lockId: lockA, qrcodeName: 'Courier', type: 2 }));
    const token = q.link.split('/q/')[1]!;
    const page = ok(await s.call<ShowQrcodeResult>('GET', '/qrcode/show', { token }));
    expect(page.state).toBe('valid');
    expect(simB.scanQrCode(page.content!)).toBe(false);
    expect(simA.scanQrCode(page.content!)).toBe(true);
    const [rec] = await records(lockA, -4, q.qrcodeNumber, 1);
    expect(rec).toMatchObject({ recordType: 57, credentialName: 'Courier' });
    await records(lockB, -4, q.qrcodeNumber, 0);
  });
});
