// Backups of the embedded database (issue 24): `npm run backup` writes a directory with PGlite's own dump of the data
// directory (a gzipped tar: tables, indexes, sequences — a consistent copy, taken while no server uses it), the
// biometric sealing key when there is one (templates sealed with it are useless without it), and a manifest;
// `npm run restore` puts it back into DATA_DIR, keeping what was there aside. PostgreSQL: pg_dump / pg_restore
// (docs/operations.md).
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

export const BACKUP_FORMAT = 1;
const DUMP = 'pglite.tar.gz';
const KEY = 'biometric.key';
const MANIFEST = 'manifest.json';

export type Manifest = { format: number; createdAt: string; bytes: number; biometricKey: boolean };

/** Writes a backup of DATA_DIR's embedded database into `outDir` (made; must not exist yet). */
export async function backupEmbedded(dataDir: string, outDir: string, now = new Date()): Promise<Manifest> {
  const dbDir = path.join(dataDir, 'pglite');
  if (!fs.existsSync(dbDir)) throw new Error(`No embedded database in ${dataDir}`);
  if (fs.existsSync(outDir)) throw new Error(`${outDir} exists already: choose a new place for the backup`);
  const pg = await PGlite.create({ dataDir: dbDir });
  let bytes: Buffer;
  try {
    bytes = Buffer.from(await (await pg.dumpDataDir('gzip')).arrayBuffer());
  } finally {
    await pg.close();
  }
  fs.mkdirSync(outDir, { recursive: true });
  fs.writeFileSync(path.join(outDir, DUMP), bytes);
  const key = path.join(dataDir, KEY);
  const biometricKey = fs.existsSync(key);
  if (biometricKey) fs.copyFileSync(key, path.join(outDir, KEY));
  const manifest: Manifest = { format: BACKUP_FORMAT, createdAt: now.toISOString(), bytes: bytes.length, biometricKey };
  fs.writeFileSync(path.join(outDir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/**
 * Restores a backup into DATA_DIR. What DATA_DIR held is moved to `<name>.before-restore-<time>` beside it (nothing is
 * deleted); answers where it went, if anywhere.
 */
export async function restoreEmbedded(dataDir: string, fromDir: string, now = new Date()): Promise<string | undefined> {
  const manifest = JSON.parse(fs.readFileSync(path.join(fromDir, MANIFEST), 'utf8')) as Manifest;
  if (manifest.format !== BACKUP_FORMAT) throw new Error(`Unknown backup format ${manifest.format}`);
  const dump = fs.readFileSync(path.join(fromDir, DUMP));
  if (dump.length !== manifest.bytes) throw new Error('The backup is incomplete (its size differs from its manifest)');
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  let keptAside: string | undefined;
  for (const name of ['pglite', KEY]) {
    const p = path.join(dataDir, name);
    if (!fs.existsSync(p)) continue;
    keptAside = path.join(dataDir, `before-restore-${stamp}`);
    fs.mkdirSync(keptAside, { recursive: true });
    fs.renameSync(p, path.join(keptAside, name));
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const pg = await PGlite.create({ dataDir: path.join(dataDir, 'pglite'), loadDataDir: new Blob([dump]) });
  await pg.close();
  if (manifest.biometricKey) fs.copyFileSync(path.join(fromDir, KEY), path.join(dataDir, KEY));
  return keptAside;
}
