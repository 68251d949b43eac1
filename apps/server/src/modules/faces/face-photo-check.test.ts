// The face photo check on real photos (fixtures/SOURCE.txt): the public-domain astronaut portrait must pass in
// every accepted form; every other case is derived from the four shipped photos here, with sharp.
import { readFileSync } from 'node:fs';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp, { type Sharp } from 'sharp';
import {
  FACE_CHECK_LIMITS,
  FACE_PHOTO_MAX_BYTES,
  FACE_PHOTO_PROBLEMS,
  FaceCheckError,
  createFacePhotoChecker,
  sniffFacePhotoFormat,
  type FaceCheckResult,
  type FacePhotoChecker,
} from './face-photo-check';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}.png`, import.meta.url));
const astronaut = fixture('astronaut');
const A = () => sharp(astronaut);
const png = (s: Sharp) => s.png().toBuffer();
const jpg = (s: Sharp) => s.jpeg({ quality: 90 }).toBuffer();
const box = (width: number, height: number, background: string) => ({
  input: { create: { width, height, channels: 3 as const, background } },
});

/** A plain 24-bit bottom-up BMP, written here so the test does not trust the decoder's own encoder. */
async function bmp(s: Sharp): Promise<Buffer> {
  const { data, info } = await s.removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  const row = Math.ceil((width * 3) / 4) * 4;
  const out = Buffer.alloc(54 + row * height);
  out.write('BM', 0, 'latin1');
  out.writeUInt32LE(out.length, 2);
  out.writeUInt32LE(54, 10);
  out.writeUInt32LE(40, 14);
  out.writeInt32LE(width, 18);
  out.writeInt32LE(height, 22);
  out.writeUInt16LE(1, 26);
  out.writeUInt16LE(24, 28);
  out.writeUInt32LE(row * height, 34);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const s3 = (y * width + x) * 3;
      const d = 54 + (height - 1 - y) * row + x * 3;
      out[d] = data[s3 + 2]!; // B, G, R
      out[d + 1] = data[s3 + 1]!;
      out[d + 2] = data[s3]!;
    }
  return out;
}

/** The astronaut with one side (x < split, or x ≥ split) multiplied by `factor`. */
async function halfShaded(split: number, leftSide: boolean, factor: number) {
  const raw = await A().removeAlpha().toBuffer();
  const meta = await sharp(raw).metadata();
  const left = leftSide ? 0 : split;
  const width = leftSide ? split : meta.width! - split;
  const part = await sharp(raw).extract({ left, top: 0, width, height: meta.height! }).linear(factor, 0).toBuffer();
  return png(A().composite([{ input: part, left, top: 0 }]));
}

/** A grey photo toned brown (each channel a share of the grey level): colour, same face. */
async function toned(grey: Buffer) {
  const { data, info } = await sharp(grey).greyscale().raw().toBuffer({ resolveWithObject: true });
  const rgb = Buffer.alloc(info.width * info.height * 3);
  for (let i = 0; i < info.width * info.height; i++) {
    const v = data[i * info.channels]!;
    [rgb[i * 3], rgb[i * 3 + 1], rgb[i * 3 + 2]] = [v, Math.round(v * 0.82), Math.round(v * 0.66)];
  }
  return png(sharp(rgb, { raw: { width: info.width, height: info.height, channels: 3 } }));
}

const answer = (r: FaceCheckResult) => (r.ok ? 'ok' : r.problem);

let checker: FacePhotoChecker;
beforeAll(async () => {
  checker = createFacePhotoChecker({ measures: true });
  // The first check starts the thread and loads the models (0.5–2 s here; up to ~5 s on a loaded machine).
  await checker.check(astronaut);
}, 90_000);
afterAll(() => checker?.close());

async function expectAnswer(bytes: Buffer, expected: string) {
  const r = await checker.check(bytes);
  if (process.env.FACE_MEASURES) console.log(expected, JSON.stringify(r.measures));
  expect(answer(r), `measures: ${JSON.stringify(r.measures)}`).toBe(expected);
  return r;
}

describe('accepted: the astronaut in every allowed form', () => {
  const cases: [string, () => Promise<Buffer>][] = [
    ['png, as shipped', async () => astronaut],
    ['re-encoded as jpg', () => jpg(A())],
    ['as a 24-bit bmp', () => bmp(A())],
    ['resized smaller (300×300: face ~87 px)', () => png(A().resize(300, 300))],
    ['resized larger (1000×1000 jpg)', () => jpg(A().resize(1000, 1000))],
    ['slightly brightened', () => png(A().modulate({ brightness: 1.1 }))],
    ['slightly darkened', () => png(A().modulate({ brightness: 0.75 }))],
    ['cropped around the head', () => png(A().extract({ left: 100, top: 20, width: 260, height: 260 }))],
    ['png with an alpha channel', () => png(A().ensureAlpha(0.9))],
    [
      'jpg stored sideways with EXIF orientation 6',
      () => A().rotate(-90).jpeg().withMetadata({ orientation: 6 }).toBuffer(),
    ],
  ];
  for (const [name, make] of cases)
    it(name, async () => {
      const r = await expectAnswer(await make(), 'ok');
      if (!r.ok) return;
      expect(Math.max(r.width, r.height)).toBeLessThanOrEqual(FACE_CHECK_LIMITS.maxSide);
      expect(r.face.w).toBeGreaterThanOrEqual(FACE_CHECK_LIMITS.minFacePx);
      const meta = await sharp(r.jpeg).metadata();
      expect([meta.format, meta.width, meta.height, meta.orientation]).toEqual(['jpeg', r.width, r.height, undefined]);
    });

  it('keeps colours and the face where they are (bmp channel order, EXIF turn, box in the jpeg)', async () => {
    const shipped = await checker.check(astronaut);
    const fromBmp = await checker.check(await bmp(A()));
    const turned = await checker.check(await A().rotate(-90).jpeg().withMetadata({ orientation: 6 }).toBuffer());
    if (!shipped.ok || !fromBmp.ok || !turned.ok) throw new Error('expected ok');
    const mean = async (j: Buffer) => (await sharp(j).stats()).channels.map((c) => Math.round(c.mean));
    const [m0, m1, m2] = [await mean(shipped.jpeg), await mean(fromBmp.jpeg), await mean(turned.jpeg)];
    for (const m of [m1, m2]) for (let c = 0; c < 3; c++) expect(Math.abs(m[c]! - m0[c]!)).toBeLessThan(4);
    // The face (in the photo: x 152–297, y 49–194 of 512) is found there, in the jpeg's own pixels.
    for (const f of [shipped.face, fromBmp.face, turned.face]) {
      expect(f.x).toBeGreaterThan(130);
      expect(f.x + f.w).toBeLessThan(320);
      expect(f.y).toBeGreaterThan(25);
      expect(f.y + f.h).toBeLessThan(220);
    }
  });
});

describe('rejected, each with its problem', () => {
  const cases: [string, string, () => Promise<Buffer>][] = [
    // format: judged from the bytes, not a name
    ['random bytes', 'format', async () => Buffer.from(Array.from({ length: 5000 }, (_, i) => (i * 7919) % 251))],
    ['a GIF', 'format', () => sharp(astronaut).gif().toBuffer()],
    ['a text file', 'format', async () => Buffer.from('this is not a photo\n'.repeat(50))],
    ['a WebP', 'format', () => A().webp().toBuffer()],
    ['a PNG cut off after its header', 'format', async () => astronaut.subarray(0, 200)],
    ['an empty file', 'format', async () => Buffer.alloc(0)],
    // tooLarge: over 2 MB, whatever the content; or a small file holding a huge image
    [
      'a 2 MB + 1 byte jpg',
      'tooLarge',
      async () => Buffer.concat([await jpg(A()), Buffer.alloc(FACE_PHOTO_MAX_BYTES)]),
    ],
    ['a real photo png over 2 MB', 'tooLarge', () => A().resize(1400, 1400).png({ compressionLevel: 0 }).toBuffer()],
    [
      'a small png of 8000×6000 px',
      'tooLarge',
      () => png(sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#888' } })),
    ],
    // tooSmall
    ['a tiny astronaut, 60×60', 'tooSmall', () => png(A().resize(60, 60))],
    [
      'the astronaut small in a large picture (face ~50 px)',
      'tooSmall',
      async () =>
        png(
          sharp({ create: { width: 640, height: 640, channels: 3, background: '#6a8' } }).composite([
            { input: await png(A().resize(180, 180)), left: 230, top: 200 },
          ]),
        ),
    ],
    // notColour
    ['the astronaut in grey', 'notColour', () => png(A().greyscale())],
    ['the astronaut in grey, saved as jpg', 'notColour', () => jpg(A().greyscale())],
    ['camera.png (grey; a profile half hidden: grey is checked first)', 'notColour', async () => fixture('camera')],
    // noFace
    ['coffee.png', 'noFace', async () => fixture('coffee')],
    ['chelsea.png (a cat)', 'noFace', async () => fixture('chelsea')],
    // manyFaces
    [
      'two astronauts side by side',
      'manyFaces',
      async () => {
        const a = await A().removeAlpha().toBuffer();
        return jpg(
          sharp({ create: { width: 1024, height: 512, channels: 3, background: '#000' } }).composite([
            { input: a, left: 0, top: 0 },
            { input: a, left: 512, top: 0 },
          ]),
        );
      },
    ],
    // notFrontal
    ['the astronaut lying on her side (turned 90°)', 'notFrontal', () => png(A().rotate(90))],
    ['the astronaut turned 270°', 'notFrontal', () => jpg(A().rotate(270))],
    ['the astronaut tilted 25° (roll)', 'notFrontal', () => png(A().rotate(25, { background: '#fff' }))],
    ['camera.png tinted to colour (profile, yaw ~40°)', 'notFrontal', () => toned(fixture('camera'))],
    // blurred
    ['the astronaut blurred (σ 3)', 'blurred', () => png(A().blur(3))],
    ['the astronaut blurred (σ 2), as jpg', 'blurred', () => jpg(A().blur(2))],
    // unevenLight
    ['her right half darkened strongly', 'unevenLight', () => halfShaded(225, true, 0.3)],
    ['her left half darkened strongly', 'unevenLight', () => halfShaded(225, false, 0.3)],
    ['the whole photo very dark', 'unevenLight', () => png(A().linear(0.25, 0))],
    ['the whole photo burnt out', 'unevenLight', () => png(A().linear(1.8, 40))],
    // obstructed
    [
      'a blue rectangle over mouth and nose',
      'obstructed',
      () => png(A().composite([{ ...box(90, 80, '#3050a0'), left: 180, top: 125 }])),
    ],
    [
      'a white rectangle over mouth and nose',
      'obstructed',
      () => png(A().composite([{ ...box(90, 80, '#f0f0f0'), left: 180, top: 125 }])),
    ],
    [
      'a skin-coloured flat patch over mouth and nose',
      'obstructed',
      () => png(A().composite([{ ...box(90, 80, '#c89078'), left: 180, top: 125 }])),
    ],
    [
      'a skin-coloured flat patch over the whole lower face',
      'obstructed',
      () => png(A().composite([{ ...box(120, 80, '#d2a08c'), left: 165, top: 125 }])),
    ],
    [
      'the chin cut off by the edge of the photo',
      'obstructed',
      () => png(A().extract({ left: 100, top: 0, width: 300, height: 175 })),
    ],
    [
      'a black bar over the eyes',
      'obstructed',
      () => png(A().composite([{ ...box(100, 30, '#101010'), left: 175, top: 95 }])),
    ],
  ];
  for (const [name, expected, make] of cases)
    it(`${name} → ${expected}`, async () => expectAnswer(await make(), expected));

  it('every problem the check can give is tested above', () => {
    const tested = new Set(cases.map(([, p]) => p));
    expect(FACE_PHOTO_PROBLEMS.filter((p) => !tested.has(p))).toEqual([]);
  });
});

describe('the checker', () => {
  it('sniffs formats from magic bytes', async () => {
    expect(sniffFacePhotoFormat(astronaut)).toBe('png');
    expect(sniffFacePhotoFormat(await jpg(A()))).toBe('jpeg');
    expect(sniffFacePhotoFormat(await bmp(A().resize(50, 50)))).toBe('bmp');
    expect(sniffFacePhotoFormat(Buffer.from('GIF89a.....'))).toBeNull();
  });

  it('queues concurrent checks and answers each its own', async () => {
    const photos = [astronaut, fixture('coffee'), await png(A().greyscale()), await jpg(A())];
    const answers = await Promise.all(photos.map((p) => checker.check(p)));
    expect(answers.map(answer)).toEqual(['ok', 'noFace', 'notColour', 'ok']);
  });

  it('works off the server’s main thread, several checks queued', async () => {
    const photos = [astronaut, await jpg(A().resize(1000, 1000)), fixture('coffee'), await png(A().rotate(90))];
    const answers = await Promise.all(photos.map((p) => checker.check(p)));
    // Decoding and the model ran in the worker (the main thread's id is 0): the event loop never waited for them.
    for (const a of answers) expect(a.measures?.threadId).toBeGreaterThan(0);
    expect(answers.map((a) => (a.ok ? 'ok' : a.problem))).toEqual(['ok', 'ok', 'noFace', 'notFrontal']);
  });

  it('gives up with a timeout error instead of hanging, and works again afterwards', async () => {
    const hasty = createFacePhotoChecker({ timeoutMs: 1, loadTimeoutMs: 0 });
    try {
      const err = await hasty.check(astronaut).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(FaceCheckError);
      expect((err as FaceCheckError).code).toBe('timeout');
    } finally {
      await hasty.close();
    }
    await expect(hasty.check(astronaut)).rejects.toMatchObject({ code: 'closed' });
  });

  it('refuses too many waiting checks', async () => {
    const small = createFacePhotoChecker({ maxQueue: 1 });
    try {
      const first = small.check(astronaut); // running
      const second = small.check(astronaut); // waiting
      await expect(small.check(astronaut)).rejects.toMatchObject({ code: 'busy' });
      // Heard before close rejects them (an unheard rejection would fail the run).
      const ended = Promise.all([
        expect(first).rejects.toMatchObject({ code: 'closed' }),
        expect(second).rejects.toMatchObject({ code: 'closed' }),
      ]);
      await small.close();
      await ended;
    } finally {
      await small.close();
    }
  });
});
