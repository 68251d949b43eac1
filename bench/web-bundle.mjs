// Bytes each route's code costs, as sent (brotli, what static-web.ts serves from the build's .br files): the entry
// chunk with its static imports, the route's page chunk with its static imports, the console frame for console
// routes, their CSS, and the English catalogs loaded at start (and `errors`, on console routes). Printed next to a baseline built in the same run (a
// minimal React + ReactDOM "hello" page, same Vite and settings) and against the budget in apps/web/size-budget.json.
// Chunks a page loads later (language packs, dialogs) are not counted: bench/web.ts measures a real cold load.
// Usage: node bench/web-bundle.mjs [--no-build] [--check] [--update]
//   --check   exits 1 when a route is more than 10 % over its budget (CI runs this after the browser tests' build)
//   --update  writes the measured bytes as the new budget (commit it with the change that needs it)
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const web = path.join(root, 'apps/web');
const budgetFile = path.join(web, 'size-budget.json');
const vite = [path.join(web, 'node_modules/vite/bin/vite.js'), path.join(root, 'node_modules/vite/bin/vite.js')].find(
  existsSync,
);
const TOLERANCE = 1.1;
const ROUTES = {
  '/login': { page: 'src/pages/auth/LoginPage.tsx', frame: false },
  '/console/home': { page: 'src/pages/console/ConsoleHomePage.tsx', frame: true },
  '/manage/lockInfo': { page: 'src/pages/manage/LockInfoPage.tsx', frame: true },
};
const FRAME = 'src/app/layouts/ConsoleFrame.tsx';
const CONSOLE_NAMESPACES = ['errors'];
const QR_PAGE = '/q/<token>';
/** Issue 16: the QR code page's JavaScript stays under 60 KB gzipped, whatever its budget says. */
const QR_GZIP_JS_MAX = 60 * 1024;
let qrGzipJs;

/** Bytes as sent: the build's .br sibling when there is one (files under 1 KB go as they are). */
const sent = (file) => {
  if (existsSync(`${file}.br`)) return readFileSync(`${file}.br`).length;
  const body = readFileSync(file);
  return body.length < 1024
    ? body.length
    : brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
};
const kb = (bytes) => (bytes / 1024).toFixed(1);

