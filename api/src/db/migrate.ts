import { loadConfig } from '../config';
import { openDatabase } from './client';
import { seedDemo } from './seed';

/**
 * `pnpm --filter @agency/api run migrate [--seed-demo]`: applies the migrations (and optionally the demo
 * content) once, before the API processes start. The processes migrate on start too, under an advisory
 * lock, so this step is a tidiness, not a requirement: two processes starting together never race.
 */
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  if (process.argv.includes('--seed-demo')) await seedDemo(database.db, config);
  console.log(`Database ready (${database.kind}).`);
} finally {
  await database.close();
}
