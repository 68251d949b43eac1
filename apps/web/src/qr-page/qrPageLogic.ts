// The public QR code page's rules (issue 16), pure so they are tested without a browser: the token in the address,
// what an answer of GET /api/qrcode/show means for the page, when to ask again, the countdown text and the tiny
// {{var}} interpolation of the qrPage catalog.
import type { ShowQrcodeResult } from '@lockconsole/shared/qrcode/show';

/** The token of /q/<token> (also ?token=…, the form the console's older links may use). */
export function tokenFromLocation(pathname: string, search: string): string {
  const m = /\/q\/([^/?#]+)\/?$/.exec(pathname);
  let raw = m?.[1] ?? new URLSearchParams(search).get('token') ?? '';
  try {
    raw = decodeURIComponent(raw);
  } catch {
    // a broken escape is part of a broken link: the server refuses it
  }
  return raw.trim();
}

// Answer codes the page tells apart (packages/shared/src/errors/codes.ts).
const BAD_PARAMETER = -3;
const QRCODE_LINK_INVALID = 10842;
const CLOCK_SKEW = 80000;
const TOO_MANY_REQUESTS = 10029;

/** What to do with an answer: show it, say the QR code is no longer valid, fix the clock and ask again, wait. */
export type AnswerKind = 'ok' | 'gone' | 'clock' | 'busy' | 'retry';

export function answerKind(errorCode: number | undefined): AnswerKind {
  if (errorCode === 0) return 'ok';
  if (errorCode === QRCODE_LINK_INVALID || errorCode === BAD_PARAMETER) return 'gone';
  if (errorCode === CLOCK_SKEW) return 'clock';
  if (errorCode === TOO_MANY_REQUESTS) return 'busy';
  return 'retry';
}

export type PageView =
  | { kind: 'code'; lock: string; name: string; svg: string; content: string; refreshAt: number | null }
  | { kind: 'notYetValid'; lock: string; name: string; from: number; refreshAt: number | null }
  | { kind: 'outsideCycle'; lock: string; name: string; next: number | null; refreshAt: number | null }
  | { kind: 'gone' };

/** The page for an answer: a code, "valid from …", "not now, next check …", or only "no longer valid". */
export function viewOf(r: ShowQrcodeResult): PageView {
  const base = { lock: r.lockAlias, name: r.qrcodeName, refreshAt: r.refreshAt };
  if (r.state === 'valid' && r.svg && r.content !== null)
    return { kind: 'code', ...base, svg: r.svg, content: r.content };
  if (r.state === 'notYetValid') return { kind: 'notYetValid', ...base, from: r.startDate || r.until || 0 };
  if (r.state === 'outsideCycle') return { kind: 'outsideCycle', ...base, next: r.until ?? r.refreshAt };
  return { kind: 'gone' };
}

/** After the code's window ends the server hands the next one: ask a moment later, never sooner than 1 s. */
const MARGIN_MS = 500;
/** Far-off times (a validity starting next month) are checked hourly: the QR code may change or go meanwhile. */
export const MAX_WAIT_MS = 3_600_000;

export function nextFetchDelay(refreshAt: number | null, now: number): number | null {
  if (refreshAt === null) return null;
  return Math.min(MAX_WAIT_MS, Math.max(1000, refreshAt - now + MARGIN_MS));
}

/** "9:05" for 9 minutes 5 seconds (rounded up, so it never shows 0:00 before the new code), "1:02:03" from an hour. */
export function countdownText(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const ss = String(s).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

/** The clock difference to the server from an answer's Date header (whole seconds: ignored under 2 s). */
export function skewFrom(dateHeader: string | null, now: number): number {
  const server = dateHeader ? Date.parse(dateHeader) : NaN;
  if (!Number.isFinite(server)) return 0;
  const skew = server - now;
  return Math.abs(skew) < 2000 ? 0 : skew;
}

/** i18next-style {{name}} replacement (the page does not load i18next). */
export const interpolate = (template: string, vars: Record<string, string | number> = {}) =>
  template.replace(/\{\{\s*(\w+)\s*\}\}/g, (all, k: string) => (k in vars ? String(vars[k]) : all));
