// `npm run brand -- <command>`: list, show, set (add or edit) and remove brands (sites) in the database.
// With the embedded database, stop the server first (PGlite is single-process); with PostgreSQL it can run live.
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { createSitesService } from '../modules/sites/sites.service';
import { parseBrandOptions, BRAND_USAGE } from './brand-options';
import { assertEmbeddedDbFree } from './embedded-lock';
import { startWhenMain, type Print } from './entry';

/** The tool: `argv` as after `npm run brand --`, each output line to `print`; `env` the process's unless given. */
export async function runBrand(argv: string[], print: Print, env?: Record<string, string | undefined>): Promise<void> {
  const [command, ...rest] = argv;
  if (!command || command === 'help' || command === '--help') {
    print(BRAND_USAGE);
    return;
  }
  const config = loadConfig(env);
  if (!config.databaseUrl) assertEmbeddedDbFree(config.dataDir);
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const sites = createSitesService({ db: handle.db });
    await sites.ensureBuiltInBrands();
    const { values } = parseArgs({ args: rest, options: BRAND_OPTIONS, allowPositionals: false, strict: true });
    switch (command) {
      case 'list':
        for (const b of await sites.repo.list()) {
          print(
            `${String(b.siteId).padStart(4)}  ${b.name.padEnd(20)} ${b.color}  ${b.isDefault ? '(default) ' : ''}${b.domains.join(', ')}`,
          );
        }
        break;
      case 'show': {
        const b = await sites.repo.findBySiteId(Number(values['site-id']));
        if (!b) throw new Error(`No brand with site id ${values['site-id']}`);
        print(JSON.stringify(b, null, 2));
        break;
      }
      case 'set': {
        const existing = values['site-id'] ? await sites.repo.findBySiteId(Number(values['site-id'])) : undefined;
        const brand = parseBrandOptions(values, existing);
        const saved = await sites.repo.upsert(brand);
        print(`Saved brand ${saved.siteId} "${saved.name}" for ${saved.domains.join(', ') || '(no host)'}`);
        break;
      }
      case 'remove': {
        const id = Number(values['site-id']);
        const b = await sites.repo.findBySiteId(id);
        if (!b) throw new Error(`No brand with site id ${id}`);
        if (b.isDefault) throw new Error('The default brand cannot be removed');
        await sites.repo.remove(id);
        print(`Removed brand ${id}`);
        break;
      }
      default:
        throw new Error(`Unknown command "${command}".\n${BRAND_USAGE}`);
    }
  } finally {
    await handle.close();
  }
}

const BRAND_OPTIONS = {
  'site-id': { type: 'string' },
  name: { type: 'string' },
  domains: { type: 'string' },
  'package-name': { type: 'string' },
  color: { type: 'string' },
  'logo-url': { type: 'string' },
  'fav-icon-url': { type: 'string' },
  'background-url': { type: 'string' },
  copyright: { type: 'string' },
  'account-type': { type: 'string' },
  'paid-feature': { type: 'string' },
  'passcode-min-length': { type: 'string' },
  languages: { type: 'string' },
  'chinese-only': { type: 'string' },
  features: { type: 'string' },
  default: { type: 'boolean' },
} as const;

startWhenMain(import.meta.url, runBrand, (e) => `brand: ${e.message}`);
