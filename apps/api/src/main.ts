import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './platform/config.ts';
import { openDatabase } from './platform/db/database.ts';
import { createLogger } from './platform/http/server.ts';

function configOrExit() {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    // One line per bad setting, no stack trace: this is for the person starting the server.
    console.error(error.message);
    process.exit(1);
  }
}

async function main() {
  const config = configOrExit();
  const logger = createLogger(config);
  // Started by `npm start`, `npm run dev` or the journeys' set-up with a channel to the script: when
  // the script is gone (killed, even with SIGKILL), the server stops too instead of running on
  // unattended, also when that happens while it is still starting.
  // `process.send` is there whenever it was started with a channel; `process.channel` is gone once
  // the channel closed, which may happen before this line runs (the script killed while the
  // modules were still loading).
  let stopWhenScriptGoes = (): void => {
    logger.info('the script that started the server is gone: stopping before it listens');
    process.exit(0);
  };
  if (typeof process.send === 'function') {
    if (!process.connected) stopWhenScriptGoes();
    process.channel?.unref();
    process.once('disconnect', () => stopWhenScriptGoes());
  }

  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDataDir: config.pgliteDataDir,
    pgliteThread: config.pgliteThread,
    onConnectionError: (error) =>
      logger.error({ err: error }, 'database connection lost (the pool reconnects)'),
    processName: 'the Kennel server',
  });
  await database.migrate();
  const app = await buildApp({ config, db: database.db, logger, runWorkers: true });
  await app.prepareFirstLook();
  await app.prepareConsole();

  let closing = false;
  async function shutDown(signal: NodeJS.Signals) {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down');
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  }
  process.once('SIGINT', shutDown);
  process.once('SIGTERM', shutDown);
  stopWhenScriptGoes = () => void shutDown('SIGTERM');

  await app.listen({ port: config.port, host: config.host });
  await app.consoleServer.listen({ port: config.console.port, host: config.host });
  logger.info(
    { url: config.publicUrl, database: database.driver },
    `Kennel is running at ${config.publicUrl}`,
  );
  const consoleAddress = app.consoleServer.server.address();
  logger.info(
    {
      url: config.console.publicUrl,
      port: typeof consoleAddress === 'object' ? consoleAddress?.port : undefined,
    },
    `The operator console is at ${config.console.publicUrl}`,
  );
}

main().catch((error: unknown) => {
  console.error('Kennel could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
