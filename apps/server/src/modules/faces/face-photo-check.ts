// Face photo check (issue 15, spec §5): "jpg, png or bmp only, under a size limit; one complete, clear, frontal
// colour face without obstruction". The bytes' size and magic are judged here; everything else — decoding, the face
// model, the pixel measures — runs in one worker thread (face-worker.mjs), started on the first check and reused, so
// the event loop never waits for a model. Checks queue and go through one at a time; each has a time limit. The
// order of the checks, the thresholds and the model are described in docs/faces.md.
import { Worker } from 'node:worker_threads';
import { FACE_PHOTO_MAX_BYTES, type FacePhotoProblem } from '@lockconsole/shared/biometric/face-photo';

// The size limit and the problems are the shared contract (the page states the limit and shows the messages).
export { FACE_PHOTO_MAX_BYTES, type FacePhotoProblem } from '@lockconsole/shared/biometric/face-photo';

/** Every answer the check can give, in the order they are checked (tooSmall is checked twice: the image's sides
 *  before the model, the face's width after it). */
export const FACE_PHOTO_PROBLEMS = [
  'tooLarge',
  'format',
  'tooSmall',
  'notColour',
  'noFace',
  'manyFaces',
  'notFrontal',
  'blurred',
  'unevenLight',
  'obstructed',
] as const satisfies readonly FacePhotoProblem[];

/** Formats accepted, judged from the first bytes. */
export const FACE_PHOTO_FORMATS = ['jpeg', 'png', 'bmp'] as const;
export type FacePhotoFormat = (typeof FACE_PHOTO_FORMATS)[number];

/** Thresholds. Why each value: docs/faces.md ("Thresholds"). Measured on the normalised image (long side ≤ maxSide). */
export const FACE_CHECK_LIMITS = {
  /** Decoded pixels above this are refused as tooLarge before decoding (a small file can hold a huge image). */
  maxPixels: 40_000_000,
  /** The image the lock gets, and every measure sees: long side at most this many px. */
  maxSide: 640,
  /** tooSmall: the image's shorter side under this. */
  minImageSide: 100,
  /** tooSmall: the face box narrower than this (in the normalised image). */
  minFacePx: 80,
  /** notColour: mean (max − min of R, G, B) per pixel under this (0–255). */
  minMeanChroma: 4,
  /** blazeface score for a face to count at all. */
  minDetectionScore: 0.5,
  /** manyFaces: another face at least this share of the main face's width (smaller ones far behind are ignored). */
  otherFaceShare: 0.4,
  /** notFrontal: head angles (degrees) from the face mesh. */
  maxYaw: 20,
  maxPitch: 25,
  maxRoll: 15,
  /** blurred: 100 × variance of the Laplacian / variance of grey levels on the face, at 64×64. */
  minSharpness: 10,
  /** unevenLight: skin patches (forehead, under each eye): the brightest patch's median grey level under min (too
   *  dark), the dimmest patch's over max (too bright), or every patch over maxBurnt burnt out (≥ 250); or the
   *  darker half of the face's median grey level under minHalvesRatio × the brighter half's. */
  minSkinLuma: 60,
  maxSkinLuma: 225,
  maxBurnt: 0.25,
  minHalvesRatio: 0.45,
  /** obstructed: see face-worker.mjs cover(). */
  minMeshScore: 0.5,
  skinChromaDistance: 0.05,
  minLowerSkin: 0.3,
  minLowerFlat: 0.1,
  maxEyeDark: 0.6,
  minEyeFlat: 0.06,
} as const;

export type FaceBox = { x: number; y: number; w: number; h: number };
/** The measures behind an answer (for logs and tuning; names in face-worker.mjs). */
export type FaceMeasures = Record<string, unknown>;
export type FaceCheckResult =
  | {
      ok: true;
      /** Size of `jpeg`; `face` is in its pixels. */
      width: number;
      height: number;
      face: FaceBox;
      /** The face's descriptor (faceres, 1,024 numbers): compared by face verification (face-match.ts). */
      embedding: number[];
      /** Normalised: upright, sRGB, no metadata, at most FACE_CHECK_LIMITS.maxSide px on the long side. */
      jpeg: Buffer;
      measures?: FaceMeasures;
    }
  | { ok: false; problem: FacePhotoProblem; measures?: FaceMeasures };

export type FacePhotoChecker = {
  /** Resolves with the answer; rejects (FaceCheckError) only when the check itself could not run. */
  check(bytes: Buffer): Promise<FaceCheckResult>;
  /** Ends the worker; queued checks reject with code 'closed'. */
  close(): Promise<void>;
};

export type FacePhotoCheckerOptions = {
  /** Time for one check once the worker has its models (default 15 s). */
  timeoutMs?: number;
  /** Extra time for the first check of a worker, which loads the models (default 60 s). */
  loadTimeoutMs?: number;
  /** Checks waiting beyond this reject at once with code 'busy' (default 32). */
  maxQueue?: number;
  /** Include the measures behind each answer (default false). */
  measures?: boolean;
};

