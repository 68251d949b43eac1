// Maker 1's bridge (docs/fingerprint-reader.md "Maker 1"): JSON requests answered in order ({"ret": <req>, "code"}),
// `info` as the version handshake, `open` to hold the reader, `register` for an enrolment whose presses come as
// `oncapture` and whose end is one `onenroll` with the template.
import {
  decodeSft1,
  MAKER1_CODE,
  MAKER1_DEFAULT_PORT,
  MAKER1_MIN_VERSION,
  maker1EventSchema,
  maker1ResponseSchema,
  versionAtLeast,
  type Maker1Request,
  type Maker1Response,
} from '@lockconsole/shared/biometric/reader-protocol';
import { EnrolRun, openChannel, WATCHDOG_GRACE_MS } from './channel';
import {
  ReaderError,
  type EnrolOptions,
  type FingerprintReader,
  type OpenReaderOptions,
  type ReaderErrorCode,
} from './types';

const CODE: Record<number, ReaderErrorCode> = {
  [MAKER1_CODE.openFailed]: 'deviceNotFound',
  [MAKER1_CODE.cancelled]: 'cancelled',
  [MAKER1_CODE.timeout]: 'timeout',
  [MAKER1_CODE.captureFailed]: 'collectionFailed',
  [MAKER1_CODE.busy]: 'occupied',
};
const failure = (r: { code: number; msg?: string | undefined }) =>
  new ReaderError(CODE[r.code] ?? 'collectionFailed', r.msg ?? `code ${r.code}`);

type Waiter = {
  ret: Maker1Request['req'];
  resolve: (r: Maker1Response) => void;
  reject: (e: ReaderError) => void;
};

export async function openMaker1(o: OpenReaderOptions = {}): Promise<FingerprintReader> {
  const timeoutMs = o.connectTimeoutMs ?? 3000;
  const waiting: Waiter[] = [];
  let run: EnrolRun | null = null;
  let closed = false;
  /** The watchdog between presses: the bridge's per-press timeout (told when the enrolment starts) and some grace. */
  let pressMs = 10_000 + WATCHDOG_GRACE_MS;

  const channel = await openChannel(`ws://127.0.0.1:${o.port ?? MAKER1_DEFAULT_PORT}/`, {
    WebSocketImpl: o.WebSocketImpl,
    timeoutMs,
    onText,
    onClosed: () => {
      if (closed) return;
      closed = true;
      const lost = new ReaderError('connectionFailed', 'the bridge closed the connection');
      for (const w of waiting.splice(0)) w.reject(lost);
      run?.fail(lost);
      o.onStatus?.('closed');
    },
  });

  function onText(text: string) {
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch {
      return;
    }
    const ev = maker1EventSchema.safeParse(raw);
    if (ev.success) return onEvent(ev.data);
    const r = maker1ResponseSchema.safeParse(raw);
    if (!r.success) return;
    // Answers come in the order of the requests; `error` answers the one that was not understood.
    const i = r.data.ret === 'error' ? 0 : waiting.findIndex((w) => w.ret === r.data.ret);
    const [w] = i >= 0 ? waiting.splice(i, 1) : [];
    w?.resolve(r.data);
  }

  function onEvent(e: ReturnType<typeof maker1EventSchema.parse>) {
    if (e.event === 'ondevice') {
      o.onStatus?.(e.connected ? 'plugged' : 'unplugged');
      if (!e.connected) run?.fail(new ReaderError('deviceNotFound', 'the reader was unplugged'));
      return;
    }
    const r = run;
    if (!r?.started) return;
    if (e.event === 'oncapture') {
      const done = Math.max(0, r.total - e.remaining);
      const hint = done > r.done ? (e.remaining <= 0 ? 'done' : 'lift') : 'poor';
      r.step({ done, total: r.total, quality: e.quality, hint });
      return r.watch(pressMs);
    }
    if (e.code !== MAKER1_CODE.ok) return r.fail(failure(e));
    const t = e.template ? decodeSft1(e.template) : null;
    if (!t || t.maker !== 1) return r.fail(new ReaderError('collectionFailed', 'no SFT1 template of maker 1'));
    r.succeed({ template: e.template!, maker: 1, quality: t.quality });
  }

  function request(m: Maker1Request): Promise<Maker1Response> {
    if (closed) return Promise.reject(new ReaderError('connectionFailed', 'closed'));
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        const i = waiting.indexOf(w);
        if (i >= 0) waiting.splice(i, 1);
        reject(new ReaderError('connectionFailed', `no answer to ${m.req}`));
      }, timeoutMs);
      const w: Waiter = {
        ret: m.req,
        resolve: (r) => (clearTimeout(timer), resolve(r)),
        reject: (e) => (clearTimeout(timer), reject(e)),
      };
      waiting.push(w);
      channel.send(JSON.stringify(m));
    });
  }

  try {
    const info = await request({ req: 'info' });
    if (info.code !== MAKER1_CODE.ok || !info.version) throw new ReaderError('connectionFailed', 'no info');
    if (!versionAtLeast(info.version, MAKER1_MIN_VERSION)) throw new ReaderError('versionTooLow', info.version);
    if (info.device && !info.device.connected) throw new ReaderError('deviceNotFound', 'no reader plugged in');
    const opened = await request({ req: 'open' });
    if (opened.code !== MAKER1_CODE.ok) throw failure(opened);

    const reader: FingerprintReader = {
      maker: 1,
      info: {
        version: info.version,
        ...(info.name ? { name: info.name } : {}),
        ...(info.device?.model ? { model: info.device.model } : {}),
        ...(info.device?.serial ? { serial: info.device.serial } : {}),
      },
      enrol(eo: EnrolOptions = {}) {
        if (closed) return Promise.reject(new ReaderError('connectionFailed', 'closed'));
        if (run) return Promise.reject(new ReaderError('occupied', 'an enrolment is under way'));
        const r = new EnrolRun(eo.onStep, () => {
          if (run === r) run = null;
        });
        run = r;
        request({ req: 'register' }).then(
          (ack) => {
            if (!r.active) return;
            if (ack.code !== MAKER1_CODE.ok) return r.fail(failure(ack));
            r.total = ack.count ?? 3;
            pressMs = (ack.timeout ?? 10) * 1000 + WATCHDOG_GRACE_MS;
            r.started = true;
            r.step({ done: 0, total: r.total, quality: null, hint: 'press' });
            r.watch(pressMs);
          },
          (e: ReaderError) => r.fail(e),
        );
        return r.promise;
      },
      cancel() {
        if (!run) return;
        channel.send(JSON.stringify({ req: 'cancelregister' } satisfies Maker1Request));
        run.fail(new ReaderError('cancelled'));
      },
      close() {
        if (closed) return;
        reader.cancel();
        channel.send(JSON.stringify({ req: 'close' } satisfies Maker1Request));
        closed = true;
        for (const w of waiting.splice(0)) w.reject(new ReaderError('cancelled', 'closed'));
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
