import { describe, expect, it } from 'vitest';
import { rng, seededSecret } from '../passcode/test-support';
import {
  EKEY_VALIDITY,
  ekeyDayToWeekDay,
  judgeEkey,
  ONCE_KEY_MS,
  signEkeyCredential,
  verifyEkeyCredential,
  type EkeyClaims,
} from './credential';

const r = rng(66);
const secret = seededSecret(r);
const otherLock = seededSecret(r);
const H = 3_600_000;
const MON = Date.UTC(2024, 0, 1); // a Monday, 00:00 UTC
const SUN = Date.UTC(2024, 0, 7);
const SAT = Date.UTC(2024, 0, 6);
const none = new Set<number>();

const limited: EkeyClaims = {
  keyId: 4242,
  uid: 17,
  lockMac: 'AA:BB:CC:00:11:22',
  validityType: EKEY_VALIDITY.limited,
  startDate: MON + 8 * H,
  endDate: MON + 20 * H,
  cycleDays: [],
  cycleStartMinute: null,
  cycleEndMinute: null,
  issuedAt: MON,
};
/** Sundays and Saturdays 08:00–10:00 lock time, for the whole of January 2024. */
const cycle: EkeyClaims = {
  ...limited,
  validityType: EKEY_VALIDITY.cycle,
  startDate: MON,
  endDate: Date.UTC(2024, 1, 1),
  cycleDays: [1, 7],
  cycleStartMinute: 8 * 60,
  cycleEndMinute: 10 * 60,
};

describe('ekey credential', () => {
  it('round-trips the claims, with and without a lock MAC, in a short base64url string', () => {
    const c = signEkeyCredential(secret, cycle);
    expect(c).toMatch(/^[A-Za-z0-9_-]{70,80}$/);
    expect(verifyEkeyCredential(secret, c)).toEqual(cycle);
    const noMac = { ...limited, lockMac: undefined };
    delete noMac.lockMac;
    expect(verifyEkeyCredential(secret, signEkeyCredential(secret, noMac))).toEqual(noMac);
    const lower = signEkeyCredential(secret, { ...limited, lockMac: 'aa:bb:cc:00:11:22' });
    expect(verifyEkeyCredential(secret, lower)?.lockMac).toBe('AA:BB:CC:00:11:22');
  });

  it('refuses every single-bit change of the payload or the tag (cannot extend or re-target a key)', () => {
    const raw = Buffer.from(signEkeyCredential(secret, limited), 'base64url');
    for (let i = 0; i < raw.length; i++) {
      for (const bit of [0x01, 0x80]) {
        const t = Buffer.from(raw);
        t[i]! ^= bit;
        expect(verifyEkeyCredential(secret, t.toString('base64url'))).toBeNull();
      }
    }
    // Moving the end date a year on, as a holder wanting a longer key would.
    const longer = Buffer.from(raw);
    longer.writeUIntBE(limited.endDate + 365 * 24 * H, 17, 6);
    expect(verifyEkeyCredential(secret, longer.toString('base64url'))).toBeNull();
  });

  it("is worthless on another lock (that lock's secret)", () => {
    expect(verifyEkeyCredential(otherLock, signEkeyCredential(secret, limited))).toBeNull();
  });

  it('rejects malformed input without throwing', () => {
    const good = signEkeyCredential(secret, limited);
    const bad = ['', 'x', good.slice(0, -1), good + 'A', good + '=', `${good.slice(0, 10)}+${good.slice(11)}`];
    bad.push(
      'A'.repeat(75),
      'A'.repeat(5000),
      good.replace(/.$/, (ch) => (ch === 'A' ? 'B' : 'A')),
    );
    for (const s of bad) expect(verifyEkeyCredential(secret, s)).toBeNull();
    // Non-canonical text of the same bytes (the unused low bits of the last character set).
    const last = good.at(-1)!;
    const abc = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const sibling = abc[abc.indexOf(last) | 1]!;
    if (sibling !== last) expect(verifyEkeyCredential(secret, good.slice(0, -1) + sibling)).toBeNull();
    expect(verifyEkeyCredential(secret, null as unknown as string)).toBeNull();
  });

  it('refuses to sign claims a lock could not judge', () => {
    expect(() => signEkeyCredential(secret, { ...cycle, cycleDays: [] })).toThrow(/cycleDays/);
    expect(() => signEkeyCredential(secret, { ...cycle, cycleStartMinute: 600, cycleEndMinute: 600 })).toThrow();
    expect(() => signEkeyCredential(secret, { ...cycle, cycleDays: [0] })).toThrow();
    expect(() => signEkeyCredential(secret, { ...limited, endDate: limited.startDate })).toThrow();
    expect(() => signEkeyCredential(secret, { ...limited, keyId: 0 })).toThrow();
    expect(() => signEkeyCredential(secret, { ...limited, lockMac: 'nope' })).toThrow();
    expect(() => signEkeyCredential('short', limited)).toThrow();
  });
});

