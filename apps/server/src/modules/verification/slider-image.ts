// Draws the slider puzzle (spec §3 slider code): a textured 300×160 background with a jigsaw-shaped hole and the
// matching piece. Pure pixel work with pngjs; must not touch the database or decide where the hole goes.
import { PNG } from 'pngjs';

export const SLIDER_WIDTH = 300;
export const SLIDER_HEIGHT = 160;
/** The piece's bounding box (square). */
export const SLIDER_SIZE = 56;

type Rgb = [number, number, number];

/** Small seeded PRNG for the texture only (the hole position comes from the caller's secure random). */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hsl(h: number, s: number, l: number): Rgb {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return Math.round(255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [f(0), f(8), f(4)];
}

/**
 * Jigsaw piece inside its SLIDER_SIZE box: a 40×40 body with a knob on top and on the right and a notch on the
 * left, so the outline cannot be matched by a plain rectangle.
 */
export function inPiece(px: number, py: number): boolean {
  const body = px >= 2 && px < 42 && py >= 14 && py < 54;
  const dist = (cx: number, cy: number) => (px - cx) ** 2 + (py - cy) ** 2;
  const topKnob = dist(22, 14) <= 81; // r 9
  const rightKnob = dist(42, 34) <= 81;
  const leftNotch = dist(2, 34) <= 49; // r 7
  return (body || topKnob || rightKnob) && !leftNotch;
}

function onEdge(px: number, py: number): boolean {
  if (!inPiece(px, py)) return false;
  return !inPiece(px - 1, py) || !inPiece(px + 1, py) || !inPiece(px, py - 1) || !inPiece(px, py + 1);
}

function background(seed: number): Buffer {
  const rnd = mulberry32(seed);
  const W = SLIDER_WIDTH;
  const H = SLIDER_HEIGHT;
  const px = Buffer.alloc(W * H * 3);
  const hue = rnd() * 360;
  const c1 = hsl(hue, 0.55, 0.55);
  const c2 = hsl((hue + 60 + rnd() * 120) % 360, 0.6, 0.4);
  const waveF = 0.02 + rnd() * 0.04;
  const wavePhase = rnd() * Math.PI * 2;
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const t = (x / W) * 0.7 + (y / H) * 0.3;
      const wave = Math.sin(x * waveF + y * waveF * 0.6 + wavePhase) * 18;
      const i = (y * W + x) * 3;
      for (let c = 0; c < 3; c++) px[i + c] = clamp(c1[c]! * (1 - t) + c2[c]! * t + wave);
    }
  }
  // Translucent circles and triangles give edges everywhere, so the hole cannot be found by a flat-colour scan.
  const blend = (x: number, y: number, col: Rgb, alpha: number) => {
    const i = (y * W + x) * 3;
    for (let c = 0; c < 3; c++) px[i + c] = clamp(px[i + c]! * (1 - alpha) + col[c]! * alpha);
  };
  for (let n = 0; n < 14; n++) {
    const cx = rnd() * W;
    const cy = rnd() * H;
    const r = 8 + rnd() * 34;
    const col = hsl(rnd() * 360, 0.5 + rnd() * 0.4, 0.3 + rnd() * 0.5);
    const alpha = 0.35 + rnd() * 0.45;
    for (let y = Math.max(0, Math.floor(cy - r)); y < Math.min(H, Math.ceil(cy + r)); y++) {
      for (let x = Math.max(0, Math.floor(cx - r)); x < Math.min(W, Math.ceil(cx + r)); x++) {
        if ((x - cx) ** 2 + (y - cy) ** 2 <= r * r) blend(x, y, col, alpha);
      }
    }
  }
  for (let n = 0; n < 8; n++) {
    const pts = [0, 1, 2].map(() => [rnd() * W, rnd() * H] as const);
    const col = hsl(rnd() * 360, 0.6, 0.3 + rnd() * 0.5);
    const alpha = 0.3 + rnd() * 0.4;
    const [a, b, c] = pts as [readonly [number, number], readonly [number, number], readonly [number, number]];
    const sign = (p: readonly [number, number], q: readonly [number, number], x: number, y: number) =>
      (x - q[0]) * (p[1] - q[1]) - (p[0] - q[0]) * (y - q[1]);
    const minX = Math.max(0, Math.floor(Math.min(a[0], b[0], c[0])));
    const maxX = Math.min(W, Math.ceil(Math.max(a[0], b[0], c[0])));
    const minY = Math.max(0, Math.floor(Math.min(a[1], b[1], c[1])));
    const maxY = Math.min(H, Math.ceil(Math.max(a[1], b[1], c[1])));
    for (let y = minY; y < maxY; y++) {
      for (let x = minX; x < maxX; x++) {
        const d1 = sign(a, b, x, y);
        const d2 = sign(b, c, x, y);
        const d3 = sign(c, a, x, y);
        const neg = d1 < 0 || d2 < 0 || d3 < 0;
        const pos = d1 > 0 || d2 > 0 || d3 > 0;
        if (!(neg && pos)) blend(x, y, col, alpha);
      }
    }
  }
  for (let i = 0; i < px.length; i++) px[i] = clamp(px[i]! + (rnd() - 0.5) * 12);
  return px;
}

const clamp = (v: number) => (v < 0 ? 0 : v > 255 ? 255 : Math.round(v));

/** Sub filter + level 6: several times faster than pngjs' default (every filter, level 9) for a similar size. */
const dataUrl = (png: PNG, colorType: 2 | 6) =>
  `data:image/png;base64,${PNG.sync.write(png, { filterType: 1, deflateLevel: 6, colorType }).toString('base64')}`;

/** Renders the puzzle with the piece's box at (x, y). `seed` only varies the texture. */
export function renderSlider(x: number, y: number, seed: number): { bgImage: string; sliderImage: string } {
  const W = SLIDER_WIDTH;
  const S = SLIDER_SIZE;
  const src = background(seed);
  const bg = new PNG({ width: W, height: SLIDER_HEIGHT });
  for (let i = 0, j = 0; i < src.length; i += 3, j += 4) {
    bg.data[j] = src[i]!;
    bg.data[j + 1] = src[i + 1]!;
    bg.data[j + 2] = src[i + 2]!;
    bg.data[j + 3] = 255;
  }
  const piece = new PNG({ width: S, height: S });
  piece.data.fill(0);
  for (let py = 0; py < S; py++) {
    for (let px = 0; px < S; px++) {
      if (!inPiece(px, py)) continue;
      const si = ((y + py) * W + (x + px)) * 3;
      const bi = ((y + py) * W + (x + px)) * 4;
      const pi = (py * S + px) * 4;
      const edge = onEdge(px, py);
      for (let c = 0; c < 3; c++) {
        const v = src[si + c]!;
        piece.data[pi + c] = edge ? 255 : v;
        // The hole: darkened, with a light rim.
        bg.data[bi + c] = edge ? clamp(v * 0.4 + 150) : clamp(v * 0.35);
      }
      piece.data[pi + 3] = 255;
    }
  }
  return { bgImage: dataUrl(bg, 2), sliderImage: dataUrl(piece, 6) };
}
