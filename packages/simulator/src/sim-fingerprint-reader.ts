// A simulated desk fingerprint reader with its maker's bridge program (issue 15 item 1b, docs/fingerprint-reader.md):
// a WebSocket server on 127.0.0.1 speaking maker 1's JSON or maker 2's text frames
// (packages/shared/src/biometric/reader-protocol.ts), in front of a USB reader (sim-fingerprint-device.ts) that a
// person presses — tests and the simulator CLI (`reader …`) call press / plug — and that makes an SFT1 template.
import { WebSocketServer } from 'ws';
import { READER_DEFAULT_PORT, type ReaderMaker } from '@lockconsole/shared/biometric/reader-protocol';
import {
  SimReaderDevice,
  type BridgeInfo,
  type PressResult,
  type ReaderBridge,
  type SimReaderDeviceOptions,
} from './sim-fingerprint-device';
import { maker1Bridge } from './sim-fingerprint-maker1';
import { maker2Bridge } from './sim-fingerprint-maker2';

export { fingerSignature, type PressResult } from './sim-fingerprint-device';

export type SimFingerprintReaderOptions = SimReaderDeviceOptions & {
  /** The bridge's version (below the page's minimum: "plugin version too low"). Default maker 1 2.4.0, maker 2 3.1.0. */
  version?: string;
};

const DEFAULT_VERSION: Record<ReaderMaker, string> = { 1: '2.4.0', 2: '3.1.0' };
const MODEL: Record<ReaderMaker, string> = { 1: 'SIM-FP-100', 2: 'SIM-FS-200' };

export class SimFingerprintReader {
  /** The USB reader: press, plug, enrolling. */
  readonly device: SimReaderDevice;
  version: string;
  private readonly bridge: ReaderBridge;
  private wss: WebSocketServer | null = null;
  private listening = 0;

  constructor(
    readonly maker: ReaderMaker,
    o: SimFingerprintReaderOptions = {},
  ) {
    this.device = new SimReaderDevice(maker, o);
    this.version = o.version ?? DEFAULT_VERSION[maker];
    const info = (): BridgeInfo => ({
      name: `Fingerprint reader bridge, maker ${maker} (simulated)`,
      version: this.version,
      model: MODEL[maker],
      serial: `SIMFP${maker}0001`,
    });
    this.bridge = maker === 1 ? maker1Bridge(this.device, info) : maker2Bridge(this.device, info);
  }

  /** Listens on ws://127.0.0.1:`port`/ (default this maker's port; 0 = any free port); answers the port. */
  async start(port = READER_DEFAULT_PORT[this.maker]): Promise<number> {
    const wss = new WebSocketServer({ host: '127.0.0.1', port });
    await new Promise<void>((resolve, reject) => {
      wss.once('listening', resolve);
      wss.once('error', reject);
    });
    this.wss = wss;
    wss.on('connection', (ws) => this.bridge.accept(ws));
    this.listening = (wss.address() as { port: number }).port;
    return this.listening;
  }

  /** The port it listens on (0 when stopped). */
  get port(): number {
    return this.listening;
  }

  /** Stops the bridge (the pages' connections drop; the reader's enrolment ends with them). */
  async close() {
    const wss = this.wss;
    this.wss = null;
    this.listening = 0;
    if (!wss) return;
    for (const c of wss.clients) c.terminate();
    await new Promise<void>((r) => wss.close(() => r()));
  }

  get connected(): boolean {
    return this.device.connected;
  }

  /** Plugs the USB reader in or pulls it out. */
  plug(connected: boolean) {
    this.device.plug(connected);
  }

  /** A finger on the reader (a name: the same name is the same finger) with the press's quality (0–100). */
  press(finger: string, quality = 80): PressResult {
    return this.device.press(finger, quality);
  }

  get enrolling() {
    return this.device.enrolling;
  }
}
