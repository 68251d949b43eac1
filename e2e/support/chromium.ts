// Debian's Chromium and the flags it runs with here (no downloads, no background traffic, no GPU), shared by the
// browser tests (playwright.config.ts) and the web benchmark (bench/web.ts).
import { existsSync } from 'node:fs';

/** The full browser: what the web benchmark measures (Lighthouse, cold loads), as a person's Chromium runs the pages. */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * The browser tests run Debian's `chromium-headless-shell` (the same Chromium release, its old headless shell: what
 * Playwright itself runs headless by default) when it is installed, else the full browser. The full browser's
 * headless mode brings a whole browser window to every context: a context with an empty page cost ~0.9 s of CPU
 * there and ~0.2 s in the shell, an axe check of a public page ~7 s of CPU against ~2.4 s, and CI's browser step took
 * 669 s against 510–527 s on two cores (docs/ARCHITECTURE.md "Tests and CI", bench/README.md). E2E_CHROME_PATH
 * chooses another binary.
 */
export const E2E_CHROMIUM_PATH =
  process.env.E2E_CHROME_PATH ??
  process.env.CHROME_PATH ??
  (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium');

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
