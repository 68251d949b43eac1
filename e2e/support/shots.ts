// Full-page screenshots of the journeys' key screens, for a person to look at: written only when E2E_SHOTS names a
// directory (`E2E_SHOTS=/tmp/shots npx playwright test`). CI leaves them out: ~100 full-page captures and PNG
// encodings were CPU the two cores' other work waited for. A failing journey still gets its screenshot (config).
import path from 'node:path';
import type { Page } from '@playwright/test';

const DIR = process.env.E2E_SHOTS;

export async function shot(page: Page, name: string) {
  if (DIR) await page.screenshot({ path: path.join(DIR, `${name}.png`), fullPage: true });
}
