// The import graph of the workspace's own TypeScript (apps/*/src, packages/*/src), type-only imports included: a
// cycle of types still ties the files into one unit. Resolves relative paths and the workspace packages
// (`@lockconsole/<pkg>/<path>` → packages/<pkg>/src/<path>.ts). No I/O beyond reading the files named.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

export function resolveImport(root: string, from: string, spec: string): string | undefined {
  let base: string | undefined;
  if (spec.startsWith('.')) base = path.resolve(path.dirname(from), spec);
  else {
    const m = /^@lockconsole\/([^/]+)\/(.+)$/.exec(spec);
    if (m) base = path.join(root, 'packages', m[1]!, 'src', m[2]!);
  }
  if (!base) return undefined;
  const stripped = base.replace(/\.(js|ts|tsx)$/, '');
  for (const candidate of [base, ...EXTENSIONS.map((e) => stripped + e)]) {
    if (/\.tsx?$/.test(candidate) && fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

export function importsOf(file: string, text: string): string[] {
  return ts.preProcessFile(text, true, false).importedFiles.map((f) => f.fileName);
}

/** file → files it imports (only files inside the workspace). */
export function buildGraph(root: string, files: string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const f of files) {
    const deps = importsOf(f, fs.readFileSync(f, 'utf8'))
      .map((s) => resolveImport(root, f, s))
      .filter((x): x is string => Boolean(x));
    graph.set(f, [...new Set(deps)]);
  }
  return graph;
}

/** Strongly connected components with more than one file, or a file importing itself (Tarjan). */
export function cyclesOf(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const idx = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const out: string[][] = [];
  // Iterative, so a deep chain of imports cannot overflow the call stack.
  for (const start of graph.keys()) {
    if (idx.has(start)) continue;
    const work: { v: string; i: number }[] = [{ v: start, i: 0 }];
    idx.set(start, index);
    low.set(start, index++);
    stack.push(start);
    onStack.add(start);
    while (work.length) {
      const top = work[work.length - 1]!;
      const deps = graph.get(top.v) ?? [];
      if (top.i < deps.length) {
        const w = deps[top.i++]!;
        if (!idx.has(w)) {
          idx.set(w, index);
          low.set(w, index++);
          stack.push(w);
          onStack.add(w);
          work.push({ v: w, i: 0 });
        } else if (onStack.has(w)) low.set(top.v, Math.min(low.get(top.v)!, idx.get(w)!));
        continue;
      }
      work.pop();
      if (work.length) {
        const parent = work[work.length - 1]!.v;
        low.set(parent, Math.min(low.get(parent)!, low.get(top.v)!));
      }
      if (low.get(top.v) === idx.get(top.v)) {
        const scc: string[] = [];
        let w: string;
        do {
          w = stack.pop()!;
          onStack.delete(w);
          scc.push(w);
        } while (w !== top.v);
        if (scc.length > 1 || (graph.get(top.v) ?? []).includes(top.v)) out.push(scc.sort());
      }
    }
  }
  return out;
}

export function sourceFiles(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      if (e.name === 'node_modules' || e.name === 'dist') continue;
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (/\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts')) out.push(p);
    }
  };
  for (const group of ['apps', 'packages']) {
    const g = path.join(root, group);
    if (!fs.existsSync(g)) continue;
    for (const pkg of fs.readdirSync(g)) {
      const src = path.join(g, pkg, 'src');
      if (fs.existsSync(src)) walk(src);
    }
  }
  return out.sort();
}
