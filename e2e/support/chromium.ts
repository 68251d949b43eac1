// Debian's Chromium and the flags it runs with here (no downloads, no background traffic, no GPU), shared by the
// browser tests (playwright.config.ts) and the web benchmark (bench/web.ts).
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
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
