// Desk fingerprint readers (issue 15 item 1b, spec §3 "Fingerprint device driver: first maker 1, second maker 2",
// docs/fingerprint-reader.md): a USB reader on the administrator's computer is driven by its maker's small program,
// the bridge, which the console's page reaches over a WebSocket on the loopback address. The two makers speak
// different languages — maker 1 JSON requests, answers and events like the established vendors' local services,
// maker 2 text frames "TYPE:NAME;KEY:VALUE;…" — and both hand over a template in the SFT1 format below, which the
// server then pushes to locks (credential.enroll `template`). The simulated bridges
// (packages/simulator/src/sim-fingerprint-reader.ts) and the page (apps/web features/fingerprints/reader) both use
// these schemas.
import { z } from 'zod';
import { versionAtLeast } from '../card/encoder-protocol';

export { versionAtLeast };

/** The spec's "first maker 1, second maker 2". */
export const READER_MAKERS = [1, 2] as const;
export type ReaderMaker = (typeof READER_MAKERS)[number];

// ---------------------------------------------------------------------------------------------------------------
// The template: "SFT1" + maker byte + 32-byte finger signature + quality byte = 38 bytes, base64 (52 characters).
// ---------------------------------------------------------------------------------------------------------------

export const SFT1_MAGIC = 'SFT1';
export const SFT1_SIGNATURE_BYTES = 32;
/** magic (4) + maker (1) + signature (32) + quality (1). */
export const SFT1_BYTES = 4 + 1 + SFT1_SIGNATURE_BYTES + 1;

/** A decoded template: which maker's reader made it, the finger's signature (hex) and the enrolment's quality. */
export type Sft1Template = { maker: ReaderMaker; signature: string; quality: number };

/** base64 of the 38 bytes (btoa / atob: the same in the browser and in Node). */
export function encodeSft1(t: Sft1Template): string {
  if (!/^[0-9a-f]{64}$/.test(t.signature)) throw new Error('signature: 32 bytes in hex');
  let s = SFT1_MAGIC + String.fromCharCode(t.maker);
  for (let i = 0; i < 64; i += 2) s += String.fromCharCode(Number.parseInt(t.signature.slice(i, i + 2), 16));
  s += String.fromCharCode(Math.max(0, Math.min(100, Math.round(t.quality))));
  return btoa(s);
}

/** The template in a base64 string, or null when it is no SFT1 template of one of the two makers. */
export function decodeSft1(b64: string): Sft1Template | null {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(b64) || b64.length % 4 !== 0) return null;
  const s = atob(b64);
  if (s.length !== SFT1_BYTES || s.slice(0, 4) !== SFT1_MAGIC) return null;
  const maker = s.charCodeAt(4);
  const quality = s.charCodeAt(SFT1_BYTES - 1);
  if ((maker !== 1 && maker !== 2) || quality > 100) return null;
  let signature = '';
  for (let i = 5; i < 5 + SFT1_SIGNATURE_BYTES; i++) signature += s.charCodeAt(i).toString(16).padStart(2, '0');
  return { maker, signature, quality };
}

// ---------------------------------------------------------------------------------------------------------------
// Maker 1: JSON. The page asks `info` (the version handshake), `open` (claims the reader), `register` (an
// enrolment), `cancelregister`, `close`; every request is answered {"ret": <req>, "code": <n>, …}; the enrolment's
// presses come as `oncapture` events and its end as one `onenroll`.
// ---------------------------------------------------------------------------------------------------------------

export const MAKER1_DEFAULT_PORT = 22003;
/** Older bridges lack the quality report in `oncapture`: the page asks for an update ("plugin version too low"). */
export const MAKER1_MIN_VERSION = '2.0.0';

/** Maker 1's answer codes (0 = ok). */
export const MAKER1_CODE = {
  ok: 0,
  /** The reader could not be opened: it is unplugged (also during an enrolment when it is pulled out). */
  openFailed: -1,
  cancelled: -2,
  /** Nobody pressed within the per-press timeout. */
  timeout: -3,
  captureFailed: -4,
  /** Another page has the reader open. */
  busy: -5,
  /** `register` before `open`, or a second `register` while one runs. */
  notOpen: -6,
  badRequest: -7,
} as const;

export const MAKER1_REQUESTS = ['info', 'open', 'register', 'cancelregister', 'close'] as const;

/** Page → bridge. `register` may ask for another press count, quality threshold (0–100) or per-press timeout (s). */
export const maker1RequestSchema = z.discriminatedUnion('req', [
  z.object({ req: z.literal('info') }),
  z.object({ req: z.literal('open') }),
  z.object({
    req: z.literal('register'),
    count: z.number().int().min(1).max(10).optional(),
    threshold: z.number().int().min(0).max(100).optional(),
    timeout: z.number().int().min(1).max(60).optional(),
  }),
  z.object({ req: z.literal('cancelregister') }),
  z.object({ req: z.literal('close') }),
]);
export type Maker1Request = z.infer<typeof maker1RequestSchema>;

const maker1Device = z.object({ connected: z.boolean(), model: z.string().optional(), serial: z.string().optional() });

/** Bridge → page: the answer to a request (`ret` names it; "error" for a frame that was no request). */
export const maker1ResponseSchema = z.object({
  ret: z.enum([...MAKER1_REQUESTS, 'error']),
  code: z.number().int(),
  msg: z.string().optional(),
  /** info */
  name: z.string().optional(),
  version: z.string().optional(),
  device: maker1Device.optional(),
  /** register: the enrolment's press count, quality threshold and per-press timeout (s). */
  count: z.number().int().optional(),
  threshold: z.number().int().optional(),
  timeout: z.number().int().optional(),
});
export type Maker1Response = z.infer<typeof maker1ResponseSchema>;

