// The page's reader interface over scripted bridges (no network): both makers' languages give the same steps and
// the same result, and every way it can go wrong arrives as one ReaderError code. The same client against the
// simulated bridges themselves: tests/fingerprint-reader.test.ts (the web app may not import the simulator).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { encodeSft1 } from '@lockconsole/shared/biometric/reader-protocol';
import { openReader, ReaderError, type EnrolStep, type WebSocketCtor } from './openReader';

type Script = {
  /** Nothing listens (the socket errors and closes before it opens). */
  refuse?: boolean;
  /** Frames the bridge sends as soon as the page connects. */
  greet?: string[];
  /** The bridge's answer to each frame from the page (`push` sends more later). */
  reply?: (frame: string, push: (f: string) => void) => string[] | void;
};

/** Every socket the page made; the last one is the connection under test. */
const made: FakeSocket[] = [];
const last = () => made.at(-1)!;

class FakeSocket {
  readyState = 0;
  onopen: ((e: unknown) => void) | null = null;
  onmessage: ((e: { data: unknown }) => void) | null = null;
  onerror: ((e: unknown) => void) | null = null;
  onclose: ((e: { code: number }) => void) | null = null;
  readonly sent: string[] = [];
  constructor(private readonly script: Script) {
    made.push(this);
    setTimeout(() => {
      if (script.refuse) {
        this.onerror?.({});
        this.readyState = 3;
        return this.onclose?.({ code: 1006 });
      }
      this.readyState = 1;
      this.onopen?.({});
      for (const f of script.greet ?? []) this.push(f);
    }, 0);
  }
  push(f: string) {
    if (this.readyState === 1) this.onmessage?.({ data: f });
  }
  send(f: string) {
    this.sent.push(f);
    const answers = this.script.reply?.(f, (x) => setTimeout(() => this.push(x), 0)) ?? [];
    setTimeout(() => answers.forEach((a) => this.push(a)), 0);
  }
  close(code = 1000) {
    if (this.readyState === 3) return;
    this.readyState = 3;
    setTimeout(() => this.onclose?.({ code }), 0);
  }
}

const bridge = (script: Script): WebSocketCtor =>
  class extends FakeSocket {
    constructor() {
      super(script);
    }
  };

const code = (p: Promise<unknown>) =>
  p.then(
    () => 'ok',
    (e: unknown) => (e instanceof ReaderError ? e.code : String(e)),
  );

const SIG = 'ab'.repeat(32);
const TPL1 = encodeSft1({ maker: 1, signature: SIG, quality: 77 });
const TPL2 = encodeSft1({ maker: 2, signature: SIG, quality: 66 });
const flush = () => new Promise((r) => setTimeout(r, 5));

/** A maker 1 bridge: info, open and register answered; presses pushed by the test through `last`. */
function maker1(o: { version?: string; connected?: boolean; open?: number; register?: number } = {}): WebSocketCtor {
  return bridge({
    reply: (f) => {
      const m = JSON.parse(f) as { req: string };
      if (m.req === 'info') {
        const device = { connected: o.connected ?? true };
        return [JSON.stringify({ ret: 'info', code: 0, version: o.version ?? '2.4.0', name: 'b', device })];
      }
      if (m.req === 'open') return [JSON.stringify({ ret: 'open', code: o.open ?? 0 })];
      if (m.req === 'register') {
        const c = o.register ?? 0;
        return [JSON.stringify({ ret: 'register', code: c, count: 3, threshold: 60, timeout: 10 })];
      }
      return [JSON.stringify({ ret: m.req, code: 0 })];
    },
  });
}

function maker2(o: { greet?: string[] } = {}): WebSocketCtor {
  return bridge({
    greet: o.greet ?? ['EVT:READY;VER:3.1.0;DEV:1;MODEL:X'],
    reply: (f) => {
      const id = /ID:(\d+)/.exec(f)?.[1];
      if (f.startsWith('CMD:ENROLL')) return [`OK:ENROLL;ID:${id};N:4;MINQ:50;T:10`];
      if (f.startsWith('CMD:ABORT')) return [`OK:ABORT;ID:${id}`];
    },
  });
}

afterEach(() => {
  vi.useRealTimers();
  made.length = 0;
});

