// `npm run openapi [-- --check]`: writes docs/openapi.json from the route registry; --check fails on drift.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTestApp } from '../test/harness';

const target = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../docs/openapi.json');

async function main() {
  const t = await createTestApp({ env: { DATABASE_URL: '' } });
  const res = await t.app.inject({ url: '/api/openapi.json' });
  await t.close();
  const text = `${JSON.stringify(res.json(), null, 2)}\n`;
  if (process.argv.includes('--check')) {
    const current = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : '';
    if (current !== text) {
      console.error('docs/openapi.json is out of date: run `npm run openapi` and commit the result.');
      process.exit(1);
    }
    console.log('docs/openapi.json is up to date.');
    return;
  }
  fs.writeFileSync(target, text);
  console.log(`Wrote ${path.relative(process.cwd(), target)}`);
}

void main();
