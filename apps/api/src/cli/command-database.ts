import { type Config, ConfigError, loadConfig } from '../platform/config.ts';
import { DataFolderInUse } from '../platform/db/data-folder-lock.ts';
import { type DatabaseHandle, openDatabase } from '../platform/db/database.ts';

/**
 * An operator command's settings and database (the API's), or one line on stderr and exit code 1:
 * a bad setting, or an embedded data folder a running server (or another command) has open.
 */
export async function openForCommand(command: string): Promise<{ config: Config; database: DatabaseHandle }> {
  let config: Config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  try {
    const database = await openDatabase({
      databaseUrl: config.databaseUrl,
      pgliteDataDir: config.pgliteDataDir,
      processName: command,
    });
    return { config, database };
  } catch (error) {
    if (!(error instanceof DataFolderInUse)) throw error;
    console.error(`${command}: ${error.message}`);
    process.exit(1);
  }
}
