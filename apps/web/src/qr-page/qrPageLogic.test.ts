// The public QR code page's rules: token from the address, answers → page states, when to ask again, countdown.
import { describe, expect, it } from 'vitest';
import type { ShowQrcodeResult } from '@lockconsole/shared/qrcode/show';
import {
  answerKind,
  countdownText,
  interpolate,
  MAX_WAIT_MS,
  nextFetchDelay,
  skewFrom,
  tokenFromLocation,
  viewOf,
} from './qrPageLogic';

const answer = (patch: Partial<ShowQrcodeResult>): ShowQrcodeResult => ({
  lockAlias: 'Front door',
  qrcodeName: 'Cleaner',
  state: 'valid',
  content: 'LQ1.abc',
  svg: '<svg/>',
  until: 2_000,
  refreshAt: 2_000,
  startDate: 0,
  endDate: 0,
  refreshTime: 10,
  ...patch,
});

describe('QR code page', () => {
  it('reads the token of /q/<token> (and ?token=)', () => {
    expect(tokenFromLocation('/q/abc.DEF-1_2', '')).toBe('abc.DEF-1_2');
    expect(tokenFromLocation('/q/abc%2Bx/', '')).toBe('abc+x');
    expect(tokenFromLocation('/qrcode.html', '?token=t1')).toBe('t1');
    expect(tokenFromLocation('/q/', '')).toBe('');
  });

  it('tells the answers apart: a code, gone (deleted, forged, malformed), clock, too many, other', () => {
    expect(answerKind(0)).toBe('ok');
    expect(answerKind(10842)).toBe('gone');
    expect(answerKind(-3)).toBe('gone');
    expect(answerKind(80000)).toBe('clock');
    expect(answerKind(10029)).toBe('busy');
    expect(answerKind(-1003)).toBe('retry');
    expect(answerKind(undefined)).toBe('retry');
  });

  it('shows the code, not yet valid, outside its days, or only "no longer valid" when expired', () => {
    expect(viewOf(answer({}))).toEqual({
      kind: 'code',
      lock: 'Front door',
      name: 'Cleaner',
      svg: '<svg/>',
      content: 'LQ1.abc',
      refreshAt: 2_000,
    });
    expect(viewOf(answer({ state: 'notYetValid', content: null, svg: null, startDate: 9_000 }))).toMatchObject({
      kind: 'notYetValid',
      from: 9_000,
    });
    expect(viewOf(answer({ state: 'outsideCycle', content: null, svg: null, until: 7_000 }))).toMatchObject({
      kind: 'outsideCycle',
      next: 7_000,
    });
    expect(viewOf(answer({ state: 'expired', content: null, svg: null, refreshAt: null }))).toEqual({ kind: 'gone' });
  });

  it('asks again just after refreshAt, never sooner than a second nor later than an hour', () => {
    expect(nextFetchDelay(10_000, 4_000)).toBe(6_500);
    expect(nextFetchDelay(4_000, 4_000)).toBe(1_000);
    expect(nextFetchDelay(4_000 + 10 * MAX_WAIT_MS, 4_000)).toBe(MAX_WAIT_MS);
    expect(nextFetchDelay(null, 4_000)).toBeNull();
  });

  it('counts down in m:ss (h:mm:ss from an hour), rounding up', () => {
    expect(countdownText(545_000)).toBe('9:05');
    expect(countdownText(59_001)).toBe('1:00');
    expect(countdownText(400)).toBe('0:01');
    expect(countdownText(-5)).toBe('0:00');
    expect(countdownText(3_723_000)).toBe('1:02:03');
  });

  it('takes the server clock from the Date header only when it is 2 s or more away', () => {
    const t = Date.parse('Wed, 01 Jul 2026 10:00:00 GMT');
    expect(skewFrom('Wed, 01 Jul 2026 10:00:00 GMT', t + 500)).toBe(0);
    expect(skewFrom('Wed, 01 Jul 2026 10:10:00 GMT', t)).toBe(600_000);
    expect(skewFrom(null, t)).toBe(0);
  });

  it('fills {{variables}} and leaves unknown ones', () => {
    expect(interpolate('New code in {{time}}', { time: '9:05' })).toBe('New code in 9:05');
    expect(interpolate('{{ a }}-{{b}}', { a: 1 })).toBe('1-{{b}}');
  });
});
