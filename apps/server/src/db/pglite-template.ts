// A migrated, empty PGlite data directory kept as a tarball in the system's temp directory, so an in-memory
// database (tests, one per harness) starts from it instead of running initdb and every migration again:
// PGlite's initdb alone takes ~3 s on this machine, loading the tarball ~1 s.
// The file is named after the migrations, the PGlite version and the month, so a new migration (or month) makes a
// new one.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';

/** 16 hex digits that change with any file of the migrations directory (and with `salt`). */
export function migrationsDigest(migrationsDir: string, salt = ''): string {
  const h = crypto.createHash('sha1').update(salt);
  const files = fs.readdirSync(migrationsDir, { recursive: true, encoding: 'utf8' }).sort();
  for (const f of files) {
    const full = path.join(migrationsDir, f);
    if (!fs.statSync(full).isFile()) continue;
    h.update(f).update(fs.readFileSync(full));
  }
  return h.digest('hex').slice(0, 16);
}

export function templateFile(migrationsDir: string, pgliteVersion: string): string {
  // The month too: the template holds the record partitions of the month it was made in (db/record-partitions.ts).
  const month = new Date().toISOString().slice(0, 7);
  return path.join(os.tmpdir(), `lockconsole-pglite-${migrationsDigest(migrationsDir, pgliteVersion)}-${month}.tar`);
}

/**
 * The tarball of a migrated empty database, made with `build` the first time (by whichever process gets there
 * first; the file appears whole, by rename). Undefined when the temp directory is not writable: the caller then
 * builds its database the slow way.
 */
export async function migratedTemplate(
  migrationsDir: string,
  pgliteVersion: string,
  build: () => Promise<PGlite>,
): Promise<Blob | undefined> {
  const file = templateFile(migrationsDir, pgliteVersion);
  try {
    return new Blob([fs.readFileSync(file)]);
  } catch {
    // not built yet
  }
  const pg = await build();
  try {
    const dump = await pg.dumpDataDir('none');
    const bytes = Buffer.from(await dump.arrayBuffer());
    const tmp = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}`;
    try {
      fs.writeFileSync(tmp, bytes);
      fs.renameSync(tmp, file);
    } catch {
      fs.rmSync(tmp, { force: true });
    }
    return new Blob([bytes]);
  } finally {
    await pg.close();
  }
}

/**
 * The template's path for a new data directory (no PG_VERSION yet), when one was already made by this user and no
 * one else can write it (the temp directory is shared: a tarball planted there by another local user must never
 * become an operator's database). Undefined otherwise: the directory is then made by initdb and the migrations.
 * A new data directory from it opens in ~1 s instead of ~8 s (CLI tools, backups, a first start).
 */
export function ownTemplateFor(dataDir: string, migrationsDir: string, pgliteVersion: string): string | undefined {
  if (fs.existsSync(path.join(dataDir, 'PG_VERSION'))) return undefined;
  const file = templateFile(migrationsDir, pgliteVersion);
  try {
    const st = fs.statSync(file);
    const uid = process.getuid?.();
    if (!st.isFile() || uid === undefined || st.uid !== uid || (st.mode & 0o022) !== 0) return undefined;
    return file;
  } catch {
    return undefined;
  }
}
