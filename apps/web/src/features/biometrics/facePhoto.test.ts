import { describe, expect, it } from 'vitest';
import { FACE_PHOTO_MAX_BYTES } from '@lockconsole/shared/biometric/face-photo';
import { dataUrlBytes, fitWithin, photoFormat, photoPlan, redrawAttempts, sizeText } from './facePhoto';

const MB = 1024 * 1024;

describe('face photo before upload', () => {
  it('knows jpg, png and bmp by type or name, nothing else', () => {
    expect(photoFormat({ type: 'image/jpeg', name: 'a' })).toBe('jpeg');
    expect(photoFormat({ type: '', name: 'Me.JPG' })).toBe('jpeg');
    expect(photoFormat({ type: 'image/png', name: 'a.png' })).toBe('png');
    expect(photoFormat({ type: 'image/bmp', name: 'a.bmp' })).toBe('bmp');
    expect(photoFormat({ type: '', name: 'scan.bmp' })).toBe('bmp');
    expect(photoFormat({ type: 'image/gif', name: 'a.gif' })).toBeNull();
    expect(photoFormat({ type: 'application/pdf', name: 'a.pdf' })).toBeNull();
  });

  it('keeps a jpg or png within 2 MB, redraws a larger one and any BMP, refuses the rest', () => {
    expect(photoPlan({ type: 'image/png', name: 'a.png', size: 790_000 })).toEqual({ action: 'keep', format: 'png' });
    expect(photoPlan({ type: 'image/jpeg', name: 'a.jpg', size: FACE_PHOTO_MAX_BYTES })).toEqual({
      action: 'keep',
      format: 'jpeg',
    });
    expect(photoPlan({ type: 'image/jpeg', name: 'a.jpg', size: FACE_PHOTO_MAX_BYTES + 1 })).toEqual({
      action: 'redraw',
      format: 'jpeg',
    });
    expect(photoPlan({ type: 'image/bmp', name: 'a.bmp', size: 100_000 })).toEqual({ action: 'redraw', format: 'bmp' });
    expect(photoPlan({ type: 'image/gif', name: 'a.gif', size: 10 })).toEqual({ action: 'refuse' });
  });

  it('redraws at most 1280 px on the longer side, keeping proportions, never enlarging', () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: 1280, height: 960 });
    expect(fitWithin(3000, 4000)).toEqual({ width: 960, height: 1280 });
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 });
    const attempts = redrawAttempts(4000, 3000);
    // Lower quality first, then smaller sizes.
    expect(attempts.slice(0, 4).map((a) => a.quality)).toEqual([0.9, 0.8, 0.7, 0.6]);
    expect(attempts.every((a) => Math.max(a.width, a.height) <= 1280)).toBe(true);
    expect(attempts.at(-1)).toEqual({ width: 640, height: 480, quality: 0.6 });
    expect(redrawAttempts(500, 400)).toHaveLength(4);
  });

  it('counts the bytes behind a data URL and says sizes plainly', () => {
    expect(dataUrlBytes('data:image/jpeg;base64,AAAA')).toBe(3);
    expect(dataUrlBytes('data:image/jpeg;base64,AAA=')).toBe(2);
    expect(dataUrlBytes('data:image/jpeg;base64,AA==')).toBe(1);
    expect(sizeText(3.14 * MB)).toBe('3.1 MB');
    expect(sizeText(820 * 1024)).toBe('820 KB');
  });
});