/** Bridge → page, unasked: a press, the enrolment's end, the reader plugged in or out. */
export const maker1EventSchema = z.discriminatedUnion('event', [
  /** A press: its quality and the presses still needed (unchanged when it did not count). */
  z.object({ event: z.literal('oncapture'), quality: z.number().int().min(0).max(100), remaining: z.number().int() }),
  /** The end: code 0 with the template, or why not. */
  z.object({
    event: z.literal('onenroll'),
    code: z.number().int(),
    template: z.string().optional(),
    msg: z.string().optional(),
  }),
  z.object({ event: z.literal('ondevice'), connected: z.boolean() }),
]);
export type Maker1Event = z.infer<typeof maker1EventSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Maker 2: text frames "TYPE:NAME;KEY:VALUE;…" (TYPE CMD page → bridge; OK, EVT, ERR bridge → page). One page at a
// time holds the bridge; the bridge speaks first (EVT:READY with its version, or ERR:BUSY and closes).
// ---------------------------------------------------------------------------------------------------------------

export const MAKER2_DEFAULT_PORT = 22103;
export const MAKER2_MIN_VERSION = '3.0.0';
/** The close code after ERR:BUSY. */
export const MAKER2_BUSY_CLOSE = 4000;

/** A frame as fields: `head` is "TYPE:NAME", the rest its KEY:VALUE pairs (values never hold ";"). */
export type Maker2Frame = { head: string } & Record<string, string>;

export function parseMaker2Frame(text: string): Maker2Frame | null {
  const parts = text.trim().split(';');
  const head = parts.shift() ?? '';
  if (!/^(CMD|OK|EVT|ERR):[A-Z]+$/.test(head)) return null;
  const f: Maker2Frame = { head };
  for (const p of parts) {
    const i = p.indexOf(':');
    if (i <= 0) return null;
    f[p.slice(0, i)] = p.slice(i + 1);
  }
  return f;
}

export function formatMaker2Frame(head: string, fields: Record<string, string | number> = {}): string {
  return [head, ...Object.entries(fields).map(([k, v]) => `${k}:${v}`)].join(';');
}

const int = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,6}$/)
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));
const enrolId = int(0, 999_999);
const bit = z.enum(['0', '1']).transform((v) => v === '1');

/** Page → bridge: start an enrolment under a page-chosen ID (echoed in its frames), or abort it. */
export const maker2CommandSchema = z.discriminatedUnion('head', [
  z.object({ head: z.literal('CMD:ENROLL'), ID: enrolId }),
  z.object({ head: z.literal('CMD:ABORT'), ID: enrolId }),
]);
export type Maker2Command = z.infer<typeof maker2CommandSchema>;

/**
 * Why the bridge refused or ended something: no reader plugged in, another page holds the bridge (or an enrolment
 * runs already), nobody pressed in time, the capture failed, a frame that was no command.
 */
export const MAKER2_ERRORS = ['ERR:NODEV', 'ERR:BUSY', 'ERR:TIMEOUT', 'ERR:CAPTURE', 'ERR:BADCMD'] as const;
export type Maker2Error = (typeof MAKER2_ERRORS)[number];

/** Bridge → page. */
export const maker2BridgeFrameSchema = z.discriminatedUnion('head', [
  /** First frame on a connection: the bridge's version, the reader plugged in (DEV:1) or not. */
  z.object({ head: z.literal('EVT:READY'), VER: z.string(), DEV: bit, MODEL: z.string().optional() }),
  z.object({ head: z.literal('EVT:PLUG'), DEV: bit }),
  /** The enrolment started: N presses of quality ≥ MINQ, T seconds for each. */
  z.object({ head: z.literal('OK:ENROLL'), ID: enrolId, N: int(1, 10), MINQ: int(0, 100), T: int(1, 60) }),
  z.object({ head: z.literal('OK:ABORT'), ID: enrolId }),
  /** A press that counted, its quality, the presses still needed. */
  z.object({ head: z.literal('EVT:PRESS'), ID: enrolId, Q: int(0, 100), LEFT: int(0, 10) }),
  /** A press that did not count (poor quality or another finger). */
  z.object({ head: z.literal('EVT:WEAK'), ID: enrolId, Q: int(0, 100), LEFT: int(0, 10) }),
  z.object({ head: z.literal('EVT:DONE'), ID: enrolId, TPL: z.string() }),
  z.object({ head: z.enum(MAKER2_ERRORS), ID: enrolId.optional() }),
]);
export type Maker2BridgeFrame = z.infer<typeof maker2BridgeFrameSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Both makers.
// ---------------------------------------------------------------------------------------------------------------

/** Where each maker's bridge listens by default (ws://127.0.0.1:<port>/). */
export const READER_DEFAULT_PORT: Record<ReaderMaker, number> = { 1: MAKER1_DEFAULT_PORT, 2: MAKER2_DEFAULT_PORT };
export const READER_MIN_VERSION: Record<ReaderMaker, string> = { 1: MAKER1_MIN_VERSION, 2: MAKER2_MIN_VERSION };
/** Typical enrolment defaults of the simulated bridges (a bridge announces its own when an enrolment starts). */
export const READER_ENROL_DEFAULTS: Record<ReaderMaker, { presses: number; threshold: number; timeoutS: number }> = {
  1: { presses: 3, threshold: 60, timeoutS: 10 },
  2: { presses: 4, threshold: 50, timeoutS: 10 },
};
