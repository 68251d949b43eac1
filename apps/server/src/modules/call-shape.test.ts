// One call shape (docs/ARCHITECTURE.md "Boundaries"): every route hands its validated input and its context to one
// service method, `(input, ctx) => service.method(ctx, input)`, so a handler never unpacks the session, the lock or
// the translator into positional arguments of its own.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
const routeFiles = fs
  .readdirSync(here, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.routes.ts'))
  .map((f) => path.join(here, f));

const SHAPE = /^handler: \(input, ctx\) => [A-Za-z]+(\.[A-Za-z]+)+\(ctx, input\),$/;

describe('route handlers', () => {
  it('finds the route files', () => {
    expect(routeFiles.length).toBeGreaterThan(10);
  });

  it('all have the shape (input, ctx) => service.method(ctx, input)', () => {
    const off: string[] = [];
    let seen = 0;
    for (const f of routeFiles) {
      const lines = fs.readFileSync(f, 'utf8').split('\n');
      lines.forEach((line, i) => {
        const t = line.trim();
        if (!t.startsWith('handler:')) return;
        seen++;
        if (!SHAPE.test(t)) off.push(`${path.relative(here, f)}:${i + 1}: ${t}`);
      });
    }
    expect(seen).toBeGreaterThan(90);
    expect(off).toEqual([]);
  });
});
