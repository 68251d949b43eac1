// Maker 2's bridge (docs/fingerprint-reader.md "Maker 2"): text frames "TYPE:NAME;KEY:VALUE". The bridge speaks
// first (EVT:READY with its version and whether a reader is plugged in, or ERR:BUSY when another page holds it); an
// enrolment is CMD:ENROLL under an ID the page picks, and every frame about it carries that ID.
import {
  decodeSft1,
  formatMaker2Frame,
  MAKER2_BUSY_CLOSE,
  MAKER2_DEFAULT_PORT,
  MAKER2_MIN_VERSION,
  maker2BridgeFrameSchema,
  parseMaker2Frame,
  versionAtLeast,
  type Maker2BridgeFrame,
  type Maker2Error,
} from '@lockconsole/shared/biometric/reader-protocol';
import { EnrolRun, openChannel, WATCHDOG_GRACE_MS } from './channel';
import {
  ReaderError,
  type EnrolOptions,
  type FingerprintReader,
  type OpenReaderOptions,
  type ReaderErrorCode,
} from './types';

const ERROR: Record<Maker2Error, ReaderErrorCode> = {
  'ERR:NODEV': 'deviceNotFound',
  'ERR:BUSY': 'occupied',
  'ERR:TIMEOUT': 'timeout',
  'ERR:CAPTURE': 'collectionFailed',
  'ERR:BADCMD': 'collectionFailed',
};

type Ready = Extract<Maker2BridgeFrame, { head: 'EVT:READY' }>;

export async function openMaker2(o: OpenReaderOptions = {}): Promise<FingerprintReader> {
  const timeoutMs = o.connectTimeoutMs ?? 3000;
  let run: (EnrolRun & { id?: number }) | null = null;
  let nextId = 0;
  let closed = false;
  let pressMs = 10_000 + WATCHDOG_GRACE_MS;
  /** The handshake: the first frame settles it. */
  let greet: { resolve: (r: Ready) => void; reject: (e: ReaderError) => void } | null = null;
  const greeting = new Promise<Ready>((resolve, reject) => (greet = { resolve, reject }));
  // Read when the handshake fails before anyone awaits it (the page then sees it through `await greeting`).
  greeting.catch(() => {});

  const channel = await openChannel(`ws://127.0.0.1:${o.port ?? MAKER2_DEFAULT_PORT}/`, {
    WebSocketImpl: o.WebSocketImpl,
    timeoutMs,
    onText,
    onClosed: (code) => {
      if (closed) return;
      closed = true;
      const lost = new ReaderError(
        code === MAKER2_BUSY_CLOSE ? 'occupied' : 'connectionFailed',
        `the bridge closed the connection (${code})`,
      );
      greet?.reject(lost);
      greet = null;
      run?.fail(lost);
      o.onStatus?.('closed');
    },
  });

  function onText(text: string) {
    const frame = parseMaker2Frame(text);
    const p = frame ? maker2BridgeFrameSchema.safeParse(frame) : null;
    if (greet) {
      const g = greet;
      greet = null;
      if (!p?.success)
        return g.reject(new ReaderError('connectionFailed', `not maker 2's bridge: ${text.slice(0, 40)}`));
      if (p.data.head === 'EVT:READY') return g.resolve(p.data);
      return g.reject(new ReaderError(p.data.head === 'ERR:BUSY' ? 'occupied' : 'connectionFailed', p.data.head));
    }
    if (!p?.success) return;
    const f = p.data;
    if (f.head === 'EVT:PLUG') {
      o.onStatus?.(f.DEV ? 'plugged' : 'unplugged');
      if (!f.DEV) run?.fail(new ReaderError('deviceNotFound', 'the reader was unplugged'));
      return;
    }
    const r = run;
    if (!r || !('ID' in f) || (f.ID !== undefined && f.ID !== r.id)) return;
    switch (f.head) {
      case 'OK:ENROLL':
        r.total = f.N;
        r.started = true;
        pressMs = f.T * 1000 + WATCHDOG_GRACE_MS;
        r.step({ done: 0, total: f.N, quality: null, hint: 'press' });
        return r.watch(pressMs);
      case 'EVT:PRESS':
      case 'EVT:WEAK': {
        if (!r.started) return;
        const done = Math.max(0, r.total - f.LEFT);
        const hint = f.head === 'EVT:WEAK' ? 'poor' : f.LEFT <= 0 ? 'done' : 'lift';
        r.step({ done, total: r.total, quality: f.Q, hint });
        return r.watch(pressMs);
      }
      case 'EVT:DONE': {
        const t = decodeSft1(f.TPL);
        if (!t || t.maker !== 2) return r.fail(new ReaderError('collectionFailed', 'no SFT1 template of maker 2'));
        return r.succeed({ template: f.TPL, maker: 2, quality: t.quality });
      }
      case 'OK:ABORT':
        return;
      default:
        return r.fail(new ReaderError(ERROR[f.head], f.head));
    }
  }

  const timer = setTimeout(
    () => greet?.reject(new ReaderError('connectionFailed', 'the bridge did not say who it is')),
    timeoutMs,
  );
  try {
    const ready = await greeting.finally(() => clearTimeout(timer));
    if (!versionAtLeast(ready.VER, MAKER2_MIN_VERSION)) throw new ReaderError('versionTooLow', ready.VER);
    if (!ready.DEV) throw new ReaderError('deviceNotFound', 'no reader plugged in');
    const reader: FingerprintReader = {
      maker: 2,
      info: { version: ready.VER, ...(ready.MODEL ? { model: ready.MODEL } : {}) },
      enrol(eo: EnrolOptions = {}) {
        if (closed) return Promise.reject(new ReaderError('connectionFailed', 'closed'));
        if (run) return Promise.reject(new ReaderError('occupied', 'an enrolment is under way'));
        const r: EnrolRun & { id?: number } = new EnrolRun(eo.onStep, () => {
          if (run === r) run = null;
        });
        r.id = ++nextId;
        run = r;
        channel.send(formatMaker2Frame('CMD:ENROLL', { ID: r.id }));
        // The bridge answers OK:ENROLL (or why not) at once.
        r.watch(timeoutMs, 'connectionFailed');
        return r.promise;
      },
      cancel() {
        if (!run) return;
        channel.send(formatMaker2Frame('CMD:ABORT', { ID: run.id ?? 0 }));
        run.fail(new ReaderError('cancelled'));
      },
      close() {
        if (closed) return;
        reader.cancel();
        closed = true;
        channel.close();
      },
    };
    return reader;
  } catch (e) {
    closed = true;
    channel.close();
    throw e;
  }
}
