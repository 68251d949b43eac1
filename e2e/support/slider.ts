// Solves the slider check the way a person would (find the gap, move the piece there), but with the
// keyboard: the test reads both pictures, finds the offset where the piece matches the darkened hole,
// then presses the arrow keys and Enter on the slider.
import { expect, type Page } from '@playwright/test';

async function findGap(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const load = (src: string) =>
      new Promise<HTMLImageElement>((resolve, reject) => {
        const img = new Image();
        img.onload = () => resolve(img);
        img.onerror = reject;
        img.src = src;
      });
    const bgEl = document.querySelector<HTMLImageElement>('[data-testid="slider-bg"]')!;
    const pieceEl = document.querySelector<HTMLImageElement>('[data-testid="slider-piece"]')!;
    const [bg, piece] = await Promise.all([load(bgEl.src), load(pieceEl.src)]);
    const pixels = (img: HTMLImageElement) => {
      const c = document.createElement('canvas');
      c.width = img.naturalWidth;
      c.height = img.naturalHeight;
      const ctx = c.getContext('2d')!;
      ctx.drawImage(img, 0, 0);
      return ctx.getImageData(0, 0, c.width, c.height);
    };
    const b = pixels(bg);
    const p = pixels(piece);
    const top = Number.parseInt(pieceEl.style.top, 10) || 0;
    let best = 0;
    let bestScore = Infinity;
    for (let x = 0; x <= b.width - p.width; x++) {
      let score = 0;
      for (let py = 0; py < p.height; py += 2) {
        for (let px = 0; px < p.width; px += 2) {
          const pi = (py * p.width + px) * 4;
          if (p.data[pi + 3]! < 255) continue;
          // The piece's outline is drawn white and the hole's rim light: compare only the inside.
          if (p.data[pi]! === 255 && p.data[pi + 1]! === 255 && p.data[pi + 2]! === 255) continue;
          const bi = ((top + py) * b.width + (x + px)) * 4;
          for (let ch = 0; ch < 3; ch++) score += Math.abs(b.data[bi + ch]! - p.data[pi + ch]! * 0.35);
        }
      }
      if (score < bestScore) {
        bestScore = score;
        best = x;
      }
    }
    return best;
  });
}

export async function solveSlider(page: Page): Promise<void> {
  const handle = page.getByRole('slider');
  await expect(handle).toBeVisible();
  await expect(page.getByTestId('slider-bg')).toBeVisible();
  const x = await findGap(page);
  await handle.focus();
  await page.keyboard.press('Home');
  for (let i = 0; i < Math.floor(x / 10); i++) await page.keyboard.press('Shift+ArrowRight');
  for (let i = 0; i < x % 10; i++) await page.keyboard.press('ArrowRight');
  await expect(handle).toHaveAttribute('aria-valuenow', String(x));
  await page.keyboard.press('Enter');
  await expect(handle).toBeHidden();
}
