// The header of an offline code: everything about it except its start, plus the start's residue (start mod the
// first-use window), packed into one integer per code length. A code is FPE(header * T + tag) with
// T = floor(10^L / H) (H = headers of length L); docs/passcodes.md lists the blocks. Pure.
import { type CycleKind, OFFLINE_MIN_LENGTH, type OfflineType } from './passcode-types';

/** Limited-code durations: 1–744 h by the hour, 32–366 days by the day, 13–36 months by the month. */
export const HOURLY_MAX = 744;
export const DAILY_MIN = 32;
export const DAILY_MAX = 366;
export const MONTHLY_MIN = 13;
export const MONTHLY_MAX = 36;
export const DURATIONS = HOURLY_MAX + (DAILY_MAX - DAILY_MIN + 1) + (MONTHLY_MAX - MONTHLY_MIN + 1); // 1103

/** Daily windows [startHour, endHour) with 0 ≤ start < end ≤ 24: 300 of them. */
export const WINDOWS: readonly (readonly [number, number])[] = Array.from({ length: 24 }, (_, a) =>
  Array.from({ length: 24 - a }, (_, i) => [a, a + i + 1] as const),
).flat();
export const windowIndex = (startHour: number, endHour: number) =>
  WINDOWS.findIndex(([a, b]) => a === startHour && b === endHour);

/** Cycle validity: no end (0) or 1–36 whole months from the start day. */
export const CYCLE_MONTHS = 37;

/** Slots (several codes with the same parameters) and the residue modulus (first-use window, in hours or days). */
export const FAMILY = {
  1: { slots: 16, residues: 6 },
  2: { slots: 8, residues: 24 },
  4: { slots: 2, residues: 24 },
  3: { slots: 2, residues: 24 },
  5: { slots: 1, residues: 8 },
} as const satisfies Record<OfflineType, { slots: number; residues: number }>;

const BLOCK_ORDER: OfflineType[] = [1, 2, 4, 3, 5];
const variants = (t: OfflineType) => (t === 3 ? DURATIONS : t === 5 ? 10 * WINDOWS.length * CYCLE_MONTHS : 1);
export const blockSize = (t: OfflineType) => variants(t) * FAMILY[t].slots * FAMILY[t].residues;

export type Header =
  | { type: 1 | 2 | 4; slot: number; residue: number }
  | { type: 3; slot: number; residue: number; duration: number }
  | { type: 5; slot: 0; residue: number; cycleKind: CycleKind; window: number; months: number };

export type Layout = {
  length: number;
  headers: number;
  tagSpace: number;
  blocks: { type: OfflineType; offset: number; size: number }[];
};

const layouts = new Map<number, Layout>();
/** Header blocks of code length L: only the families whose minimum length is ≤ L. */
export function layoutFor(length: number): Layout {
  const hit = layouts.get(length);
  if (hit) return hit;
  let offset = 0;
  const blocks = BLOCK_ORDER.filter((t) => OFFLINE_MIN_LENGTH[t] <= length).map((type) => {
    const b = { type, offset, size: blockSize(type) };
    offset += b.size;
    return b;
  });
  const layout = { length, headers: offset, tagSpace: Math.floor(10 ** length / offset), blocks };
  layouts.set(length, layout);
  return layout;
}

function variantOf(h: Header): number {
  if (h.type === 3) return h.duration;
  if (h.type === 5) return ((h.cycleKind - 5) * WINDOWS.length + h.window) * CYCLE_MONTHS + h.months;
  return 0;
}

/** Header index of `h` at length L, or null if the family is not available at that length. */
export function encodeHeader(length: number, h: Header): number | null {
  const block = layoutFor(length).blocks.find((b) => b.type === h.type);
  if (!block) return null;
  const f = FAMILY[h.type];
  return block.offset + (variantOf(h) * f.slots + h.slot) * f.residues + h.residue;
}

export function decodeHeader(length: number, index: number): Header | null {
  const block = layoutFor(length).blocks.find((b) => index >= b.offset && index < b.offset + b.size);
  if (!block) return null;
  const f = FAMILY[block.type];
  let local = index - block.offset;
  const residue = local % f.residues;
  local = Math.floor(local / f.residues);
  const slot = local % f.slots;
  const variant = Math.floor(local / f.slots);
  if (block.type === 3) return { type: 3, slot, residue, duration: variant };
  if (block.type === 5) {
    const months = variant % CYCLE_MONTHS;
    const rest = Math.floor(variant / CYCLE_MONTHS);
    const window = rest % WINDOWS.length;
    const cycleKind = (5 + Math.floor(rest / WINDOWS.length)) as CycleKind;
    return { type: 5, slot: 0, residue, cycleKind, window, months };
  }
  return { type: block.type, slot, residue } as Header;
}
