// Whether the compiled server (apps/server/dist, `npm run build`) is there and newer than every source it was built
// from; scripts/start.mjs and scripts/server-cli.mjs run it with plain node then, the sources through tsx otherwise.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The newest modification time under `dir` (node_modules and dist left out), 0 when it does not exist. */
export function newest(dir) {
  let t = 0;
  if (!fs.existsSync(dir)) return t;
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    if (e.name === 'node_modules' || e.name === 'dist') continue;
    const p = path.join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newest(p) : fs.statSync(p).mtimeMs);
  }
  return t;
}

/** `apps/server/dist/<name>.js` when it is newer than the server's sources, else undefined. */
export function compiledServerFile(name) {
  const file = path.join(root, 'apps/server/dist', `${name}.js`);
  if (!fs.existsSync(file)) return undefined;
  const sourcesAt = Math.max(
    newest(path.join(root, 'apps/server/src')),
    newest(path.join(root, 'packages/shared/src')),
    newest(path.join(root, 'packages/lockcore/src')),
  );
  return fs.statSync(file).mtimeMs >= sourcesAt ? file : undefined;
}
