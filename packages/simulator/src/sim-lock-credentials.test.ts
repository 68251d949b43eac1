// The simulated lock's credential commands and card reader: puts are idempotent upserts answered per entry
// (−3007 held by another entry, −4056 full), deletes of nothing succeed, clear keeps the blacklist, a blacklisted card
// is refused and the attempt recorded, cycle validity is judged on the lock's own clock and timezone, and everything
// survives a save and restore.
import { describe, expect, it } from 'vitest';
import { RECORD_TYPE } from '@lockconsole/lockcore/records';
import { DEVICE_CODE, LOCK_STATUS } from '@lockconsole/shared/devices/enums';
import { SimLock } from './sim-lock';
import { runCredentialCommand } from './sim-lock-credential-commands';

function newLock(mac: string, timezoneRawOffset = 0) {
  const l = new SimLock({ mac });
  l.init({ lockId: 1, secret: 's'.repeat(43), adminUid: 9, time: Date.now(), timezoneRawOffset });
  return l;
}
type Entry = { credentialId: number; number: string; startDate?: number; endDate?: number; cycle?: unknown[] };
const put = (l: SimLock, entries: Entry[], kind = 'card') =>
  runCredentialCommand(l, 'credential.put', {
    kind,
    entries: entries.map((e) => ({ startDate: 0, endDate: 0, ...e })),
  }) as { results: { credentialId: number; code: number }[] };
const codes = (r: { results: { code: number }[] }) => r.results.map((x) => x.code);
const run = (l: SimLock, cmd: string, args: Record<string, unknown>) => runCredentialCommand(l, cmd, args);
const list = (l: SimLock, kind = 'card') =>
  run(l, 'credential.list', { kind }) as { entries: Record<string, unknown>[]; blacklist: string[] };

