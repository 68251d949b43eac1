// The simulated desk fingerprint readers on the wire (docs/fingerprint-reader.md): each maker's bridge in its own
// language — maker 1 JSON (info/open/register, oncapture/onenroll), maker 2 text frames (EVT:READY, CMD:ENROLL,
// EVT:PRESS/WEAK/DONE, ERR:…) — enrols a finger over the presses that count (quality at the threshold, the same
// finger), hands over an SFT1 template whose signature is the finger's (the same finger, the same signature) and that
// a simulated lock accepts; a second page is told the reader is busy, an unplugged reader, a silent person, a failed
// capture and a cancel each end the enrolment with their own code.
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { encodeLockSecret } from '@lockconsole/lockcore/secret';
import {
  decodeSft1,
  MAKER1_CODE,
  MAKER2_BUSY_CLOSE,
  parseMaker2Frame,
  SFT1_BYTES,
  type Maker1Event,
  type Maker1Response,
} from '@lockconsole/shared/biometric/reader-protocol';
import { fingerSignature, SimFingerprintReader, type SimFingerprintReaderOptions } from './sim-fingerprint-reader';
import { SimLock } from './sim-lock';

const started: SimFingerprintReader[] = [];
const sockets: WebSocket[] = [];
afterEach(async () => {
  for (const s of sockets.splice(0)) s.terminate();
  for (const r of started.splice(0)) await r.close();
});

async function reader(maker: 1 | 2, o: SimFingerprintReaderOptions = {}) {
  const r = new SimFingerprintReader(maker, o);
  started.push(r);
  return { r, port: await r.start(0) };
}

/** A page's raw connection: every text frame as it came, and a wait for the next one that matches. */
async function page(port: number) {
  const ws = new WebSocket(`ws://127.0.0.1:${port}/`);
  sockets.push(ws);
  const frames: string[] = [];
  const waiters: { test: (f: string) => boolean; resolve: (f: string) => void }[] = [];
  let seen = 0;
  ws.on('message', (raw) => {
    const f = String(raw);
    frames.push(f);
    const i = waiters.findIndex((w) => w.test(f));
    if (i >= 0) waiters.splice(i, 1)[0]!.resolve(f);
  });
  const closed = new Promise<number>((r) => ws.once('close', (code) => r(code)));
  await new Promise((r, j) => ws.once('open', r).once('error', j));
  /** The next frame (after those already taken) passing `test`. */
  const next = (test: (f: string) => boolean = () => true) => {
    const i = frames.findIndex((f, k) => k >= seen && test(f));
    if (i >= 0) {
      seen = i + 1;
      return Promise.resolve(frames[i]!);
    }
    return new Promise<string>((resolve) =>
      waiters.push({
        test,
        resolve: (f) => {
          seen = frames.length;
          resolve(f);
        },
      }),
    );
  };
  return { ws, frames, next, closed };
}

/** Maker 1: sends a request and answers its `ret`. */
async function maker1Page(port: number) {
  const p = await page(port);
  const json = (f: string) => JSON.parse(f) as Maker1Response & Partial<Extract<Maker1Event, { event: 'onenroll' }>>;
  const req = async (m: object) => {
    p.ws.send(JSON.stringify(m));
    return json(await p.next((f) => 'ret' in JSON.parse(f)));
  };
  const event = async (name: string) => json(await p.next((f) => JSON.parse(f).event === name));
  return { ...p, req, event };
}

/** Maker 2: sends a frame and answers the next frame of `head` (or any). */
async function maker2Page(port: number) {
  const p = await page(port);
  const frame = async (head?: string) => parseMaker2Frame(await p.next((f) => !head || f.startsWith(head)))!;
  return { ...p, send: (f: string) => p.ws.send(f), frame };
}

const tick = () => new Promise((r) => setTimeout(r, 20));

