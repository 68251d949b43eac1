// `npm run i18n:report [-- --json]`: lists every catalog key missing, stale or left in English, per language.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkCatalogs } from '../packages/shared/src/i18n/catalog-check';

const base = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../packages/shared/src/i18n');
const allow = JSON.parse(fs.readFileSync(path.join(base, 'untranslated-ok.json'), 'utf8')) as Record<string, string[]>;
const problems = checkCatalogs(path.join(base, 'locales'), allow);
if (process.argv.includes('--json')) console.log(JSON.stringify(problems, null, 2));
else {
  for (const p of problems) console.log(`${p.lang.padEnd(6)} ${p.ns}.${p.key}: ${p.problem}`);
  console.log(`${problems.length} problem(s)`);
}
process.exitCode = problems.length ? 1 : 0;
