// `npm run build` (with the web app): the server compiled to one JavaScript file, apps/server/dist/main.js, that plain
// `node` runs (issue 24). esbuild bundles the server's own TypeScript and the workspace packages it uses (shared,
// lockcore); every npm dependency stays an import of node_modules, so `npm ci --omit=dev` is enough to run it. The
// two worker scripts are copied beside it. The demo fleet needs the simulator (a development package): `npm start --
// --demo` keeps running the sources through tsx.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const server = path.join(root, 'apps/server');
const pkg = JSON.parse(fs.readFileSync(path.join(server, 'package.json'), 'utf8'));
const external = [
  ...Object.keys(pkg.dependencies ?? {}).filter((d) => !d.startsWith('@lockconsole/')),
  '@lockconsole/simulator',
  'pg-native',
];
// `--out NAME`: another directory under apps/server (tests); it must stay there to find node_modules.
const outArg = process.argv.indexOf('--out');
const out = path.join(server, outArg > 0 ? path.basename(process.argv[outArg + 1]) : 'dist');
fs.rmSync(out, { recursive: true, force: true });
const started = Date.now();
await build({
  // The server, and the operator tools that must work on a production install (`npm run migrate`, `backup`,
  // `restore`, `brand`, `catalogue`, `apps`): scripts/server-cli.mjs runs dist/<name>.js.
  entryPoints: {
    main: path.join(server, 'src/main.ts'),
    migrate: path.join(server, 'src/cli/migrate.ts'),
    backup: path.join(server, 'src/cli/backup.ts'),
    brand: path.join(server, 'src/cli/brand.ts'),
    catalogue: path.join(server, 'src/cli/catalogue.ts'),
    apps: path.join(server, 'src/cli/apps.ts'),
  },
  outdir: out,
  // Dynamic imports stay their own chunks, loaded when used: the demo's (it imports the simulator) never at start.
  splitting: true,
  // Chunks beside main.js: the worker scripts are found relative to the module that starts them.
  chunkNames: '[name]-[hash]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
for (const f of ['src/db/pglite-worker.mjs', 'src/modules/faces/face-worker.mjs'])
  fs.copyFileSync(path.join(server, f), path.join(out, path.basename(f)));
fs.writeFileSync(path.join(out, 'package.json'), '{ "type": "module" }\n');
console.log(`Server compiled to ${path.relative(root, out)}/main.js in ${Date.now() - started} ms`);