describe('credential commands on the simulated lock', () => {
  it('put is an idempotent upsert per entry; a replacement frees the old number', () => {
    const l = newLock('C0:00:00:00:0C:01');
    expect(put(l, [{ credentialId: 1, number: '3344556677' }])).toEqual({ results: [{ credentialId: 1, code: 0 }] });
    expect(codes(put(l, [{ credentialId: 1, number: '3344556677' }]))).toEqual([0]); // a repeated push
    expect(l.cardCount).toBe(1);
    expect(l.presentCard('3344556677')).toBe(true);
    const start = Date.now() - 60_000;
    put(l, [{ credentialId: 1, number: '5566778899', startDate: start }]); // new number, from a start with no end
    expect(l.cardCount).toBe(1);
    expect(list(l).entries).toEqual([{ credentialId: 1, number: '5566778899', startDate: start, endDate: 0 }]);
    l.pressButton(); // lock the door again
    expect(l.presentCard('3344556677')).toBe(false);
    expect(l.presentCard('5566778899')).toBe(true);
  });

  it('answers a code per entry in order: −3007 for a number held by another entry, the rest stored', () => {
    const l = newLock('C0:00:00:00:0C:02');
    put(l, [{ credentialId: 1, number: '111' }]);
    const r = put(l, [
      { credentialId: 2, number: '222' },
      { credentialId: 3, number: '111' },
      { credentialId: 4, number: '222' },
      { credentialId: 5, number: '555' },
    ]);
    expect(r.results).toEqual([
      { credentialId: 2, code: 0 },
      { credentialId: 3, code: DEVICE_CODE.passcodeDuplicate },
      { credentialId: 4, code: -3007 },
      { credentialId: 5, code: 0 },
    ]);
    expect(l.cardCount).toBe(3);
    // A card enrolled at the lock (no entry) is taken over by the entry that puts it.
    l.addCard('777');
    expect(codes(put(l, [{ credentialId: 7, number: '777' }]))).toEqual([0]);
    expect(list(l).entries.find((e) => e.number === '777')?.credentialId).toBe(7);
  });

  it('a full store refuses the entry with −4056 (1000 cards, 100 fingerprints); a replacement still fits', () => {
    const l = newLock('C0:00:00:00:0C:03');
    put(l, [{ credentialId: 1, number: '1' }]);
    for (let i = 0; l.cardCount < 999; i++) l.addCard(String(10_000 + i));
    expect(
      codes(
        put(
          l,
          [2, 3].map((id) => ({ credentialId: id, number: String(id) })),
        ),
      ),
    ).toEqual([0, -4056]);
    expect(codes(put(l, [{ credentialId: 1, number: '42' }]))).toEqual([0]);
    expect(l.cardCount).toBe(1000);
    const prints = Array.from({ length: 100 }, (_, i) => ({ credentialId: 100 + i, number: String(i) }));
    expect(codes(put(l, prints, 'fingerprint')).every((c) => c === 0)).toBe(true);
    expect(codes(put(l, [{ credentialId: 999, number: '999' }], 'fingerprint'))).toEqual([DEVICE_CODE.storageFull]);
  });

  it('delete: absent is success, a number held without an entry goes, another entry’s number stays', () => {
    const l = newLock('C0:00:00:00:0C:04');
    put(l, [{ credentialId: 1, number: '111' }]);
    l.addCard('222');
    const del = (entries: { credentialId: number; number: string }[]) =>
      run(l, 'credential.delete', { kind: 'card', entries });
    expect(del([{ credentialId: 9, number: '999' }])).toEqual({ results: [{ credentialId: 9, code: 0 }] });
    expect(codes(del([{ credentialId: 8, number: '222' }]) as never)).toEqual([0]);
    expect(codes(del([{ credentialId: 7, number: '111' }]) as never)).toEqual([0]);
    expect(l.cardCount).toBe(1); // 111 belongs to entry 1
    del([{ credentialId: 1, number: '111' }]);
    del([{ credentialId: 1, number: '111' }]);
    expect(l.cardCount).toBe(0);
  });

  it('list shows cards added at the lock without an id; clear removes the kind but keeps its blacklist', () => {
    const l = newLock('C0:00:00:00:0C:05');
    l.addCard('100');
    const cycle = [{ weekDay: 1, startMinute: 540, endMinute: 1020 }];
    put(l, [{ credentialId: 2, number: '200', startDate: 1000, endDate: 2000, cycle }]);
    put(l, [{ credentialId: 3, number: '300' }], 'keyfob');
    run(l, 'credential.blacklist', { kind: 'card', numbers: ['400'], add: true });
    expect(list(l)).toEqual({
      entries: [
        { number: '100', startDate: 0, endDate: 0 },
        { credentialId: 2, number: '200', startDate: 1000, endDate: 2000, cycle },
      ],
      blacklist: ['400'],
    });
    expect(run(l, 'credential.clear', { kind: 'card' })).toEqual({ removed: 2 });
    expect(list(l)).toEqual({ entries: [], blacklist: ['400'] });
    expect(list(l, 'keyfob').entries).toHaveLength(1);
  });

  it('a blacklisted card is refused and recorded; put again by the server takes it off the blacklist', () => {
    const l = newLock('C0:00:00:00:0C:06');
    put(l, [{ credentialId: 1, number: '3344556677' }]);
    expect(run(l, 'credential.blacklist', { kind: 'card', numbers: ['3344556677'], add: true })).toEqual({});
    expect(l.cardCount).toBe(0);
    expect(l.presentCard('3344556677')).toBe(false);
    expect(l.pendingRecords().map((r) => [r.type, r.success, r.credential])).toEqual([
      [RECORD_TYPE.card, false, '3344556677'],
    ]);
    put(l, [{ credentialId: 1, number: '3344556677' }]);
    expect(list(l).blacklist).toEqual([]);
    expect(l.presentCard('3344556677')).toBe(true);
    run(l, 'credential.blacklist', { kind: 'card', numbers: ['1', '2'], add: true });
    run(l, 'credential.blacklist', { kind: 'card', numbers: ['1'], add: false });
    expect(list(l).blacklist).toEqual(['2']);
  });

  it('a valid card locks an open door (card lock 35)', () => {
    const l = newLock('C0:00:00:00:0C:07');
    put(l, [{ credentialId: 1, number: '42' }]);
    expect(l.presentCard('42')).toBe(true);
    expect(l.lockStatus).toBe(LOCK_STATUS.unlocked);
    expect(l.presentCard('42')).toBe(true);
    expect(l.lockStatus).toBe(LOCK_STATUS.locked);
    expect(l.pendingRecords().map((r) => [r.type, r.success])).toEqual([
      [RECORD_TYPE.card, true],
      [RECORD_TYPE.cardLock, true],
    ]);
  });

  it('cycle days are judged on the lock’s own clock in its timezone', () => {
    const l = newLock('C0:00:00:00:0C:08', 2 * 3600_000); // UTC+2
    put(l, [{ credentialId: 1, number: '42', cycle: [{ weekDay: 1, startMinute: 540, endMinute: 600 }] }]);
    l.setClock(Date.UTC(2026, 0, 5, 7, 30)); // Monday 09:30 at the lock (07:30 UTC would be outside)
    expect(l.presentCard('42')).toBe(true);
    l.pressButton();
    l.setClock(Date.UTC(2026, 0, 5, 8, 30)); // Monday 10:30 at the lock
    expect(l.presentCard('42')).toBe(false);
    l.setClock(Date.UTC(2026, 0, 6, 7, 30)); // Tuesday 09:30
    expect(l.presentCard('42')).toBe(false);
  });

  it('refuses the whole command only when busy or not initialized', () => {
    const l = newLock('C0:00:00:00:0C:09');
    l.busyUntil = Date.now() + 1000;
    expect(() => put(l, [{ credentialId: 1, number: '1' }])).toThrow(
      expect.objectContaining({ code: DEVICE_CODE.lockBusy }),
    );
    const fresh = new SimLock({ mac: 'C0:00:00:00:0C:0A' });
    expect(() => list(fresh)).toThrow(expect.objectContaining({ code: DEVICE_CODE.rejected }));
  });

  it('survives a save and restore (older files without credentials too); a factory reset forgets it all', () => {
    const l = newLock('C0:00:00:00:0C:0B');
    l.addCard('100');
    const cycle = [{ weekDay: 3, startMinute: 0, endMinute: 1440 }];
    put(l, [{ credentialId: 2, number: '200', startDate: 5, endDate: 0, cycle }]);
    put(l, [{ credentialId: 3, number: '300' }], 'fingerprint');
    run(l, 'credential.blacklist', { kind: 'card', numbers: ['400'], add: true });
    run(l, 'credential.blacklist', { kind: 'face', numbers: ['500'], add: true });
    const saved = JSON.parse(JSON.stringify(l.toState()));
    const r = SimLock.fromState(saved);
    for (const kind of ['card', 'fingerprint', 'face', 'qrcode']) expect(list(r, kind)).toEqual(list(l, kind));
    expect(r.presentCard('400')).toBe(false);
    const old = SimLock.fromState({ ...saved, credentials: undefined });
    expect(list(old).entries.map((e) => [e.credentialId, e.number])).toEqual([
      [undefined, '100'],
      [undefined, '200'],
    ]);
    r.reset();
    r.init({ lockId: 2, secret: 's'.repeat(43), adminUid: 9, time: Date.now(), timezoneRawOffset: 0 });
    for (const kind of ['card', 'fingerprint', 'face']) expect(list(r, kind)).toEqual({ entries: [], blacklist: [] });
  });
});
