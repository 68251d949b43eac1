// `npm run migrate | backup | restore | brand | catalogue | apps`: an operator tool, compiled (apps/server/dist/<name>.js, plain node —
// what a production install without development packages has) when the build is current, else from the sources
// through tsx. Usage: node scripts/server-cli.mjs <migrate|backup|brand|catalogue|apps> [args…]
import { spawn } from 'node:child_process';
import path from 'node:path';
import { compiledServerFile, root } from './freshness.mjs';

const [name, ...rest] = process.argv.slice(2);
if (!['migrate', 'backup', 'brand', 'catalogue', 'apps'].includes(name)) {
  console.error('usage: node scripts/server-cli.mjs <migrate|backup|brand|catalogue|apps> [args…]');
  process.exit(2);
}
const compiled = compiledServerFile(name);
const args = compiled
  ? ['--enable-source-maps', compiled, ...rest]
  : ['--import', 'tsx', path.join(root, `apps/server/src/cli/${name}.ts`), ...rest];
const child = spawn(process.execPath, args, { cwd: root, stdio: 'inherit' });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
