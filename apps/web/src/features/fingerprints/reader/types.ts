// One interface for the page over both makers' desk fingerprint readers (issue 15 item 1b, docs/fingerprint-reader.md):
// openReader (openReader.ts) connects to that maker's bridge on the loopback address and answers a FingerprintReader
// whose enrol() walks the presses and resolves with the SFT1 template. Every failure is a ReaderError with one of the
// spec's driver messages as its code (the page maps each code to its text). No React here.
import type { ReaderMaker } from '@lockconsole/shared/biometric/reader-protocol';

export type { ReaderMaker };

/**
 * Spec §3's driver messages, and two outcomes of an enrolment:
 * - driverNotFound: no bridge listens on the port (the maker's program is not installed or not running);
 * - deviceNotFound: the bridge has no USB reader (unplugged, also when it is pulled out mid-enrolment);
 * - connectionFailed: the bridge did not answer in time, spoke nonsense, or the connection dropped;
 * - occupied: another page (tab) holds the reader;
 * - collectionFailed: the reader failed to capture, or handed over no usable template;
 * - versionTooLow: the bridge is older than the page needs ("local web-socket plugin version too low");
 * - cancelled: cancel() or close() during the enrolment;
 * - timeout: nobody pressed within the per-press time.
 */
export const READER_ERROR_CODES = [
  'driverNotFound',
  'deviceNotFound',
  'connectionFailed',
  'occupied',
  'collectionFailed',
  'versionTooLow',
  'cancelled',
  'timeout',
] as const;
export type ReaderErrorCode = (typeof READER_ERROR_CODES)[number];

export class ReaderError extends Error {
  constructor(
    readonly code: ReaderErrorCode,
    /** What the bridge said, for the log (never shown: the page shows its own text for the code). */
    readonly detail?: string,
  ) {
    super(detail ? `${code}: ${detail}` : code);
    this.name = 'ReaderError';
  }
}

/**
 * A step of the enrolment: presses counted (`done`) of `total`, the last press's quality (null before the first),
 * and what to ask the person: press (the first time), lift (and press again), poor (that press did not count: press
 * the same finger again, firmly), done (the last press counted; the template follows).
 */
export type EnrolStep = {
  done: number;
  total: number;
  quality: number | null;
  hint: 'press' | 'lift' | 'poor' | 'done';
};

/** The template (SFT1, base64: what the server pushes to locks as credential.enroll `template`), its maker and quality. */
export type EnrolResult = { template: string; maker: ReaderMaker; quality: number };

export type EnrolOptions = {
  onStep?: (s: EnrolStep) => void;
};

/** What the bridge said about itself when the page connected. */
export type ReaderInfo = { version: string; name?: string; model?: string; serial?: string };

export type FingerprintReader = {
  readonly maker: ReaderMaker;
  readonly info: ReaderInfo;
  /** One enrolment at a time (a second call while one runs fails with `occupied`). */
  enrol(o?: EnrolOptions): Promise<EnrolResult>;
  /** Ends the enrolment under way: its promise fails with `cancelled`. Nothing when none runs. */
  cancel(): void;
  /** Cancels, lets the reader go (another page may take it) and closes the connection. */
  close(): void;
};

/**
 * The part of a WebSocket the reader uses: the browser's, or the `ws` package's in Node tests. The handlers' event
 * parameter is left open (`never`) because the two declare different event types; the adapters read `data` and `code`.
 */
export type WebSocketLike = {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((e: never) => void) | null;
  onmessage: ((e: never) => void) | null;
  onerror: ((e: never) => void) | null;
  onclose: ((e: never) => void) | null;
};
export type WebSocketCtor = new (url: string) => WebSocketLike;

export type OpenReaderOptions = {
  /** The bridge's port (default the maker's: READER_DEFAULT_PORT). */
  port?: number;
  /** Default the browser's WebSocket; tests pass `ws`'s. */
  WebSocketImpl?: WebSocketCtor;
  /** How long the bridge may take to connect and say who it is (default 3 s). */
  connectTimeoutMs?: number;
  /** The reader plugged in or pulled out, the connection lost — while the page holds it. */
  onStatus?: (s: 'plugged' | 'unplugged' | 'closed') => void;
};
