// `npm run migrate` (issue 24): applies the database migrations and exits, for operators who run them as a separate
// step before starting new nodes (a node applies them at start too, under an advisory lock: db/client.ts). Reads the
// same settings as the server (DATABASE_URL, or DATA_DIR for the embedded database).
import { loadConfigOrExit } from '../config';
import { openDatabase } from '../db/client';

async function main() {
  const config = loadConfigOrExit();
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await db.close();
  console.log(`Migrations applied (${config.databaseUrl ? 'PostgreSQL' : `embedded database in ${config.dataDir}`}).`);
}

void main().catch((e: Error) => {
  console.error(`Migrations failed: ${e.message}`);
  process.exit(1);
});