function build(cwd) {
  // A production build whatever NODE_ENV says (the browser tests run with NODE_ENV=test).
  execFileSync(process.execPath, [vite, 'build', '--logLevel', 'error'], {
    cwd,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
}

/** Files reached from `key` through static imports, the chunk itself included. */
function staticClosure(manifest, key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const dep of chunk.imports ?? []) staticClosure(manifest, dep, seen);
  return seen;
}

function measureRoutes() {
  const dist = path.join(web, 'dist');
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  // The console's entry (the build has a second one: the QR code page, measured below).
  const entryKey = manifest['index.html'] ? 'index.html' : Object.keys(manifest).find((k) => manifest[k].isEntry);
  // The English catalogs loaded at start, and the one every console page loads with its code (app/routeMeta.ts):
  // JSON files of the build (build/catalogs.ts), not in the manifest.
  // The catalogs' folder (a script chunk may be named i18n-… too).
  const i18nDir = readdirSync(path.join(dist, 'assets'), { withFileTypes: true }).find(
    (d) => d.isDirectory() && d.name.startsWith('i18n-'),
  )?.name;
  const catalogFiles = (names) => names.map((n) => `assets/${i18nDir}/en/${n}.json`);
  const out = {};
  for (const [route, { page, frame }] of Object.entries(ROUTES)) {
    // A page imported by several routes is a shared chunk ("_LockInfoPage-….js"), found by its name.
    const name = path.basename(page, '.tsx');
    const pageKey = manifest[page] ? page : Object.keys(manifest).find((k) => manifest[k].name === name);
    if (!pageKey) throw new Error(`${page} is not in the build`);
    const keys = new Set(staticClosure(manifest, entryKey));
    for (const k of [pageKey, ...(frame ? [FRAME] : [])]) staticClosure(manifest, k, keys);
    const files = new Set([...keys].flatMap((k) => [manifest[k].file, ...(manifest[k].css ?? [])]));
    for (const f of catalogFiles(['start', ...(frame ? CONSOLE_NAMESPACES : [])])) files.add(f);
    out[route] = [...files].reduce((n, f) => n + sent(path.join(dist, f)), 0);
  }
  // The QR code's public page (issue 16): its own entry, nothing of the console.
  if (manifest['qrcode.html']) {
    const files = [...staticClosure(manifest, 'qrcode.html')].flatMap((k) => [
      manifest[k].file,
      ...(manifest[k].css ?? []),
    ]);
    out[QR_PAGE] = [...new Set(files)].reduce((n, f) => n + sent(path.join(dist, f)), 0);
    qrGzipJs = [...new Set(files)]
      .filter((f) => f.endsWith('.js'))
      .reduce((n, f) => n + gzipSync(readFileSync(path.join(dist, f)), { level: 9 }).length, 0);
  }
  return out;
}

function measureBaseline() {
  const dir = path.join(root, 'bench/out/react-hello');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(dir, 'src'), { recursive: true });
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><body><div id="root"></div><script type="module" src="/src/main.jsx"></script></body></html>',
  );
  writeFileSync(
    path.join(dir, 'src/main.jsx'),
    "import { createRoot } from 'react-dom/client';\ncreateRoot(document.getElementById('root')).render(<h1>Hello</h1>);\n",
  );
  const pluginReact = path.join(root, 'node_modules/@vitejs/plugin-react/dist/index.js');
  writeFileSync(
    path.join(dir, 'vite.config.mjs'),
    `import react from ${JSON.stringify(pluginReact)};\nexport default { plugins: [react()], build: { outDir: 'dist', manifest: true } };\n`,
  );
  build(dir);
  const manifest = JSON.parse(readFileSync(path.join(dir, 'dist/.vite/manifest.json'), 'utf8'));
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  return [...staticClosure(manifest, entryKey)].reduce((n, k) => n + sent(path.join(dir, 'dist', manifest[k].file)), 0);
}

if (!process.argv.includes('--no-build')) build(web);
const routes = measureRoutes();
const baseline = process.argv.includes('--check') ? undefined : measureBaseline();
const budget = existsSync(budgetFile) ? JSON.parse(readFileSync(budgetFile, 'utf8')) : {};

console.log('\nJS + CSS each route loads at start, brotli as sent:');
let over = 0;
for (const [route, bytes] of Object.entries(routes)) {
  const limit = budget[route];
  const ok = limit === undefined || bytes <= limit * TOLERANCE;
  if (!ok) over++;
  const vs = baseline ? `  ${(bytes / baseline).toFixed(1)}× baseline` : '';
  const against = limit === undefined ? 'no budget' : `budget ${kb(limit)} KB${ok ? '' : ' — OVER by more than 10 %'}`;
  console.log(`  ${route.padEnd(18)} ${kb(bytes).padStart(7)} KB${vs}  (${against})`);
}
if (qrGzipJs !== undefined) {
  const fits = qrGzipJs <= QR_GZIP_JS_MAX;
  if (!fits) over++;
  console.log(`  ${QR_PAGE} JS gzip ${kb(qrGzipJs)} KB (at most ${kb(QR_GZIP_JS_MAX)} KB${fits ? '' : ' — OVER'})`);
}
if (baseline) console.log(`  ${'React hello'.padEnd(18)} ${kb(baseline).padStart(7)} KB  (baseline of this run)`);
if (process.argv.includes('--update')) {
  writeFileSync(budgetFile, `${JSON.stringify(routes, null, 2)}\n`);
  console.log(`budget written to ${path.relative(root, budgetFile)}`);
}
if (process.argv.includes('--check') && over) {
  console.log(`${over} route(s) over budget: make them smaller, or raise apps/web/size-budget.json with --update`);
  process.exit(1);
}
