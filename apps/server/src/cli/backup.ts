// `npm run backup [-- DIR]` / `npm run restore -- DIR` (issue 24, ops/backup.ts): the embedded database in DATA_DIR,
// with the server stopped (it holds the database). With DATABASE_URL: use pg_dump / pg_restore (docs/operations.md).
import path from 'node:path';
import { loadConfigOrExit } from '../config';
import { claimEmbeddedDb } from './embedded-lock';
import { backupEmbedded, restoreEmbedded } from '../ops/backup';

async function main() {
  const config = loadConfigOrExit();
  const [mode, arg] = process.argv.slice(2);
  if (config.databaseUrl) {
    console.error(
      'DATABASE_URL is set: back up PostgreSQL with pg_dump -Fc "$DATABASE_URL" -f lockconsole.dump and restore with ' +
        'pg_restore --clean --if-exists -d "$DATABASE_URL" lockconsole.dump (docs/operations.md).',
    );
    process.exit(2);
  }
  const release = claimEmbeddedDb(config.dataDir);
  try {
    if (mode === 'restore') {
      if (!arg) throw new Error('usage: npm run restore -- <backup directory>');
      const aside = await restoreEmbedded(config.dataDir, path.resolve(arg));
      console.log(`Restored ${arg} into ${config.dataDir}${aside ? ` (what was there is in ${aside})` : ''}.`);
    } else {
      const out = path.resolve(
        arg ?? path.join(config.dataDir, 'backups', new Date().toISOString().replace(/[:.]/g, '-')),
      );
      const m = await backupEmbedded(config.dataDir, out);
      console.log(
        `Backup of ${config.dataDir} written to ${out} (${m.bytes} bytes${m.biometricKey ? ', with the biometric key' : ''}).`,
      );
    }
  } finally {
    release();
  }
}

void main().catch((e: Error) => {
  console.error(e.message);
  process.exit(1);
});
