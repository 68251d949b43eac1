import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { maskSecret, open, seal, signBody } from './envelope';
import { parseTopic, serverSubscriptions, topicOf } from './topics';
import { signalGrade } from './enums';

describe('device envelope', () => {
  it('signs topic + "\\n" + body exactly as openssl does', () => {
    const body = '{"online":true,"ts":1}';
    const expected = crypto.createHmac('sha256', 'k3y').update(`gw/7/status\n${body}`).digest('hex');
    expect(signBody('k3y', 'gw/7/status', body)).toBe(expected);
    expect(seal('k3y', 'gw/7/status', { online: true, ts: 1 })).toBe(`{"body":${body},"sig":"${expected}"}`);
  });

  it('opens only with the right key, topic and layout', () => {
    const p = seal('a', 'gw/1/scan', { ts: 1, locks: [] });
    expect(open('a', 'gw/1/scan', p)).toEqual({ ok: true, body: { ts: 1, locks: [] } });
    expect(open('b', 'gw/1/scan', p)).toEqual({ ok: false, reason: 'signature' });
    expect(open('a', 'gw/2/scan', p)).toEqual({ ok: false, reason: 'signature' });
    expect(open('a', 'gw/1/scan', p.replace('{"body":', '{ "body":'))).toEqual({ ok: false, reason: 'layout' });
    expect(open('a', 'gw/1/scan', p.replace('"ts":1', '"ts":2'))).toEqual({ ok: false, reason: 'signature' });
  });

  it('masks the lock secret reversibly, differently per request', () => {
    const secret = crypto.randomBytes(32).toString('base64url');
    const m1 = maskSecret('key', 'r1', secret);
    expect(m1).not.toBe(secret);
    expect(m1).not.toBe(maskSecret('key', 'r2', secret));
    expect(maskSecret('key', 'r1', m1)).toBe(secret);
  });
});

describe('topics and signal', () => {
  it('parses only gw/<id>/<known kind>', () => {
    expect(parseTopic(topicOf(12, 'records'))).toEqual({ gatewayId: 12, kind: 'records' });
    expect(parseTopic('gw/+/records')).toBeNull();
    expect(parseTopic('gw/1/records/x')).toBeNull();
    expect(parseTopic('gw/01/records')).toBeNull();
    expect(parseTopic('gw/1/other')).toBeNull();
    expect(serverSubscriptions('g')[0]).toBe('$share/g/gw/+/status');
  });
  it('grades RSSI like the established platform', () => {
    expect([signalGrade(-60), signalGrade(-80), signalGrade(-90), signalGrade(undefined)]).toEqual([3, 2, 1, 0]);
  });
});
