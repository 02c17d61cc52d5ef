import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { runAdmin } from './commands';

/** `pnpm admin <command>`: the operator's writes, through the same data layer as the API, on the configured database. */
async function main(): Promise<number> {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    const argv = process.argv.slice(2).filter((a, i) => !(i === 0 && a === '--'));
    console.log(await runAdmin(database.db, argv, config));
    return 0;
  } catch (error) {
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status < 500) {
      console.error(`Error: ${(error as Error).message}`);
      return 1;
    }
    if ((error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      console.error(`Error: ${(error as Error).message}`);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

process.exitCode = await main();
