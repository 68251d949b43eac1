// The face photo check's own thread (face-photo-check.ts): decoding, the face model (@vladmandic/human on
// TensorFlow.js' WASM backend) and the pixel measures run here, so the server's main thread never waits for them.
// Plain JavaScript, like db/pglite-worker.mjs, so it runs without a TypeScript loader under tsx, vitest and node.
// Messages: {id, bytes: Uint8Array}; answers {id, ok: true, result} | {id, ok: false, error: string}.
// The models are loaded on the first message; every file comes from the installed packages (never the network).
import { parentPort, threadId, workerData } from 'node:worker_threads';
import { createRequire } from 'node:module';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import sharp from 'sharp';
import bmp from 'bmp-js';

const require = createRequire(import.meta.url);
/** Thresholds: FACE_CHECK_LIMITS in face-photo-check.ts. */
const L = workerData.limits;

// ---------------------------------------------------------------------------------------------------------------
// The model

const humanDir = path.resolve(path.dirname(require.resolve('@vladmandic/human')), '..');
const modelDir = path.join(humanDir, 'models');
const wasmDir = path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm'));

/** Human's WASM build reads models (and tfjs its .wasm) through fetch(), and Node's fetch refuses file:// URLs.
 *  This thread's fetch serves files from the two package folders and nothing else: no request leaves the machine. */
globalThis.fetch = async (input) => {
  const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
  if (url.protocol !== 'file:') throw new Error(`face check: no network access (${url.href})`);
  const file = fileURLToPath(url);
  if (![modelDir, wasmDir].some((dir) => file.startsWith(dir + path.sep))) throw new Error(`face check: ${file}`);
  return new Response(await readFile(file), { status: 200 });
};

let humanReady = null;
function model() {
  humanReady ??= (async () => {
    const { Human } = require(path.join(humanDir, 'dist', 'human.node-wasm.js'));
    const off = { enabled: false };
    const human = new Human({
      backend: 'wasm',
      wasmPath: pathToFileURL(wasmDir).href + '/',
      modelBasePath: pathToFileURL(modelDir).href + '/',
      debug: false,
      async: false,
      warmup: 'none',
      cacheSensitivity: 0, // every photo is new: never reuse a previous result
      filter: off,
      face: {
        enabled: true,
        // blazeface (0.5 MB): boxes; rotation: the mesh runs on the face turned upright, so roll is measured right.
        detector: { rotation: true, maxDetected: 5, minConfidence: L.minDetectionScore, return: false },
        mesh: { enabled: true }, // facemesh (1.5 MB): 468 points, yaw/pitch/roll
        iris: off,
        // faceres (7 MB): the face's descriptor, compared by face verification (face-match.ts).
        description: { enabled: true, minConfidence: 0 },
        emotion: off,
        antispoof: off,
        liveness: off,
        attention: off,
        gear: off,
        ssrnet: off,
        mobilefacenet: off,
        insightface: off,
      },
      body: off,
      hand: off,
      object: off,
      gesture: off,
      segmentation: off,
    });
    await human.load();
    return human;
  })();
  return humanReady;
}

const deg = (rad) => (rad * 180) / Math.PI;

