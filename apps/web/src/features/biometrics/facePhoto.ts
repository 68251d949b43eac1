// A face photo before it is checked and sent (issue 15, spec §5): jpg, png or bmp; the server takes at most 2 MB
// (FACE_PHOTO_MAX_BYTES), so a larger photo — and any BMP, which is large and which the page reads through
// createImageBitmap — is redrawn on a canvas as a JPEG at most 1280 pixels on its longer side, lowering the quality
// (then the size) until it fits. The decisions are pure; `preparePhoto` does the browser's part.
import { FACE_PHOTO_MAX_BYTES } from '@lockconsole/shared/biometric/face-photo';

export const PHOTO_ACCEPT = '.jpg,.jpeg,.png,.bmp,image/jpeg,image/png,image/bmp';
/** The longer side of a redrawn photo (px). */
export const PHOTO_MAX_SIDE = 1280;
const QUALITIES = [0.9, 0.8, 0.7, 0.6] as const;

export type PhotoFormat = 'jpeg' | 'png' | 'bmp';
export type PhotoPlan = { action: 'keep' | 'redraw'; format: PhotoFormat } | { action: 'refuse' };

/** The photo's format from its type, else its name's extension; null for anything else. */
export function photoFormat(f: { type: string; name: string }): PhotoFormat | null {
  const type = f.type.toLowerCase();
  if (type === 'image/jpeg' || type === 'image/jpg') return 'jpeg';
  if (type === 'image/png') return 'png';
  if (type === 'image/bmp' || type === 'image/x-ms-bmp') return 'bmp';
  const ext = /\.([a-z]+)$/i.exec(f.name)?.[1]?.toLowerCase();
  if (ext === 'jpg' || ext === 'jpeg') return 'jpeg';
  if (ext === 'png' || ext === 'bmp') return ext;
  return null;
}

/** Keep a jpg or png within the limit; redraw a larger one or a BMP; refuse any other file. */
export function photoPlan(f: { type: string; name: string; size: number }, max = FACE_PHOTO_MAX_BYTES): PhotoPlan {
  const format = photoFormat(f);
  if (!format) return { action: 'refuse' };
  return { action: format === 'bmp' || f.size > max ? 'redraw' : 'keep', format };
}

/** The size to draw at: the longer side at most `max`, the proportions kept, never enlarged. */
export function fitWithin(width: number, height: number, max = PHOTO_MAX_SIDE): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height, 1));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** Bytes behind a base64 data: URL. */
export function dataUrlBytes(dataUrl: string): number {
  const b64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const pad = b64.endsWith('==') ? 2 : b64.endsWith('=') ? 1 : 0;
  return Math.floor((b64.length * 3) / 4) - pad;
}

/** The attempts of a redraw, in order: each quality at the full size, then smaller sizes at the lowest quality. */
export function redrawAttempts(width: number, height: number): { width: number; height: number; quality: number }[] {
  const full = fitWithin(width, height);
  const out = QUALITIES.map((quality) => ({ ...full, quality }));
  for (const side of [1024, 800, 640]) {
    if (Math.max(full.width, full.height) > side)
      out.push({ ...fitWithin(full.width, full.height, side), quality: 0.6 });
  }
  return out;
}

export type PreparedPhoto = {
  /** data: URL (the API accepts the prefix). */
  dataUrl: string;
  bytes: number;
  /** Redrawn as a JPEG in the browser. */
  redrawn: boolean;
  originalBytes: number;
};

export class PhotoError extends Error {
  constructor(readonly problem: 'format' | 'unreadable' | 'tooLarge') {
    super(problem);
  }
}

const readDataUrl = (file: Blob) =>
  new Promise<string>((resolve, reject) => {
    const r = new FileReader();
    r.onload = () => resolve(String(r.result));
    r.onerror = () => reject(new PhotoError('unreadable'));
    r.readAsDataURL(file);
  });

/** Reads the chosen file and, when the plan says so, redraws it as a JPEG under the limit. Browser only. */
export async function preparePhoto(file: File): Promise<PreparedPhoto> {
  const plan = photoPlan(file);
  if (plan.action === 'refuse') throw new PhotoError('format');
  if (plan.action === 'keep') {
    const dataUrl = await readDataUrl(file);
    return { dataUrl, bytes: dataUrlBytes(dataUrl), redrawn: false, originalBytes: file.size };
  }
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    throw new PhotoError('unreadable');
  }
  try {
    const canvas = document.createElement('canvas');
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new PhotoError('unreadable');
    for (const a of redrawAttempts(bitmap.width, bitmap.height)) {
      canvas.width = a.width;
      canvas.height = a.height;
      // A white ground under transparent pixels (a JPEG has no alpha).
      ctx.fillStyle = '#fff';
      ctx.fillRect(0, 0, a.width, a.height);
      ctx.drawImage(bitmap, 0, 0, a.width, a.height);
      const dataUrl = canvas.toDataURL('image/jpeg', a.quality);
      const bytes = dataUrlBytes(dataUrl);
      if (bytes <= FACE_PHOTO_MAX_BYTES) return { dataUrl, bytes, redrawn: true, originalBytes: file.size };
    }
    throw new PhotoError('tooLarge');
  } finally {
    bitmap.close();
  }
}

/** "1.4 MB", "820 KB". */
export function sizeText(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