describe('judgeEkey', () => {
  it('permanent keys are always valid', () => {
    const p = { ...limited, validityType: EKEY_VALIDITY.permanent, startDate: 0, endDate: 0 } as const;
    expect(judgeEkey(p, 0, 0, none)).toBe('valid');
    expect(judgeEkey(p, Date.UTC(2040, 0, 1), 0, none)).toBe('valid');
  });

  it('limited keys: not yet valid, valid from start, expired at end', () => {
    expect(judgeEkey(limited, limited.startDate - 1, 0, none)).toBe('notYetValid');
    expect(judgeEkey(limited, limited.startDate, 0, none)).toBe('valid');
    expect(judgeEkey(limited, limited.endDate - 1, 0, none)).toBe('valid');
    expect(judgeEkey(limited, limited.endDate, 0, none)).toBe('expired');
  });

  it('once keys last one hour from start and open once', () => {
    const once = { ...limited, validityType: EKEY_VALIDITY.once, endDate: 0 } as const;
    expect(judgeEkey(once, once.startDate - 1, 0, none)).toBe('notYetValid');
    expect(judgeEkey(once, once.startDate + ONCE_KEY_MS - 1, 0, none)).toBe('valid');
    expect(judgeEkey(once, once.startDate + ONCE_KEY_MS, 0, none)).toBe('expired');
    // An endDate inside the hour shortens it; one beyond does not lengthen it.
    expect(judgeEkey({ ...once, endDate: once.startDate + 60_000 }, once.startDate + 60_000, 0, none)).toBe('expired');
    expect(judgeEkey({ ...once, endDate: once.startDate + 9 * H }, once.startDate + 2 * H, 0, none)).toBe('expired');
    const used = new Set<number>();
    expect(judgeEkey(once, once.startDate, 0, used)).toBe('valid');
    used.add(once.keyId);
    expect(judgeEkey(once, once.startDate + 1, 0, used)).toBe('used');
    // Another once key is not affected.
    expect(judgeEkey({ ...once, keyId: 9 }, once.startDate + 1, 0, used)).toBe('valid');
  });

  it('cycle keys: Sun 1 … Sat 7 days and the minute window in the lock local time, edges included', () => {
    expect(judgeEkey(cycle, SUN + 8 * H, 0, none)).toBe('valid');
    expect(judgeEkey(cycle, SAT + 8 * H, 0, none)).toBe('valid');
    expect(judgeEkey(cycle, SUN + 8 * H - 1, 0, none)).toBe('outsideCycle'); // 07:59:59.999
    expect(judgeEkey(cycle, SUN + 10 * H - 60_000, 0, none)).toBe('valid'); // 09:59
    expect(judgeEkey(cycle, SUN + 10 * H, 0, none)).toBe('outsideCycle'); // 10:00 is the end, exclusive
    // Monday (ekey day 2) and Friday (ekey day 6) are not in the key.
    expect(judgeEkey(cycle, MON + 9 * H, 0, none)).toBe('outsideCycle');
    expect(judgeEkey(cycle, SAT - 24 * H + 9 * H, 0, none)).toBe('outsideCycle');
    // The lock's timezone decides: Sunday 09:00 in UTC+9 is Sunday 00:00 UTC.
    const tz = 9 * H;
    expect(judgeEkey(cycle, SUN + 9 * H - tz, tz, none)).toBe('valid');
    expect(judgeEkey(cycle, SUN + 9 * H, tz, none)).toBe('outsideCycle'); // 18:00 local
    // West of UTC the local day lags: Monday 03:00 UTC is Sunday 19:00 in UTC-8.
    const evening = { ...cycle, cycleStartMinute: 18 * 60, cycleEndMinute: 20 * 60 };
    expect(judgeEkey(evening, MON + 8 * H + 3 * H, -8 * H, none)).toBe('outsideCycle'); // Monday 03:00 local
    expect(judgeEkey(evening, MON + 3 * H, -8 * H, none)).toBe('valid');
    // The date range still applies around the days.
    expect(judgeEkey(cycle, Date.UTC(2023, 11, 31, 9), 0, none)).toBe('notYetValid'); // a Sunday
    expect(judgeEkey(cycle, Date.UTC(2024, 1, 4, 9), 0, none)).toBe('expired'); // a Sunday
    // 0/0 cycle keys repeat forever; a window up to midnight includes 23:59.
    const forever = { ...cycle, startDate: 0, endDate: 0, cycleStartMinute: 1380, cycleEndMinute: 1440 };
    expect(judgeEkey(forever, Date.UTC(2030, 0, 5, 23, 59), 0, none)).toBe('valid'); // a Saturday
  });

  it('maps ekey days to validity.ts week days in one place', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(ekeyDayToWeekDay)).toEqual([7, 1, 2, 3, 4, 5, 6]);
  });
});
