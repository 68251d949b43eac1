// The cycle check finds what `npm run check` must refuse: a cycle through a type-only import, a self-import, and a
// cycle through a workspace package path — and nothing in a graph without cycles.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildGraph, cyclesOf, sourceFiles } from './import-graph';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'import-graph-'));
const write = (rel: string, text: string) => {
  const p = path.join(root, rel);
  fs.mkdirSync(path.dirname(p), { recursive: true });
  fs.writeFileSync(p, text);
};
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const rel = (cycles: string[][]) => cycles.map((c) => c.map((f) => path.relative(root, f)));

describe('import cycles', () => {
  it('reports a cycle made of a type-only import and a workspace package import', () => {
    write('apps/server/src/services.ts', "import { a } from './modules/a/a.service';\nexport const s = a;\n");
    write('apps/server/src/modules/a/a.service.ts', "import type { S } from '../../services';\nexport const a = 1;\n");
    write('packages/shared/src/x.ts', "import { y } from '@lockconsole/shared/y';\nexport const x = y;\n");
    write('packages/shared/src/y.ts', "import { x } from './x';\nexport const y = () => x;\n");
    write('apps/web/src/ok.ts', "import { x } from '@lockconsole/shared/x';\nexport const ok = x;\n");
    const cycles = rel(cyclesOf(buildGraph(root, sourceFiles(root))));
    expect(cycles).toHaveLength(2);
    expect(cycles).toContainEqual(['apps/server/src/modules/a/a.service.ts', 'apps/server/src/services.ts']);
    expect(cycles).toContainEqual(['packages/shared/src/x.ts', 'packages/shared/src/y.ts']);
  });

  it('reports a file importing itself and nothing for a chain without cycles', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', []],
      ['d', ['d']],
    ]);
    expect(cyclesOf(graph)).toEqual([['d']]);
  });
});
