// Vite plugin: the i18next catalogs (packages/shared/src/i18n/locales/<lang>/<namespace>.json) as plain JSON files
// of the build, fetched by lib/i18n/catalogs.ts — instead of one JavaScript chunk per file, whose import map (~460
// entries with a hash each) sat in the entry: 55 KB minified, ~4 KB on the wire before every page.
//   assets/i18n-<hash>/<lang>/start.json   the namespaces every page loads at start (lib/i18n/namespaces.ts), one file
//   assets/i18n-<hash>/<lang>/<ns>.json    every namespace on its own (a route's, or a start one asked for alone)
// <hash> covers every catalog and the start set: a change to either renames them all (cached immutably until then). The build
// tells the app the folder and which files exist (an overlay language such as zh-HK has only some) through
// `define`; the dev server and the tests keep importing the files (catalogs.ts).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { NAMESPACES } from '../src/lib/i18n/namespaces';

type Catalogs = Map<string, Map<string, unknown>>;

function readCatalogs(dir: string): Catalogs {
  const out: Catalogs = new Map();
  for (const lang of readdirSync(dir).sort()) {
    const files = new Map<string, unknown>();
    for (const file of readdirSync(`${dir}/${lang}`).sort()) {
      // messages.json: the server's message templates, never shown by the console.
      if (!file.endsWith('.json') || file === 'messages.json') continue;
      files.set(file.slice(0, -'.json'.length), JSON.parse(readFileSync(`${dir}/${lang}/${file}`, 'utf8')));
    }
    out.set(lang, files);
  }
  return out;
}

export function catalogFiles(localesDir: string): Plugin {
  let catalogs: Catalogs;
  let folder = '';
  return {
    name: 'lockconsole-catalog-files',
    apply: 'build',
    config() {
      catalogs = readCatalogs(localesDir);
      // The start set is in the hash too: a start.json of another composition must not be a cached old one.
      const hash = createHash('sha256').update(`${JSON.stringify(NAMESPACES)}\0`);
      for (const [lang, files] of catalogs)
        for (const [ns, data] of files) hash.update(`${lang}/${ns}\0${JSON.stringify(data)}\0`);
      folder = `assets/i18n-${hash.digest('base64url').slice(0, 10)}`;
      const index = Object.fromEntries([...catalogs].map(([lang, files]) => [lang, [...files.keys()]]));
      return {
        define: {
          __CATALOG_FOLDER__: JSON.stringify(folder),
          __CATALOG_INDEX__: JSON.stringify(index),
        },
      };
    },
    generateBundle() {
      for (const [lang, files] of catalogs) {
        for (const [ns, data] of files)
          this.emitFile({ type: 'asset', fileName: `${folder}/${lang}/${ns}.json`, source: JSON.stringify(data) });
        const start = Object.fromEntries(NAMESPACES.filter((ns) => files.has(ns)).map((ns) => [ns, files.get(ns)]));
        this.emitFile({ type: 'asset', fileName: `${folder}/${lang}/start.json`, source: JSON.stringify(start) });
      }
    },
  };
}
