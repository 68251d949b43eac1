// The QR code forms → /qrcode/add and /qrcode/changePeriod: the type from the validity choice, lock-local times, the
// refresh interval, and problems from the shared schemas and time rules on the right fields.
import { describe, expect, it } from 'vitest';
import {
  addQrcodeProblems,
  addQrcodeRequest,
  changeQrcodeProblems,
  changeQrcodeRequest,
  newQrcodeValues,
  qrcodeFieldOf,
  qrcodeValuesOf,
  type QrcodeValues,
} from './qrcodeForm';

const now = Date.parse('2026-07-01T10:30:00Z');
const tz = 600; // the lock at UTC+10
const ctx = { now, tz };
const base = newQrcodeValues(now, tz);
const values = (patch: Partial<QrcodeValues>, period: Partial<QrcodeValues['period']> = {}): QrcodeValues => ({
  ...base,
  ...patch,
  period: { ...base.period, ...period },
});

describe('issue QR code form', () => {
  it('starts limited for a week from now, refreshed every 10 minutes, and is ready to send', () => {
    expect(base).toMatchObject({ name: '', refreshTime: 10, period: { validityType: 2, start: '2026-07-01T20:30' } });
    expect(addQrcodeProblems(base, 5, ctx)).toEqual({});
    expect(addQrcodeRequest(base, 5, tz)).toEqual({
      lockId: 5,
      qrcodeName: undefined,
      type: 1,
      startDate: Date.parse('2026-07-01T10:30:00Z'),
      endDate: Date.parse('2026-07-08T10:30:00Z'),
      refreshTime: 10,
    });
  });

  it('sends a permanent QR code as type 2 without dates, and a cycle as type 4 with its days', () => {
    expect(addQrcodeRequest(values({ name: ' Cleaner ' }, { validityType: 1 }), 5, tz)).toEqual({
      lockId: 5,
      qrcodeName: 'Cleaner',
      type: 2,
      refreshTime: 10,
    });
    const cycle = addQrcodeRequest(values({ refreshTime: 30 }, { validityType: 3, end: '' }), 5, tz);
    expect(cycle).toMatchObject({ type: 4, refreshTime: 30, startDate: Date.parse('2026-07-01T10:30:00Z') });
    expect(cycle.endDate).toBeUndefined();
    expect(cycle.cyclicConfig).toEqual(
      [1, 2, 3, 4, 5].map((weekDay) => ({ weekDay, startMinute: 480, endMinute: 1080 })),
    );
  });

  it('refuses a refresh interval outside 1 … 1,440 minutes, or none, under its field', () => {
    expect(addQrcodeProblems(values({ refreshTime: 0 }), 5, ctx)).toEqual({
      refreshTime: 'validation.qrcode.refreshTime',
    });
    expect(addQrcodeProblems(values({ refreshTime: 1441 }), 5, ctx)).toEqual({
      refreshTime: 'validation.qrcode.refreshTime',
    });
    expect(addQrcodeProblems(values({ refreshTime: null }), 5, ctx)).toEqual({
      refreshTime: 'validation.qrcode.refreshTime',
    });
    expect(addQrcodeProblems(values({ refreshTime: 1440 }), 5, ctx)).toEqual({});
  });

  it('puts the period and name problems on their fields, and the server’s fields too', () => {
    const p = addQrcodeProblems(values({ name: 'x'.repeat(51) }, { end: '' }), 5, ctx);
    expect(p).toMatchObject({ name: 'validation.credential.name', end: 'validation.period.endRequired' });
    const cycle = addQrcodeProblems(
      values({}, { validityType: 3, days: base.period.days.map((d) => ({ ...d, on: false })) }),
      5,
      ctx,
    );
    expect(cycle.cycle).toBe('validation.credential.cycle');
    expect(['qrcodeName', 'refreshTime', 'startDate', 'type', 'lockId'].map(qrcodeFieldOf)).toEqual([
      'name',
      'refreshTime',
      'start',
      'cycle',
      undefined,
    ]);
  });
});

describe('change QR code validity', () => {
  const item = {
    lockId: 5,
    qrcodeId: 9,
    qrcodeName: 'Cleaner',
    type: 4,
    startDate: Date.parse('2026-07-01T00:00:00Z'),
    endDate: 0,
    cyclicConfig: [{ weekDay: 6, startMinute: 600, endMinute: 720 }],
    refreshTime: 15,
  };

  it('reads the QR code back with its type fixed, and sends only the period and the refresh interval', () => {
    const v = qrcodeValuesOf(item, now, tz);
    expect(v.period.validityType).toBe(3);
    expect(v.period.days[5]).toEqual({ on: true, from: '10:00', to: '12:00' });
    expect(v.refreshTime).toBe(15);
    const req = changeQrcodeRequest({ ...v, refreshTime: 5 }, item, tz);
    expect(req).toEqual({
      lockId: 5,
      qrcodeId: 9,
      startDate: item.startDate,
      cyclicConfig: [{ weekDay: 6, startMinute: 600, endMinute: 720 }],
      refreshTime: 5,
    });
    expect('type' in req).toBe(false);
    expect(changeQrcodeProblems({ ...v, refreshTime: 2000 }, item, ctx)).toEqual({
      refreshTime: 'validation.qrcode.refreshTime',
    });
  });
});