describe('maker 1 bridge (JSON)', () => {
  it('says who it is, opens the reader and enrols the finger over the presses that count', async () => {
    const { r, port } = await reader(1);
    const p = await maker1Page(port);
    const info = await p.req({ req: 'info' });
    expect(info).toMatchObject({ ret: 'info', code: 0, version: '2.4.0', device: { connected: true } });
    expect(await p.req({ req: 'open' })).toMatchObject({ code: 0 });
    expect(await p.req({ req: 'register' })).toMatchObject({ code: 0, count: 3, threshold: 60, timeout: 10 });
    expect(r.press('alice', 90)).toBe('counted');
    expect(await p.event('oncapture')).toEqual({ event: 'oncapture', quality: 90, remaining: 2 });
    expect(r.press('alice', 40)).toBe('poor');
    expect(await p.event('oncapture')).toEqual({ event: 'oncapture', quality: 40, remaining: 2 });
    expect(r.press('bob', 95)).toBe('poor'); // another finger does not count either
    expect(r.press('alice', 70)).toBe('counted');
    expect(r.enrolling).toEqual({ done: 2, total: 3, threshold: 60 });
    expect(r.press('alice', 80)).toBe('enrolled');
    const end = await p.event('onenroll');
    expect(end.code).toBe(0);
    expect(Buffer.from(end.template!, 'base64')).toHaveLength(SFT1_BYTES);
    expect(decodeSft1(end.template!)).toEqual({ maker: 1, signature: fingerSignature('alice'), quality: 80 });
    expect(r.press('alice')).toBe('idle');

    // The same finger again: the same signature; the template is one the simulated lock takes.
    await p.req({ req: 'register' });
    for (const q of [61, 99, 75]) r.press('alice', q);
    const again = (await p.event('onenroll')).template!;
    expect(decodeSft1(again)?.signature).toBe(fingerSignature('alice'));
    const lock = new SimLock({ mac: 'C0:00:00:00:FD:01' });
    lock.init({ lockId: 7, secret: encodeLockSecret(new Uint8Array(32)), adminUid: 9, time: 0, timezoneRawOffset: 0 });
    const args = { kind: 'fingerprint', credentialId: 3, startDate: 0, endDate: 0, template: again };
    expect(lock.enroll(args, () => {})).toEqual({ number: '1' });
  });

  it('lets one page hold the reader and tells the others it is busy', async () => {
    const { port } = await reader(1);
    const a = await maker1Page(port);
    const b = await maker1Page(port);
    expect(await a.req({ req: 'open' })).toMatchObject({ code: 0 });
    expect(await b.req({ req: 'open' })).toMatchObject({ code: MAKER1_CODE.busy });
    expect(await b.req({ req: 'register' })).toMatchObject({ code: MAKER1_CODE.notOpen });
    expect(await a.req({ req: 'close' })).toMatchObject({ code: 0 });
    expect(await b.req({ req: 'open' })).toMatchObject({ code: 0 });
    b.ws.close();
    await b.closed;
    await tick();
    expect(await a.req({ req: 'open' })).toMatchObject({ code: 0 });
  });

  it('answers open failed without a reader, and ends an enrolment when it is pulled out', async () => {
    const { r, port } = await reader(1, { connected: false });
    const p = await maker1Page(port);
    expect(await p.req({ req: 'info' })).toMatchObject({ device: { connected: false } });
    expect(await p.req({ req: 'open' })).toMatchObject({ code: MAKER1_CODE.openFailed });
    r.plug(true);
    expect(await p.event('ondevice')).toEqual({ event: 'ondevice', connected: true });
    expect(await p.req({ req: 'open' })).toMatchObject({ code: 0 });
    await p.req({ req: 'register' });
    r.press('alice');
    r.plug(false);
    expect(await p.event('onenroll')).toMatchObject({ code: MAKER1_CODE.openFailed });
    expect(await p.event('ondevice')).toEqual({ event: 'ondevice', connected: false });
    expect(r.press('alice')).toBe('unplugged');
  });

  it('times out a press nobody makes, fails a capture, cancels, and refuses what is no request', async () => {
    const { r, port } = await reader(1, { pressTimeoutMs: 60 });
    const p = await maker1Page(port);
    await p.req({ req: 'open' });
    await p.req({ req: 'register', count: 2, threshold: 70 });
    expect(r.enrolling).toEqual({ done: 0, total: 2, threshold: 70 });
    expect(await p.event('onenroll')).toMatchObject({
      code: MAKER1_CODE.timeout,
      msg: 'timed out waiting for the finger',
    });
    await p.req({ req: 'register' });
    r.device.failNextCapture = true;
    expect(r.press('alice')).toBe('failed');
    expect(await p.event('onenroll')).toMatchObject({ code: MAKER1_CODE.captureFailed });
    await p.req({ req: 'register' });
    expect(await p.req({ req: 'register' })).toMatchObject({ code: MAKER1_CODE.notOpen });
    expect(await p.req({ req: 'cancelregister' })).toMatchObject({ code: 0 });
    expect(r.enrolling).toBeUndefined();
    expect(await p.req({ req: 'format' })).toMatchObject({ ret: 'error', code: MAKER1_CODE.badRequest });
    p.ws.send('not json');
    expect(JSON.parse(await p.next())).toMatchObject({ ret: 'error' });
  });

  it('reports the version it is set to', async () => {
    const { port } = await reader(1, { version: '1.9.3' });
    expect(await (await maker1Page(port)).req({ req: 'info' })).toMatchObject({ version: '1.9.3' });
  });
});

