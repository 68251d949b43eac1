// The USB fingerprint reader on a simulated administrator's desk (issue 15 item 1b, docs/fingerprint-reader.md): it can
// be unplugged, and it enrols one finger at a time — a person presses it `presses` times with a quality of at least
// `threshold` (a poorer press, or another finger, does not count), each within `pressTimeoutMs` of the last — and
// then makes an SFT1 template. The same finger always gives the same signature (a hash of its name), so a test can
// tell whose finger a template holds. No network here: each maker's bridge (sim-fingerprint-maker1.ts, -maker2.ts)
// drives it and speaks its own language to the page.
import { createHash } from 'node:crypto';
import type { WebSocket } from 'ws';
import { encodeSft1, READER_ENROL_DEFAULTS, type ReaderMaker } from '@lockconsole/shared/biometric/reader-protocol';

/** The 32-byte signature (hex) of a finger: what a real reader's minutiae are to this simulation. */
export function fingerSignature(finger: string): string {
  return createHash('sha256').update(`sim-finger:${finger}`).digest('hex');
}

/** What a bridge says about itself (its version may be set low to test the page's "plugin version too low"). */
export type BridgeInfo = { name: string; version: string; model: string; serial: string };
/** A maker's bridge program: takes each page's connection and speaks its language there. */
export type ReaderBridge = { accept(ws: WebSocket): void };

export type EnrolParams = { presses: number; threshold: number; timeoutS: number };
/** A press during an enrolment, as the bridge reports it. */
export type EnrolPress = { quality: number; counted: boolean; remaining: number };
export type EnrolEnd =
  { ok: true; template: string; quality: number } | { ok: false; reason: 'unplugged' | 'timeout' | 'captureFailed' };
export type EnrolListener = { onPress(p: EnrolPress): void; onEnd(e: EnrolEnd): void };

/** What a press did: a step of the enrolment, its last one, not counted, a failed capture, or nothing to do. */
export type PressResult = 'counted' | 'enrolled' | 'poor' | 'failed' | 'idle' | 'unplugged';

type Enrolment = EnrolParams & {
  finger?: string;
  qualities: number[];
  listener: EnrolListener;
  timer: NodeJS.Timeout;
};

export type SimReaderDeviceOptions = {
  /** Plugged in at the start (default true). */
  connected?: boolean;
  /** Defaults of this maker's reader (READER_ENROL_DEFAULTS); a bridge may ask for others per enrolment. */
  presses?: number;
  threshold?: number;
  /** Per press (default 10 s). */
  pressTimeoutMs?: number;
};

export class SimReaderDevice {
  connected: boolean;
  readonly defaults: EnrolParams;
  /** The per-press timeout in ms (timeoutS × 1000 unless set: tests use a short one). */
  pressTimeoutMs: number | undefined;
  /** The next press fails the capture and ends the enrolment (tests, `reader <maker> fail`). */
  failNextCapture = false;
  private enrolment: Enrolment | undefined;
  private readonly plugListeners: ((connected: boolean) => void)[] = [];

  constructor(
    readonly maker: ReaderMaker,
    o: SimReaderDeviceOptions = {},
  ) {
    const d = READER_ENROL_DEFAULTS[maker];
    this.connected = o.connected ?? true;
    this.defaults = {
      presses: o.presses ?? d.presses,
      threshold: o.threshold ?? d.threshold,
      timeoutS: d.timeoutS,
    };
    this.pressTimeoutMs = o.pressTimeoutMs;
  }

  /** The enrolment under way: presses counted and needed, the quality a press needs. */
  get enrolling(): { done: number; total: number; threshold: number } | undefined {
    const e = this.enrolment;
    return e && { done: e.qualities.length, total: e.presses, threshold: e.threshold };
  }

  onPlug(f: (connected: boolean) => void) {
    this.plugListeners.push(f);
  }

  /** Plugs the reader in or pulls it out (which ends an enrolment: `unplugged`). */
  plug(connected: boolean) {
    if (connected === this.connected) return;
    this.connected = connected;
    if (!connected) this.end({ ok: false, reason: 'unplugged' });
    for (const f of this.plugListeners) f(connected);
  }

  /** Starts an enrolment (false when the reader is unplugged or one is under way). */
  enrol(listener: EnrolListener, p: Partial<EnrolParams> = {}): EnrolParams | false {
    if (!this.connected || this.enrolment) return false;
    const params = { ...this.defaults, ...p };
    this.enrolment = { ...params, qualities: [], listener, timer: this.armTimer(params.timeoutS) };
    return params;
  }

  /** Ends the enrolment without a word to its listener (the bridge answers the cancel itself). */
  cancel(): boolean {
    const e = this.enrolment;
    if (!e) return false;
    clearTimeout(e.timer);
    this.enrolment = undefined;
    return true;
  }

  /** A finger on the reader with the quality of this press (0–100). */
  press(finger: string, quality = 80): PressResult {
    if (!this.connected) return 'unplugged';
    const e = this.enrolment;
    if (!e) return 'idle';
    clearTimeout(e.timer);
    if (this.failNextCapture) {
      this.failNextCapture = false;
      this.end({ ok: false, reason: 'captureFailed' });
      return 'failed';
    }
    const q = Math.max(0, Math.min(100, Math.round(quality)));
    const counted = q >= e.threshold && (e.finger === undefined || e.finger === finger);
    if (counted) {
      e.finger = finger;
      e.qualities.push(q);
    }
    const remaining = e.presses - e.qualities.length;
    e.listener.onPress({ quality: q, counted, remaining });
    if (remaining > 0) {
      e.timer = this.armTimer(e.timeoutS);
      return counted ? 'counted' : 'poor';
    }
    const mean = Math.round(e.qualities.reduce((a, b) => a + b, 0) / e.qualities.length);
    const template = encodeSft1({ maker: this.maker, signature: fingerSignature(finger), quality: mean });
    this.end({ ok: true, template, quality: mean });
    return 'enrolled';
  }

  private armTimer(timeoutS: number) {
    const t = setTimeout(() => this.end({ ok: false, reason: 'timeout' }), this.pressTimeoutMs ?? timeoutS * 1000);
    t.unref();
    return t;
  }

  private end(r: EnrolEnd) {
    const e = this.enrolment;
    if (!e) return;
    clearTimeout(e.timer);
    this.enrolment = undefined;
    e.listener.onEnd(r);
  }
}
