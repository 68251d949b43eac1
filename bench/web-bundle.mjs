// Size of what the /login route loads: the entry chunk with its static imports, the login page chunk with
// its static imports, and the English catalogs, gzip-compressed. Printed next to a baseline built in the
// same run (a minimal React + ReactDOM "hello" page, same Vite and settings) and against the 200 KB budget.
// Usage: node bench/web-bundle.mjs [--no-build]   (exits 1 over budget)
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const web = path.join(root, 'apps/web');
const vite = [path.join(web, 'node_modules/vite/bin/vite.js'), path.join(root, 'node_modules/vite/bin/vite.js')].find(
  existsSync,
);
const BUDGET_KB = 200;
const LOGIN_PAGE = 'src/pages/auth/LoginPage.tsx';

const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const kb = (bytes) => (bytes / 1024).toFixed(1);

function build(cwd, extra = []) {
  execFileSync(process.execPath, [vite, 'build', '--logLevel', 'warn', ...extra], { cwd, stdio: 'inherit' });
}

/** Files reached from `key` through static imports, the chunk itself included. */
function staticClosure(manifest, key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const dep of chunk.imports ?? []) staticClosure(manifest, dep, seen);
  return seen;
}

function measureLogin() {
  const dist = path.join(web, 'dist');
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!manifest[LOGIN_PAGE]) throw new Error(`${LOGIN_PAGE} is not a chunk of its own`);
  const keys = new Set([...staticClosure(manifest, entryKey), ...staticClosure(manifest, LOGIN_PAGE)]);
  // The namespaces the web app loads at start (lib/i18n/catalogs.ts).
  const src = readFileSync(path.join(web, 'src/lib/i18n/catalogs.ts'), 'utf8');
  const namespaces = JSON.parse(/export const NAMESPACES = (\[[^\]]*\])/.exec(src)[1].replace(/'/g, '"'));
  const catalogs = namespaces
    .map((ns) => Object.keys(manifest).find((k) => k.endsWith(`locales/en/${ns}.json`)))
    .filter(Boolean);
  for (const c of catalogs) staticClosure(manifest, c, keys);
  const rows = [...keys].map((k) => ({ key: k, file: manifest[k].file, gzip: gz(path.join(dist, manifest[k].file)) }));
  const css = [...keys].flatMap((k) => manifest[k].css ?? []);
  const cssGzip = [...new Set(css)].reduce((n, f) => n + gz(path.join(dist, f)), 0);
  return { rows, total: rows.reduce((n, r) => n + r.gzip, 0), cssGzip };
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
  return [...staticClosure(manifest, entryKey)].reduce((n, k) => n + gz(path.join(dir, 'dist', manifest[k].file)), 0);
}

if (!process.argv.includes('--no-build')) build(web);
const login = measureLogin();
const baseline = measureBaseline();

console.log('\n/login route JavaScript (gzip):');
for (const r of login.rows.sort((a, b) => b.gzip - a.gzip))
  console.log(`  ${kb(r.gzip).padStart(7)} KB  ${r.file}  (${r.key})`);
console.log(`  ${kb(login.cssGzip).padStart(7)} KB  CSS (not counted)`);
console.log('');
console.log(`login route JS      ${kb(login.total)} KB gzip`);
console.log(`baseline React hello ${kb(baseline)} KB gzip`);
console.log(`ratio               ${(login.total / baseline).toFixed(2)}x baseline`);
console.log(
  `budget              ${BUDGET_KB} KB → ${login.total / 1024 <= BUDGET_KB ? 'within budget' : 'OVER BUDGET'}`,
);
process.exit(login.total / 1024 <= BUDGET_KB ? 0 : 1);