describe('maker 2 bridge (text frames)', () => {
  it('speaks first, enrols under the page’s ID and hands over the template', async () => {
    const { r, port } = await reader(2);
    const p = await maker2Page(port);
    expect(await p.frame('EVT:READY')).toEqual({ head: 'EVT:READY', VER: '3.1.0', DEV: '1', MODEL: 'SIM-FS-200' });
    p.send('CMD:ENROLL;ID:3');
    expect(await p.frame('OK:ENROLL')).toEqual({ head: 'OK:ENROLL', ID: '3', N: '4', MINQ: '50', T: '10' });
    r.press('carol', 72);
    expect(await p.next()).toBe('EVT:PRESS;ID:3;Q:72;LEFT:3');
    r.press('carol', 30);
    expect(await p.next()).toBe('EVT:WEAK;ID:3;Q:30;LEFT:3');
    for (const q of [60, 80, 88]) r.press('carol', q);
    const done = await p.frame('EVT:DONE');
    expect(done.ID).toBe('3');
    expect(decodeSft1(done.TPL!)).toEqual({ maker: 2, signature: fingerSignature('carol'), quality: 75 });
  });

  it('serves one page: the next gets ERR:BUSY and is closed', async () => {
    const { port } = await reader(2);
    const a = await maker2Page(port);
    await a.frame('EVT:READY');
    const b = await maker2Page(port);
    expect(await b.next()).toBe('ERR:BUSY');
    expect(await b.closed).toBe(MAKER2_BUSY_CLOSE);
    a.ws.close();
    await a.closed;
    await tick();
    expect(await (await maker2Page(port)).next()).toMatch(/^EVT:READY;/);
  });

  it('answers ERR:NODEV, ERR:TIMEOUT, ERR:CAPTURE, ERR:BUSY and ERR:BADCMD, and aborts', async () => {
    const { r, port } = await reader(2, { connected: false, pressTimeoutMs: 60, version: '2.9.0' });
    const p = await maker2Page(port);
    expect(await p.frame('EVT:READY')).toMatchObject({ VER: '2.9.0', DEV: '0' });
    p.send('CMD:ENROLL;ID:1');
    expect(await p.next()).toBe('ERR:NODEV;ID:1');
    r.plug(true);
    expect(await p.next()).toBe('EVT:PLUG;DEV:1');
    p.send('CMD:ENROLL;ID:2');
    await p.frame('OK:ENROLL');
    expect(await p.next()).toBe('ERR:TIMEOUT;ID:2');
    p.send('CMD:ENROLL;ID:3');
    await p.frame('OK:ENROLL');
    p.send('CMD:ENROLL;ID:4');
    expect(await p.next()).toBe('ERR:BUSY;ID:4');
    r.device.failNextCapture = true;
    r.press('dave');
    expect(await p.next()).toBe('ERR:CAPTURE;ID:3');
    p.send('CMD:ENROLL;ID:5');
    await p.frame('OK:ENROLL');
    r.press('dave');
    await p.frame('EVT:PRESS');
    r.plug(false);
    expect(await p.next()).toBe('ERR:NODEV;ID:5');
    expect(await p.next()).toBe('EVT:PLUG;DEV:0');
    r.plug(true);
    await p.frame('EVT:PLUG');
    p.send('CMD:ENROLL;ID:6');
    await p.frame('OK:ENROLL');
    p.send('CMD:ABORT;ID:6');
    expect(await p.next()).toBe('OK:ABORT;ID:6');
    expect(r.enrolling).toBeUndefined();
    p.send('{"req":"open"}');
    expect(await p.next()).toBe('ERR:BADCMD');
    p.send('CMD:ENROLL;ID:x');
    expect(await p.next()).toBe('ERR:BADCMD');
  });
});
