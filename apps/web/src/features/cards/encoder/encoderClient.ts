// The page's side of the card encoder bridge (docs/card-encoder.md): connects to the loopback WebSocket, checks the
// bridge's hello (version, device plugged in), sends commands and matches answers, passes card events on. Failures
// are one of the spec's driver messages (EncoderProblem), never a thrown string. No React here.
import {
  ENCODER_MIN_VERSION,
  ENCODER_PATH,
  encoderEventSchema,
  encoderResponseSchema,
  readCardDataSchema,
  versionAtLeast,
  type EncoderCommand,
  type EncoderError,
  type EncoderEvent,
} from '@lockconsole/shared/card/encoder-protocol';

/** What the page tells the user (cards namespace, encoder.errors.<problem>). */
export type EncoderProblem = EncoderError | 'driverNotFound' | 'connectionFailed' | 'versionTooLow';

export class EncoderFailure extends Error {
  constructor(readonly problem: EncoderProblem) {
    super(problem);
  }
}

export type EncoderHello = Extract<EncoderEvent, { event: 'hello' }>;

export type EncoderConnection = {
  hello: EncoderHello;
  readCard(): Promise<{ cardNumber: string; cardData: string | null }>;
  writeCard(cardNumber: string, cardData: string): Promise<void>;
  clearCard(): Promise<void>;
  initCard(): Promise<void>;
  close(): void;
};

type Socket = Pick<WebSocket, 'send' | 'close' | 'readyState'> & {
  onopen: ((e: unknown) => void) | null;
  onmessage: ((e: { data: unknown }) => void) | null;
  onerror: ((e: unknown) => void) | null;
  onclose: ((e: unknown) => void) | null;
};

export type EncoderOptions = {
  port: number;
  /** Card placed or removed, device plugged in or out, the connection lost. */
  onEvent?: (e: EncoderEvent | { event: 'closed' }) => void;
  /** How long a command may take (a person may be placing the card). */
  timeoutMs?: number;
  /** For tests: makes the socket. */
  socket?: (url: string) => Socket;
};

const HELLO_MS = 3000;

export function connectEncoder(o: EncoderOptions): Promise<EncoderConnection> {
  const url = `ws://127.0.0.1:${o.port}${ENCODER_PATH}`;
  let ws: Socket;
  try {
    ws = o.socket ? o.socket(url) : (new WebSocket(url) as unknown as Socket);
  } catch {
    return Promise.reject(new EncoderFailure('driverNotFound'));
  }
  const pending = new Map<number, { resolve: (d: Record<string, unknown>) => void; reject: (e: Error) => void }>();
  let nextId = 0;
  let opened = false;

  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => (ws.close(), reject(new EncoderFailure('connectionFailed'))), HELLO_MS);
    const settle = (e: Error) => {
      clearTimeout(timer);
      reject(e);
    };
    ws.onopen = () => (opened = true);
    ws.onerror = () => settle(new EncoderFailure(opened ? 'connectionFailed' : 'driverNotFound'));
    ws.onclose = () => {
      for (const p of pending.values()) p.reject(new EncoderFailure('connectionFailed'));
      pending.clear();
      settle(new EncoderFailure(opened ? 'connectionFailed' : 'driverNotFound'));
      o.onEvent?.({ event: 'closed' });
    };
    ws.onmessage = (m) => {
      let raw: unknown;
      try {
        raw = JSON.parse(String(m.data));
      } catch {
        return;
      }
      const ev = encoderEventSchema.safeParse(raw);
      if (ev.success) {
        const e = ev.data;
        if (e.event === 'occupied') return settle(new EncoderFailure('deviceOccupied'));
        if (e.event === 'hello') {
          clearTimeout(timer);
          if (!versionAtLeast(e.version, ENCODER_MIN_VERSION)) {
            ws.close();
            return reject(new EncoderFailure('versionTooLow'));
          }
          return resolve(connection(e));
        }
        return o.onEvent?.(e);
      }
      const answer = encoderResponseSchema.safeParse(raw);
      if (!answer.success) return;
      const p = pending.get(answer.data.id);
      pending.delete(answer.data.id);
      if (!p) return;
      if (answer.data.ok) p.resolve(answer.data.data ?? {});
      else p.reject(new EncoderFailure(answer.data.error ?? 'writeFailed'));
    };
  });

  function send(cmd: EncoderCommand, args?: Record<string, unknown>): Promise<Record<string, unknown>> {
    return new Promise((resolve, reject) => {
      if (ws.readyState !== 1) return reject(new EncoderFailure('connectionFailed'));
      const id = ++nextId;
      const timer = setTimeout(() => {
        pending.delete(id);
        reject(new EncoderFailure('timeout'));
      }, o.timeoutMs ?? 15_000);
      pending.set(id, {
        resolve: (d) => (clearTimeout(timer), resolve(d)),
        reject: (e) => (clearTimeout(timer), reject(e)),
      });
      ws.send(JSON.stringify({ id, cmd, args }));
    });
  }

  function connection(hello: EncoderHello): EncoderConnection {
    return {
      hello,
      async readCard() {
        const d = readCardDataSchema.safeParse(await send('readCard'));
        if (!d.success) throw new EncoderFailure('notIcCard');
        return d.data;
      },
      writeCard: async (cardNumber, cardData) => void (await send('writeCard', { cardNumber, cardData })),
      clearCard: async () => void (await send('clearCard')),
      initCard: async () => void (await send('initCard')),
      close: () => ws.close(),
    };
  }
}

/** The port the user chose last (default ENCODER_DEFAULT_PORT), kept in this browser. */
export const ENCODER_PORT_KEY = 'lockconsole.encoderPort';
