import { paths } from '@agency/contracts/pages';
import { siteLink } from '../accounts/account-tokens';
import { loadConfig } from '../config';
import { type Database, openDatabase } from '../db/client';
import { DatabaseLockedError } from '../db/lock';
import { runAdmin } from './commands';
import { terminalSafe } from './terminal-safe';

/** Exit code when the embedded database is held by the running site: nothing was read or written. */
const EXIT_DATABASE_IN_USE = 3;

/**
 * `pnpm admin <command>`: the operator's commands, through the same domain code as the API. With
 * PostgreSQL (DATABASE_URL) it works beside the running site, which sees every write at once. The
 * embedded database can be open in one process only, so while the site runs on it the CLI refuses
 * rather than work on a copy the site would never see.
 */
async function main(): Promise<number> {
  const config = loadConfig();
  const argv = process.argv.slice(2).filter((a, i) => !(i === 0 && a === '--'));
  let database: Database;
  try {
    database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  } catch (error) {
    if (!(error instanceof DatabaseLockedError)) throw error;
    console.error(
      terminalSafe(
        `Error: the site is running on the embedded database (pid ${error.ownerPid}), so pnpm admin cannot open it: ` +
          'a second process would work on its own copy and the site would never see the change.\n' +
          `Nothing was changed. Use the back office at ${siteLink(config, paths.office)} while the site runs, ` +
          'or stop the site and run the command again.',
      ),
    );
    return EXIT_DATABASE_IN_USE;
  }
  try {
    console.log(terminalSafe(await runAdmin(database.db, argv, config)));
    return 0;
  } catch (error) {
    const status = (error as { statusCode?: number }).statusCode;
    if ((status && status < 500) || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      console.error(terminalSafe(`Error: ${(error as Error).message}`));
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

process.exitCode = await main();
