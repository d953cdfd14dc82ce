import type { App } from '../../platform/http/server.ts';
import type { FeatureModule } from '../../platform/modules.ts';
import { createPasswordHasher } from '../accounts/password-hashing.ts';
import { auditSection } from './audit-section.ts';
import { consoleRoutes } from './console-route.ts';
import { consoleServesOverHttps, createConsoleServer } from './console-server.ts';
import { contestSection } from './contest-section.ts';
import { documentSection } from './document-section.ts';
import { gameSection } from './game-section.ts';
import { linkedAccountSection } from './linked-account-section.ts';
import { createOperatorAuth, type OperatorAuth } from './operator-auth.ts';
import { playerSection } from './player-section.ts';
import { reconciliationSection } from './reconciliation-section.ts';
import { reviewSection } from './review-section.ts';
import { disableSandboxOperator, seedSandboxOperator } from './sandbox-operator.ts';
import { scheduleSection } from './schedule-section.ts';
import { consoleSessionRoutes } from './session-routes.ts';
import { supportSection } from './support-section.ts';
import { taxSection } from './tax-section.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The operator console's own server: main.ts listens on CONSOLE_PORT, tests inject into it. */
    consoleServer: App;
    /**
     * Start-up, after the migrations (main.ts): adds the documented sandbox operator where
     * CONSOLE_SANDBOX_OPERATOR is on (never in production); in production, disables one left in the
     * database by a development run (its sign-in is public). Idempotent. Not
     * part of building the app, which must not write to a database it was only handed.
     */
    prepareConsole(): Promise<void>;
  }
}

/** The services this module gives the modules after it. */
export interface ConsoleServices {
  operatorAuth: OperatorAuth;
}

declare module '../../platform/modules.ts' {
  interface FeatureServices extends ConsoleServices {}
}

/**
 * The operator console: operators' sign-in and sessions, and its sections (support inbox, player
 * lookup, identity documents, the audit trail) on a server of its own, closed with the player API.
 */
export const consoleModule: FeatureModule = {
  name: 'console',
  async install({ app, config, db, clock, use }) {
    const operatorAuth = createOperatorAuth({
      db,
      clock,
      passwords: createPasswordHasher({ logN: config.passwordScryptLogN }),
      sessionSecret: config.sessionSecret,
    });
    const server = await createConsoleServer({ config, db, clock, logger: app.log }, (consoleApp) => {
      const consoleRoute = consoleRoutes(consoleApp, { db, clock, auth: operatorAuth });
      consoleSessionRoutes(consoleRoute, {
        auth: operatorAuth,
        secureCookies: consoleServesOverHttps(config.console),
      });
      supportSection(consoleRoute, { desk: use('supportDesk') });
      playerSection(consoleRoute, {
        db,
        sessions: use('sessions'),
        responsibleGaming: use('responsibleGaming'),
        verification: use('verification'),
        history: use('walletHistory'),
        owed: use('walletOwed'),
      });
      linkedAccountSection(consoleRoute, { db, responsibleGaming: use('responsibleGaming') });
      documentSection(consoleRoute, { review: use('verification').review });
      auditSection(consoleRoute, { db });
      reviewSection(consoleRoute, { db, desk: use('reviewDesk') });
      scheduleSection(consoleRoute, { db, clock });
      reconciliationSection(consoleRoute, { reconciliation: use('reconciliation') });
      gameSection(consoleRoute, {
        db,
        clock,
        world: config.world,
        pickemSettlement: use('pickemSettlement'),
      });
      contestSection(consoleRoute, { db, bestBallPrizes: use('bestBallPrizes') });
      taxSection(consoleRoute, { db, tax: use('tax') });
    });
    app.decorate('consoleServer', server);
    app.addHook('onClose', () => server.close());
    app.decorate('prepareConsole', async () => {
      if (config.console.sandboxOperator) await seedSandboxOperator(operatorAuth, app.log);
      if (config.nodeEnv === 'production') await disableSandboxOperator(db, clock(), app.log);
    });
    return { operatorAuth };
  },
};