describe('openReader: maker 1 (JSON)', () => {
  it('enrols with steps for each press, a poor one included, and resolves with the template', async () => {
    const reader = await openReader(1, { WebSocketImpl: maker1() });
    expect(reader.info).toEqual({ version: '2.4.0', name: 'b' });
    expect(last().sent.map((f) => JSON.parse(f).req)).toEqual(['info', 'open']);
    const steps: EnrolStep[] = [];
    const result = reader.enrol({ onStep: (s) => steps.push(s) });
    await flush();
    for (const e of [
      { event: 'oncapture', quality: 80, remaining: 2 },
      { event: 'oncapture', quality: 30, remaining: 2 },
      { event: 'oncapture', quality: 70, remaining: 1 },
      { event: 'oncapture', quality: 81, remaining: 0 },
      { event: 'onenroll', code: 0, template: TPL1 },
    ])
      last().push(JSON.stringify(e));
    expect(await result).toEqual({ template: TPL1, maker: 1, quality: 77 });
    expect(steps).toEqual([
      { done: 0, total: 3, quality: null, hint: 'press' },
      { done: 1, total: 3, quality: 80, hint: 'lift' },
      { done: 1, total: 3, quality: 30, hint: 'poor' },
      { done: 2, total: 3, quality: 70, hint: 'lift' },
      { done: 3, total: 3, quality: 81, hint: 'done' },
    ]);
    reader.close();
    expect(JSON.parse(last().sent.at(-1)!)).toEqual({ req: 'close' });
  });

  it('names each failure with the spec’s driver messages', async () => {
    expect(await code(openReader(1, { WebSocketImpl: bridge({ refuse: true }) }))).toBe('driverNotFound');
    expect(await code(openReader(1, { WebSocketImpl: maker1({ version: '1.9.9' }) }))).toBe('versionTooLow');
    expect(await code(openReader(1, { WebSocketImpl: maker1({ connected: false }) }))).toBe('deviceNotFound');
    expect(await code(openReader(1, { WebSocketImpl: maker1({ open: -5 }) }))).toBe('occupied');
    expect(await code(openReader(1, { WebSocketImpl: maker1({ open: -1 }) }))).toBe('deviceNotFound');
    const silent = bridge({});
    expect(await code(openReader(1, { WebSocketImpl: silent, connectTimeoutMs: 20 }))).toBe('connectionFailed');

    const reader = await openReader(1, { WebSocketImpl: maker1() });
    for (const [c, expected] of [
      [-1, 'deviceNotFound'],
      [-3, 'timeout'],
      [-4, 'collectionFailed'],
      [-99, 'collectionFailed'],
    ] as const) {
      const r = reader.enrol();
      await flush();
      last().push(JSON.stringify({ event: 'onenroll', code: c, msg: 'x' }));
      expect(await code(r)).toBe(expected);
    }
    const bad = reader.enrol();
    await flush();
    last().push(JSON.stringify({ event: 'onenroll', code: 0, template: TPL2 })); // maker 2's: not this reader's
    expect(await code(bad)).toBe('collectionFailed');
  });

  it('cancels, refuses a second enrolment at once, and fails on an unplug or a lost connection', async () => {
    const reader = await openReader(1, { WebSocketImpl: maker1() });
    const first = reader.enrol();
    expect(await code(reader.enrol())).toBe('occupied');
    reader.cancel();
    expect(await code(first)).toBe('cancelled');
    expect(JSON.parse(last().sent.at(-1)!)).toEqual({ req: 'cancelregister' });

    const statuses: string[] = [];
    const r2 = await openReader(1, { WebSocketImpl: maker1(), onStatus: (s) => statuses.push(s) });
    const pulled = r2.enrol();
    await flush();
    last().push(JSON.stringify({ event: 'ondevice', connected: false }));
    expect(await code(pulled)).toBe('deviceNotFound');
    const lost = r2.enrol();
    last().close(1006);
    expect(await code(lost)).toBe('connectionFailed');
    expect(statuses).toEqual(['unplugged', 'closed']);
    expect(await code(r2.enrol())).toBe('connectionFailed');
  });

  it('gives up on a bridge that falls silent between presses', async () => {
    const reader = await openReader(1, { WebSocketImpl: maker1() });
    vi.useFakeTimers();
    const r = reader.enrol();
    const settled = code(r);
    await vi.advanceTimersByTimeAsync(10);
    await vi.advanceTimersByTimeAsync(15_001);
    expect(await settled).toBe('timeout');
  });
});

