// What both makers' adapters share: the loopback WebSocket (a bridge that is not listening is "driver not found") and
// one enrolment's promise with its steps and its watchdog (a bridge that falls silent is a timeout, not a hang).
import {
  ReaderError,
  type EnrolResult,
  type EnrolStep,
  type ReaderErrorCode,
  type WebSocketCtor,
  type WebSocketLike,
} from './types';

export type Channel = {
  send(text: string): void;
  close(): void;
};

export type ChannelOptions = {
  WebSocketImpl?: WebSocketCtor;
  timeoutMs: number;
  /** Each text frame from the bridge (set before connecting: the bridge may speak at once). */
  onText: (text: string) => void;
  /** The connection ended after it was open (the bridge stopped, or closed it with `code`). */
  onClosed: (code: number) => void;
};

const OPEN = 1;

/** Opens ws://127.0.0.1:<port>/. Fails with driverNotFound when nothing listens, connectionFailed when it hangs. */
export function openChannel(url: string, o: ChannelOptions): Promise<Channel> {
  const Impl = o.WebSocketImpl ?? (globalThis as { WebSocket?: WebSocketCtor }).WebSocket;
  if (!Impl) return Promise.reject(new ReaderError('driverNotFound', 'no WebSocket here'));
  let ws: WebSocketLike;
  try {
    ws = new Impl(url);
  } catch (e) {
    return Promise.reject(new ReaderError('driverNotFound', String(e)));
  }
  const channel: Channel = {
    send: (text) => {
      if (ws.readyState === OPEN) ws.send(text);
    },
    close: () => ws.close(),
  };
  return new Promise((resolve, reject) => {
    let opened = false;
    const timer = setTimeout(() => {
      reject(new ReaderError('connectionFailed', `no connection to ${url}`));
      ws.close();
    }, o.timeoutMs);
    ws.onopen = () => {
      opened = true;
      clearTimeout(timer);
      resolve(channel);
    };
    ws.onerror = () => {
      if (opened) return;
      clearTimeout(timer);
      reject(new ReaderError('driverNotFound', `nothing answers on ${url}`));
    };
    ws.onmessage = (e: { data?: unknown }) => o.onText(String(e.data));
    ws.onclose = (e: { code?: number }) => {
      clearTimeout(timer);
      if (opened) o.onClosed(e.code ?? 1006);
      else reject(new ReaderError('driverNotFound', `nothing answers on ${url}`));
    };
  });
}

/** Extra time the page gives a bridge beyond its own per-press timeout before it calls the enrolment timed out. */
export const WATCHDOG_GRACE_MS = 5000;

/** One enrolment: settled once (success, the bridge's error, cancel, the connection lost, the watchdog). */
export class EnrolRun {
  readonly promise: Promise<EnrolResult>;
  /** The bridge accepted the enrolment (its events count from now on). */
  started = false;
  total = 0;
  done = 0;
  private settled = false;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private resolveFn!: (r: EnrolResult) => void;
  private rejectFn!: (e: ReaderError) => void;

  constructor(
    private readonly onStep: ((s: EnrolStep) => void) | undefined,
    private readonly onSettled: () => void,
  ) {
    this.promise = new Promise<EnrolResult>((resolve, reject) => {
      this.resolveFn = resolve;
      this.rejectFn = reject;
    });
  }

  get active(): boolean {
    return !this.settled;
  }

  /** Reports a step to the page (a throwing onStep does not break the enrolment). */
  step(s: EnrolStep) {
    if (this.settled) return;
    this.done = s.done;
    try {
      this.onStep?.(s);
    } catch {
      // the page's problem; the enrolment goes on
    }
  }

  /** (Re)arms the watchdog: with no word from the bridge for `ms` the enrolment fails with `code`. */
  watch(ms: number, code: ReaderErrorCode = 'timeout') {
    clearTimeout(this.timer);
    if (!this.settled) this.timer = setTimeout(() => this.fail(new ReaderError(code, 'the bridge fell silent')), ms);
  }

  succeed(r: EnrolResult) {
    if (this.end()) this.resolveFn(r);
  }

  fail(e: ReaderError) {
    if (this.end()) this.rejectFn(e);
  }

  private end(): boolean {
    if (this.settled) return false;
    this.settled = true;
    clearTimeout(this.timer);
    this.onSettled();
    return true;
  }
}