/** Faces in an RGB image: box, 468 mesh points [x, y, z], mesh score, angles in degrees. */
async function detect(rgb, width, height) {
  const human = await model();
  const input = human.tf.tensor3d(rgb, [height, width, 3], 'int32');
  try {
    const result = await human.detect(input);
    return result.face.map((f) => ({
      score: f.score,
      meshScore: f.faceScore,
      box: f.box,
      mesh: f.mesh,
      yaw: deg(f.rotation?.angle.yaw ?? 0),
      pitch: deg(f.rotation?.angle.pitch ?? 0),
      roll: deg(f.rotation?.angle.roll ?? 0),
      embedding: f.embedding ? Array.from(f.embedding) : [],
    }));
  } finally {
    input.dispose();
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Decoding: magic bytes decide, never a name. Every photo becomes 8-bit sRGB, upright (EXIF), alpha flattened on
// white, at most L.maxSide px on its long side: the image the lock gets and every measure below sees.

function sniff(b) {
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg';
  if (b.length >= 8 && b.readUInt32BE(0) === 0x89504e47 && b.readUInt32BE(4) === 0x0d0a1a0a) return 'png';
  if (b.length >= 26 && b[0] === 0x42 && b[1] === 0x4d) return 'bmp';
  return null;
}

class Problem extends Error {
  constructor(problem) {
    super(problem);
    this.problem = problem;
  }
}

async function decode(bytes) {
  const kind = sniff(bytes);
  if (!kind) throw new Problem('format');
  let source;
  let width;
  let height;
  if (kind === 'bmp') {
    // Header first: refuse huge dimensions before allocating their pixels.
    width = bytes.readInt32LE(18);
    height = Math.abs(bytes.readInt32LE(22));
    if (!(width > 0 && height > 0)) throw new Problem('format');
    if (width * height > L.maxPixels) throw new Problem('tooLarge');
    let image;
    try {
      image = bmp.decode(bytes);
    } catch {
      throw new Problem('format');
    }
    // bmp-js gives A, B, G, R per pixel.
    const n = image.width * image.height;
    if (!n || image.data.length < n * 4) throw new Problem('format');
    const rgb = Buffer.alloc(n * 3);
    for (let i = 0, o = 0; i < n * 4; i += 4, o += 3) {
      rgb[o] = image.data[i + 3];
      rgb[o + 1] = image.data[i + 2];
      rgb[o + 2] = image.data[i + 1];
    }
    source = sharp(rgb, { raw: { width: image.width, height: image.height, channels: 3 } });
  } else {
    let meta;
    try {
      meta = await sharp(bytes).metadata();
    } catch {
      throw new Problem('format');
    }
    if (meta.format !== kind || !meta.width || !meta.height) throw new Problem('format');
    if (meta.width * meta.height > L.maxPixels) throw new Problem('tooLarge');
    const turned = (meta.orientation ?? 1) >= 5; // EXIF 5–8 swap the sides
    width = turned ? meta.height : meta.width;
    height = turned ? meta.width : meta.height;
    source = sharp(bytes, { limitInputPixels: L.maxPixels, failOn: 'error' }).rotate();
  }
  if (Math.min(width, height) < L.minImageSide) throw new Problem('tooSmall');
  try {
    const { data, info } = await source
      .flatten({ background: '#ffffff' })
      .resize({ width: L.maxSide, height: L.maxSide, fit: 'inside', withoutEnlargement: true })
      .toColourspace('srgb')
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { rgb: toRgb(data, info), width: info.width, height: info.height };
  } catch {
    throw new Problem('format');
  }
}

function toRgb(data, { width, height, channels }) {
  if (channels === 3) return data;
  const n = width * height;
  const rgb = Buffer.alloc(n * 3);
  for (let i = 0; i < n; i++) {
    const s = i * channels;
    const grey = channels < 3;
    rgb[i * 3] = data[s];
    rgb[i * 3 + 1] = grey ? data[s] : data[s + 1];
    rgb[i * 3 + 2] = grey ? data[s] : data[s + 2];
  }
  return rgb;
}

// ---------------------------------------------------------------------------------------------------------------
// Pixel measures

const luma = (rgb, i) => 0.299 * rgb[i] + 0.587 * rgb[i + 1] + 0.114 * rgb[i + 2];

/** Mean of (max − min) of R, G, B over the image: 0 for grey, ~50 for the astronaut. */
function meanChroma(rgb) {
  let sum = 0;
  for (let i = 0; i < rgb.length; i += 3) {
    const r = rgb[i];
    const g = rgb[i + 1];
    const b = rgb[i + 2];
    sum += Math.max(r, g, b) - Math.min(r, g, b);
  }
  return sum / (rgb.length / 3);
}

/** The image turned a quarter (clockwise or not), for a face lying on its side. */
function quarterTurn(rgb, width, height, clockwise) {
  const out = Buffer.alloc(rgb.length);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const nx = clockwise ? height - 1 - y : y;
      const ny = clockwise ? x : width - 1 - x;
      const s = (y * width + x) * 3;
      const d = (ny * height + nx) * 3;
      out[d] = rgb[s];
      out[d + 1] = rgb[s + 1];
      out[d + 2] = rgb[s + 2];
    }
  return out;
}

/** Pixels [luma, r/(r+g+b), g/(r+g+b)] inside an axis-aligned box. */
function pixels(rgb, width, height, [x0, y0, x1, y1]) {
  const out = [];
  const xa = Math.max(0, Math.round(x0));
  const xb = Math.min(width, Math.round(x1));
  const ya = Math.max(0, Math.round(y0));
  const yb = Math.min(height, Math.round(y1));
  for (let y = ya; y < yb; y++)
    for (let x = xa; x < xb; x++) {
      const i = (y * width + x) * 3;
      const sum = rgb[i] + rgb[i + 1] + rgb[i + 2] || 1;
      out.push([luma(rgb, i), rgb[i] / sum, rgb[i + 1] / sum]);
    }
  return out;
}

const median = (values) => {
  if (!values.length) return NaN;
  const s = Float64Array.from(values).sort();
  return s[s.length >> 1];
};
const meanOf = (values) => values.reduce((a, b) => a + b, 0) / (values.length || 1);
const sdOf = (values) => {
  const m = meanOf(values);
  return Math.sqrt(meanOf(values.map((v) => (v - m) ** 2)));
};

/** Box around some mesh points, grown by `pad` px. */
const around = (mesh, ids, pad = 0) => {
  const xs = ids.map((i) => mesh[i][0]);
  const ys = ids.map((i) => mesh[i][1]);
  return [Math.min(...xs) - pad, Math.min(...ys) - pad, Math.max(...xs) + pad, Math.max(...ys) + pad];
};
const square = (mesh, i, r) => [mesh[i][0] - r, mesh[i][1] - r, mesh[i][0] + r, mesh[i][1] + r];

// Mesh point numbers (MediaPipe face mesh, the subject's right is the image's left).
const M = {
  forehead: 151,
  betweenEyes: 168,
  chin: 152,
  rightFaceEdge: 234,
  leftFaceEdge: 454,
  rightEyeOuter: 33,
  leftEyeOuter: 263,
  rightUnderEye: 118,
  leftUnderEye: 347,
  rightEye: [33, 7, 163, 144, 145, 153, 154, 155, 133, 246, 161, 160, 159, 158, 157, 173],
  leftEye: [263, 249, 390, 373, 374, 380, 381, 382, 362, 466, 388, 387, 386, 385, 384, 398],
  noseAndMouth: [5, 4, 1, 2, 98, 327, 61, 291, 0, 17],
  silhouette: [
    10, 338, 297, 332, 284, 251, 389, 356, 454, 323, 361, 288, 397, 365, 379, 378, 400, 377, 152, 148, 176, 149, 150,
    136, 172, 58, 132, 93, 234, 127, 162, 21, 54, 103, 67, 109,
  ],
};

/** Sharpness: the face's inner box (80 %) as 64×64 grey, variance of its Laplacian over the variance of its grey levels
 *  (×100). Dividing by contrast makes a dark but sharp face score like a bright one. */
async function sharpness(rgb, width, height, box) {
  const [bx, by, bw, bh] = box;
  const left = Math.max(0, Math.round(bx + bw * 0.1));
  const top = Math.max(0, Math.round(by + bh * 0.1));
  const w = Math.min(width - left, Math.round(bw * 0.8));
  const h = Math.min(height - top, Math.round(bh * 0.8));
  if (w < 8 || h < 8) return 0;
  const S = 64; // 80 px faces (the smallest) are never enlarged: their inner 80 % is 64 px
  const { data } = await sharp(rgb, { raw: { width, height, channels: 3 } })
    .extract({ left, top, width: w, height: h })
    .greyscale()
    .resize(S, S, { fit: 'fill' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  let s = 0;
  let s2 = 0;
  let g = 0;
  let g2 = 0;
  let n = 0;
  for (let y = 1; y < S - 1; y++)
    for (let x = 1; x < S - 1; x++) {
      const i = y * S + x;
      const lap = 4 * data[i] - data[i - 1] - data[i + 1] - data[i - S] - data[i + S];
      s += lap;
      s2 += lap * lap;
      g += data[i];
      g2 += data[i] * data[i];
      n++;
    }
  const lapVar = s2 / n - (s / n) ** 2;
  const greyVar = g2 / n - (g / n) ** 2;
  return greyVar < 1 ? 0 : (100 * lapVar) / greyVar;
}

/** Skin seen where covers rarely are (forehead, under both eyes; one patch each): grey levels and share of
 *  burnt-out pixels (exposure), and its colour as chromaticity r/(r+g+b), g/(r+g+b), which does not change with light. */
function skinReference(rgb, width, height, mesh) {
  const eyes = Math.hypot(
    mesh[M.rightEyeOuter][0] - mesh[M.leftEyeOuter][0],
    mesh[M.rightEyeOuter][1] - mesh[M.leftEyeOuter][1],
  );
  const patches = [M.forehead, M.rightUnderEye, M.leftUnderEye].map((i) =>
    pixels(rgb, width, height, square(mesh, i, eyes * 0.12)),
  );
  const lit = patches.flat().filter(([l]) => l >= 30 && l <= 245);
  const lumas = patches.map((p) => median(p.map((q) => q[0]))).filter(Number.isFinite);
  const burnt = patches.map((p) => p.filter(([l]) => l >= 250).length / (p.length || 1));
  return {
    eyes,
    // The brightest patch for "too dark" and the eyes' measure (a cover or a shadow only darkens a patch); the
    // least burnt patch for "too bright".
    luma: Math.max(...lumas),
    dimmest: Math.min(...lumas),
    burnt: Math.min(...burnt),
    r: median(lit.map((p) => p[1])),
    g: median(lit.map((p) => p[2])),
  };
}

/** Balance: the darker half's median grey level over the brighter half's, forehead to chin, split at the nose. */
function halvesRatio(rgb, width, height, mesh) {
  const top = mesh[M.forehead][1];
  const bottom = mesh[M.chin][1];
  const mid = mesh[M.betweenEyes][0];
  const a = median(pixels(rgb, width, height, [mesh[M.rightFaceEdge][0], top, mid, bottom]).map((p) => p[0]));
  const b = median(pixels(rgb, width, height, [mid, top, mesh[M.leftFaceEdge][0], bottom]).map((p) => p[0]));
  return Math.min(a, b) / Math.max(a, b, 1);
}

/** Cover measures. Skin colour is learnt from the forehead and under the eyes (rarely covered by a mask); the
 *  nose-and-mouth box is covered when little of it has that colour, or when it is flat (a cloth or a hand-drawn
 *  box has almost no shading); an eye is covered when its box is mostly far darker than the skin and flat. */
function cover(rgb, width, height, mesh, ref) {
  const { eyes } = ref;
  const refLuma = ref.luma;
  const refR = ref.r;
  const refG = ref.g;
  const skinLike = ([l, pr, pg]) => l >= 25 && Math.abs(pr - refR) + Math.abs(pg - refG) < L.skinChromaDistance;
  const lower = pixels(rgb, width, height, around(mesh, M.noseAndMouth));
  const eye = (ids) => {
    const p = pixels(rgb, width, height, around(mesh, ids, eyes * 0.05));
    return {
      dark: p.filter(([l]) => l < refLuma * 0.35).length / (p.length || 1),
      flat: sdOf(p.map((q) => q[0])) / (refLuma || 1),
    };
  };
  const out = (x, y) => x < -0.02 * eyes || y < -0.02 * eyes || x > width + 0.02 * eyes || y > height + 0.02 * eyes;
  return {
    lowerSkin: lower.filter(skinLike).length / (lower.length || 1),
    lowerFlat: sdOf(lower.map((q) => q[0])) / (refLuma || 1),
    rightEye: eye(M.rightEye),
    leftEye: eye(M.leftEye),
    cutOff: M.silhouette.filter((i) => out(mesh[i][0], mesh[i][1])).length / M.silhouette.length,
  };
}

const round = (v, d = 2) => (Number.isFinite(v) ? Math.round(v * 10 ** d) / 10 ** d : v);
const rounded = (o) =>
  Object.fromEntries(Object.entries(o).map(([k, v]) => [k, typeof v === 'object' ? rounded(v) : round(v)]));

// ---------------------------------------------------------------------------------------------------------------
// The check, in the order documented in docs/faces.md

async function check(bytes) {
  // The thread that did the work (never the server's main thread, 0): the tests check it.
  const measures = { threadId };
  const fail = (problem) => ({ ok: false, problem, measures: rounded(measures) });
  let image;
  try {
    image = await decode(bytes);
  } catch (e) {
    if (e instanceof Problem) return fail(e.problem);
    throw e;
  }
  const { rgb, width, height } = image;

  measures.chroma = meanChroma(rgb);
  if (measures.chroma < L.minMeanChroma) return fail('notColour');

  const faces = await detect(rgb, width, height);
  if (!faces.length) {
    // blazeface finds upright faces only: a face found once the photo is turned a quarter is lying on its side.
    for (const clockwise of [true, false]) {
      const found = await detect(quarterTurn(rgb, width, height, clockwise), height, width);
      if (found.length) {
        measures.roll = clockwise ? -90 : 90;
        return fail('notFrontal');
      }
    }
    return fail('noFace');
  }
  faces.sort((a, b) => b.box[2] - a.box[2]);
  const face = faces[0];
  measures.faces = faces.length;
  measures.faceSize = face.box[2];
  if (faces.some((f, i) => i > 0 && f.box[2] >= face.box[2] * L.otherFaceShare)) return fail('manyFaces');
  if (face.box[2] < L.minFacePx) return fail('tooSmall');

  Object.assign(measures, { yaw: face.yaw, pitch: face.pitch, roll: face.roll, meshScore: face.meshScore });
  if (Math.abs(face.yaw) > L.maxYaw || Math.abs(face.pitch) > L.maxPitch || Math.abs(face.roll) > L.maxRoll)
    return fail('notFrontal');

  measures.sharpness = await sharpness(rgb, width, height, face.box);
  if (measures.sharpness < L.minSharpness) return fail('blurred');

  const ref = skinReference(rgb, width, height, face.mesh);
  Object.assign(measures, { skinLuma: ref.luma, skinDimmest: ref.dimmest, burnt: ref.burnt });
  measures.halvesRatio = halvesRatio(rgb, width, height, face.mesh);
  if (
    !(ref.luma >= L.minSkinLuma) ||
    !(ref.dimmest <= L.maxSkinLuma) ||
    ref.burnt > L.maxBurnt ||
    !(measures.halvesRatio >= L.minHalvesRatio)
  )
    return fail('unevenLight');

  const c = cover(rgb, width, height, face.mesh, ref);
  Object.assign(measures, c);
  const eyeCovered = (e) => e.dark > L.maxEyeDark && e.flat < L.minEyeFlat;
  if (
    face.meshScore < L.minMeshScore ||
    c.cutOff > 0 ||
    c.lowerSkin < L.minLowerSkin ||
    c.lowerFlat < L.minLowerFlat ||
    eyeCovered(c.rightEye) ||
    eyeCovered(c.leftEye)
  )
    return fail('obstructed');

  const jpeg = await sharp(rgb, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
  const [x, y, w, h] = face.box.map(Math.round);
  const fx = Math.max(0, x);
  const fy = Math.max(0, y);
  return {
    ok: true,
    width,
    height,
    face: { x: fx, y: fy, w: Math.min(width, x + w) - fx, h: Math.min(height, y + h) - fy },
    embedding: face.embedding,
    jpeg,
    measures: rounded(measures),
  };
}

parentPort.on('message', (m) => {
  check(Buffer.from(m.bytes.buffer, m.bytes.byteOffset, m.bytes.byteLength)).then(
    (result) => {
      const transfer = result.ok ? [result.jpeg.buffer] : [];
      // A pooled (small) Buffer shares its ArrayBuffer: copy it before handing it over.
      if (result.ok && result.jpeg.byteLength !== result.jpeg.buffer.byteLength) {
        result.jpeg = new Uint8Array(result.jpeg);
        transfer[0] = result.jpeg.buffer;
      }
      parentPort.postMessage({ id: m.id, ok: true, result }, transfer);
    },
    (e) => parentPort.postMessage({ id: m.id, ok: false, error: e?.message ?? String(e) }),
  );
});