describe('openReader: maker 2 (text frames)', () => {
  it('enrols under its own ID, ignores frames of other IDs, and resolves with the template', async () => {
    const reader = await openReader(2, { WebSocketImpl: maker2() });
    expect(reader).toMatchObject({ maker: 2, info: { version: '3.1.0', model: 'X' } });
    const steps: EnrolStep[] = [];
    const result = reader.enrol({ onStep: (s) => steps.push(s) });
    await flush();
    expect(last().sent).toEqual(['CMD:ENROLL;ID:1']);
    for (const f of [
      'EVT:PRESS;ID:1;Q:72;LEFT:3',
      'EVT:WEAK;ID:1;Q:20;LEFT:3',
      'EVT:PRESS;ID:9;Q:99;LEFT:0',
      'EVT:PRESS;ID:1;Q:60;LEFT:2',
      'EVT:PRESS;ID:1;Q:61;LEFT:1',
      'EVT:PRESS;ID:1;Q:70;LEFT:0',
      `EVT:DONE;ID:1;TPL:${TPL2}`,
    ])
      last().push(f);
    expect(await result).toEqual({ template: TPL2, maker: 2, quality: 66 });
    expect(steps.map((s) => `${s.done}/${s.total} ${s.quality} ${s.hint}`)).toEqual([
      '0/4 null press',
      '1/4 72 lift',
      '1/4 20 poor',
      '2/4 60 lift',
      '3/4 61 lift',
      '4/4 70 done',
    ]);
    const again = reader.enrol();
    await flush();
    reader.cancel();
    expect(await code(again)).toBe('cancelled');
    expect(last().sent.at(-1)).toBe('CMD:ABORT;ID:2');
  });

  it('names each failure with the spec’s driver messages', async () => {
    const open = (greet: string[]) => code(openReader(2, { WebSocketImpl: maker2({ greet }) }));
    expect(await code(openReader(2, { WebSocketImpl: bridge({ refuse: true }) }))).toBe('driverNotFound');
    expect(await open(['EVT:READY;VER:2.9.9;DEV:1'])).toBe('versionTooLow');
    expect(await open(['EVT:READY;VER:3.0.0;DEV:0'])).toBe('deviceNotFound');
    expect(await open(['ERR:BUSY'])).toBe('occupied');
    expect(await open(['{"event":"hello"}'])).toBe('connectionFailed');
    expect(await code(openReader(2, { WebSocketImpl: bridge({}), connectTimeoutMs: 20 }))).toBe('connectionFailed');

    const reader = await openReader(2, { WebSocketImpl: maker2() });
    for (const [err, expected] of [
      ['ERR:NODEV', 'deviceNotFound'],
      ['ERR:TIMEOUT', 'timeout'],
      ['ERR:CAPTURE', 'collectionFailed'],
      ['ERR:BUSY', 'occupied'],
    ] as const) {
      const r = reader.enrol();
      await flush();
      last().push(`${err};ID:${/ID:(\d+)/.exec(last().sent.at(-1)!)![1]}`);
      expect(await code(r)).toBe(expected);
    }
    const r = reader.enrol();
    await flush();
    last().push(`EVT:DONE;ID:5;TPL:${btoa('SFT1 but too short')}`);
    expect(await code(r)).toBe('collectionFailed');
  });

  it('knows it is occupied when the bridge closes with 4000, and a lost connection', async () => {
    const statuses: string[] = [];
    const reader = await openReader(2, { WebSocketImpl: maker2(), onStatus: (s) => statuses.push(s) });
    last().push('EVT:PLUG;DEV:0');
    last().push('EVT:PLUG;DEV:1');
    const r = reader.enrol();
    await flush();
    last().close(4000);
    expect(await code(r)).toBe('occupied');
    expect(statuses).toEqual(['unplugged', 'plugged', 'closed']);
  });
});
