// A simulated desk card encoder with its bridge program (issue 14, docs/card-encoder.md): a WebSocket server on a
// loopback port that speaks packages/shared/src/card/encoder-protocol.ts, and a reader on which a person places
// cards (tests and the simulator CLI call placeCard / removeCard / takeCard). Each card keeps its own memory: data
// written to it stays when it is taken away and placed again, and travels with it to a lock's reader.
import { WebSocketServer, type WebSocket } from 'ws';
import {
  ENCODER_PATH,
  encoderRequestSchema,
  writeCardArgsSchema,
  type EncoderError,
  type EncoderEvent,
  type EncoderResponse,
} from '@lockconsole/shared/card/encoder-protocol';

export type SimEncoderOptions = {
  /** The bridge's version in `hello` (older than ENCODER_MIN_VERSION: the page asks for an update). */
  version?: string;
  /** Is the USB encoder plugged in? (false: every card command answers deviceNotFound). */
  connected?: boolean;
  /** A card that is not an IC card (e.g. a CPU card) is read as such. */
  model?: string;
};

/** A card: its number (UID) and the data written on it (null = blank). */
export type SimCard = { cardNumber: string; cardData: string | null; ic: boolean };

export class SimEncoder {
  version: string;
  connected: boolean;
  readonly model: string;
  /** Cards the encoder has seen, by number: their memory. */
  private readonly cards = new Map<string, SimCard>();
  private onReader: SimCard | null = null;
  private wss: WebSocketServer | null = null;
  private holder: WebSocket | null = null;
  /** The next write fails as if the card were taken away mid-write (tests). */
  failNextWrite: EncoderError | null = null;

  constructor(o: SimEncoderOptions = {}) {
    this.version = o.version ?? '1.3.0';
    this.connected = o.connected ?? true;
    this.model = o.model ?? 'SIM-ENC-1';
  }

  /** Listens on 127.0.0.1:`port` (0 = any free port); answers the port. */
  async start(port = 0): Promise<number> {
    const wss = new WebSocketServer({ host: '127.0.0.1', port, path: ENCODER_PATH });
    this.wss = wss;
    wss.on('connection', (ws) => this.accept(ws));
    await new Promise<void>((resolve, reject) => {
      wss.once('listening', resolve);
      wss.once('error', reject);
    });
    return (wss.address() as { port: number }).port;
  }

  async close() {
    for (const c of this.wss?.clients ?? []) c.terminate();
    await new Promise<void>((r) => (this.wss ? this.wss.close(() => r()) : r()));
    this.wss = null;
  }

  /** A card is put on the reader (its memory is kept from earlier visits). */
  placeCard(cardNumber: string, o: { ic?: boolean } = {}) {
    const card = this.cards.get(cardNumber) ?? { cardNumber, cardData: null, ic: o.ic ?? true };
    this.cards.set(cardNumber, card);
    this.onReader = card;
    this.send({ event: 'cardPresent', cardNumber });
  }

  removeCard() {
    this.onReader = null;
    this.send({ event: 'cardRemoved' });
  }

  /** Takes the card off the reader (to present it at a lock): its number and data. */
  takeCard(): SimCard | null {
    const c = this.onReader;
    if (c) this.removeCard();
    return c ? { ...c } : null;
  }

  /** What a card the encoder has seen now holds. */
  cardOf(cardNumber: string): SimCard | undefined {
    const c = this.cards.get(cardNumber);
    return c && { ...c };
  }

  plug(connected: boolean) {
    this.connected = connected;
    this.send({ event: 'device', device: this.device() });
  }

  private device() {
    return { connected: this.connected, model: this.model, serial: 'SIM0001' };
  }

  private send(e: EncoderEvent, to: WebSocket | null = this.holder) {
    if (to && to.readyState === to.OPEN) to.send(JSON.stringify(e));
  }

  private accept(ws: WebSocket) {
    if (this.holder && this.holder.readyState === this.holder.OPEN) {
      this.send({ event: 'occupied' }, ws);
      ws.close(4000, 'occupied');
      return;
    }
    this.holder = ws;
    this.send({
      event: 'hello',
      name: 'LockHub card encoder bridge (simulated)',
      version: this.version,
      device: this.device(),
    });
    if (this.onReader) this.send({ event: 'cardPresent', cardNumber: this.onReader.cardNumber });
    ws.on('message', (raw) => {
      const answer = this.answer(String(raw));
      if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(answer));
    });
    ws.on('close', () => {
      if (this.holder === ws) this.holder = null;
    });
  }

  private answer(raw: string): EncoderResponse {
    let msg: unknown;
    try {
      msg = JSON.parse(raw);
    } catch {
      return { id: 0, ok: false, error: 'badRequest' };
    }
    const req = encoderRequestSchema.safeParse(msg);
    if (!req.success) return { id: Number((msg as { id?: unknown })?.id) || 0, ok: false, error: 'badRequest' };
    const { id, cmd, args } = req.data;
    const fail = (error: EncoderError): EncoderResponse => ({ id, ok: false, error });
    if (cmd === 'status') {
      return { id, ok: true, data: { device: this.device(), cardNumber: this.onReader?.cardNumber ?? null } };
    }
    if (!this.connected) return fail('deviceNotFound');
    const card = this.onReader;
    if (!card) return fail('noCard');
    if (!card.ic) return fail('notIcCard');
    switch (cmd) {
      case 'readCard':
        return { id, ok: true, data: { cardNumber: card.cardNumber, cardData: card.cardData } };
      case 'writeCard': {
        const a = writeCardArgsSchema.safeParse(args ?? {});
        if (!a.success) return fail('badRequest');
        if (a.data.cardNumber !== card.cardNumber) return fail('cardRemoved');
        if (this.failNextWrite) {
          const e = this.failNextWrite;
          this.failNextWrite = null;
          return fail(e);
        }
        card.cardData = a.data.cardData;
        return { id, ok: true, data: { cardNumber: card.cardNumber } };
      }
      case 'clearCard':
      case 'initCard':
        card.cardData = null;
        return { id, ok: true, data: { cardNumber: card.cardNumber } };
    }
  }
}