export class FaceCheckError extends Error {
  constructor(
    readonly code: 'timeout' | 'busy' | 'closed' | 'failed',
    message: string,
  ) {
    super(message);
    this.name = 'FaceCheckError';
  }
}

/** The format from the first bytes (JPEG FF D8 FF, PNG's 8-byte signature, BMP "BM"), or null. */
export function sniffFacePhotoFormat(bytes: Uint8Array): FacePhotoFormat | null {
  const b = bytes;
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (b.length >= 8 && png.every((v, i) => b[i] === v)) return 'png';
  if (b.length >= 26 && b[0] === 0x42 && b[1] === 0x4d) return 'bmp';
  return null;
}

type Job = {
  bytes: Uint8Array;
  resolve: (r: FaceCheckResult) => void;
  reject: (e: Error) => void;
};
type Answer = { id: number; ok: true; result: WorkerResult } | { id: number; ok: false; error: string };
type WorkerResult =
  | {
      ok: true;
      width: number;
      height: number;
      face: FaceBox;
      embedding: number[];
      jpeg: Uint8Array;
      measures: FaceMeasures;
    }
  | { ok: false; problem: FacePhotoProblem; measures: FaceMeasures };

export function createFacePhotoChecker(opts: FacePhotoCheckerOptions = {}): FacePhotoChecker {
  const timeoutMs = opts.timeoutMs ?? 15_000;
  const loadTimeoutMs = opts.loadTimeoutMs ?? 60_000;
  const maxQueue = opts.maxQueue ?? 32;
  const queue: Job[] = [];
  let worker: Worker | null = null;
  let loaded = false;
  let running: { id: number; job: Job; timer: NodeJS.Timeout } | null = null;
  let next = 0;
  let closed = false;

  const finish = (id: number) => {
    if (!running || running.id !== id) return null;
    const { job, timer } = running;
    clearTimeout(timer);
    running = null;
    return job;
  };
  /** Drops the worker (hung, crashed or closing); the next check starts a new one. */
  const drop = () => {
    const w = worker;
    worker = null;
    loaded = false;
    if (w) {
      w.removeAllListeners();
      w.on('error', () => {});
      void w.terminate();
    }
  };

  const spawn = () => {
    const w = new Worker(new URL('./face-worker.mjs', import.meta.url), { workerData: { limits: FACE_CHECK_LIMITS } });
    w.on('message', (a: Answer) => {
      const job = finish(a.id);
      if (!job) return;
      loaded = true;
      if (!a.ok) job.reject(new FaceCheckError('failed', `face check failed: ${a.error}`));
      else job.resolve(present(a.result));
      pump();
    });
    const died = (e: Error) => {
      if (worker !== w) return;
      drop();
      const job = running && finish(running.id);
      job?.reject(new FaceCheckError('failed', `face check thread stopped: ${e.message}`));
      pump();
    };
    w.on('error', died);
    w.on('exit', (code) => died(new Error(`exit code ${code}`)));
    return w;
  };

  const present = (r: WorkerResult): FaceCheckResult => {
    const measures = opts.measures ? { measures: r.measures } : {};
    if (!r.ok) return { ok: false, problem: r.problem, ...measures };
    const jpeg = Buffer.from(r.jpeg.buffer, r.jpeg.byteOffset, r.jpeg.byteLength);
    return { ok: true, width: r.width, height: r.height, face: r.face, embedding: r.embedding, jpeg, ...measures };
  };

  function pump() {
    if (running || closed) return;
    const job = queue.shift();
    if (!job) {
      worker?.unref(); // an idle checker does not keep the process alive
      return;
    }
    worker ??= spawn();
    worker.ref();
    const id = ++next;
    const limit = timeoutMs + (loaded ? 0 : loadTimeoutMs);
    const timer = setTimeout(() => {
      if (!finish(id)) return;
      drop(); // a hung model cannot be interrupted: end the thread
      job.reject(new FaceCheckError('timeout', `face check took longer than ${limit} ms`));
      pump();
    }, limit);
    running = { id, job, timer };
    worker.postMessage({ id, bytes: job.bytes }, [job.bytes.buffer as ArrayBuffer]);
  }

  return {
    async check(bytes) {
      if (closed) throw new FaceCheckError('closed', 'face checker closed');
      if (bytes.length > FACE_PHOTO_MAX_BYTES) return { ok: false, problem: 'tooLarge' };
      if (!sniffFacePhotoFormat(bytes)) return { ok: false, problem: 'format' };
      if (queue.length >= maxQueue) throw new FaceCheckError('busy', 'too many face photos waiting for a check');
      return new Promise<FaceCheckResult>((resolve, reject) => {
        // A copy the worker owns: the caller's Buffer may share a pooled ArrayBuffer.
        queue.push({ bytes: new Uint8Array(bytes), resolve, reject });
        pump();
      });
    },
    async close() {
      closed = true;
      const err = new FaceCheckError('closed', 'face checker closed');
      for (const job of queue.splice(0)) job.reject(err);
      if (running) finish(running.id)?.reject(err);
      const w = worker;
      drop();
      if (w) await w.terminate();
    },
  };
}
