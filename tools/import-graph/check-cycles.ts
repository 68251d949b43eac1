// `npm run check:cycles`: fails when any file of apps/*/src or packages/*/src takes part in an import cycle
// (type-only imports included), and prints each cycle. Part of `npm run check`, so CI fails on a new cycle.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildGraph, cyclesOf, sourceFiles } from './import-graph';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const files = sourceFiles(root);
const cycles = cyclesOf(buildGraph(root, files));
for (const c of cycles) {
  console.log(`import cycle of ${c.length} file(s):`);
  for (const f of c) console.log(`  ${path.relative(root, f)}`);
}
console.log(`${files.length} files, ${cycles.length} import cycle(s)`);
process.exitCode = cycles.length ? 1 : 0;
