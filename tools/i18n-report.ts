// `npm run i18n:report [-- --json]`: lists every catalog key missing, stale or left in English, per language, and
// every drift from the glossary (terms, register, US English; packages/shared/src/i18n/glossary.ts).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkCatalogs } from '../packages/shared/src/i18n/catalog-check';
import { checkGlossary, readCatalogSet } from '../packages/shared/src/i18n/glossary-check';

const base = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../packages/shared/src/i18n');
const allow = JSON.parse(fs.readFileSync(path.join(base, 'untranslated-ok.json'), 'utf8')) as Record<string, string[]>;
const problems = checkCatalogs(path.join(base, 'locales'), allow);
const glossary = checkGlossary(readCatalogSet(path.join(base, 'locales')));
if (process.argv.includes('--json')) console.log(JSON.stringify({ catalogs: problems, glossary }, null, 2));
else {
  for (const p of problems) console.log(`${p.lang.padEnd(6)} ${p.ns}.${p.key}: ${p.problem}`);
  for (const p of glossary) console.log(`${p.lang.padEnd(6)} ${p.key}: ${p.message}`);
  console.log(`${problems.length} catalog problem(s), ${glossary.length} glossary problem(s)`);
}
process.exitCode = problems.length + glossary.length ? 1 : 0;
