import { servesOverHttps } from '../../platform/config.ts';
import type { FeatureModule } from '../../platform/modules.ts';
import { accountClosureRoutes } from './routes.ts';
import { type AccountClosureService, createAccountClosureService } from './service.ts';

/** The services this module gives the modules after it. */
export interface AccountClosureServices {
  accountClosure: AccountClosureService;
}

declare module '../../platform/modules.ts' {
  interface FeatureServices extends AccountClosureServices {}
}

/**
 * Closing an account (its cash paid out first, its promo credit forfeited). The games add their
 * counts of entries and bets in play (which block it) as they are installed.
 */
export const accountClosureModule: FeatureModule = {
  name: 'account-closure',
  install({ app, mailer, config, use }) {
    const accounts = use('accounts');
    const sessions = use('sessions');
    const accountClosure = createAccountClosureService({
      wallet: use('wallet'),
      mailer,
      publicUrl: config.publicUrl,
      passwordMatches: (userId, password) => accounts.passwordMatches(userId, password),
      endAllSessions: (userId, tx) => sessions.endAllSessions(userId, tx),
    });
    accountClosureRoutes(app, { accountClosure, secureCookies: servesOverHttps(config) });
    return { accountClosure };
  },
};
