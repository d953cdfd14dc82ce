import { servesOverHttps } from '../../platform/config.ts';
import type { FeatureModule } from '../../platform/modules.ts';
import { locationToWire } from '../location/service.ts';
import { testSessionRoutes } from '../sessions/test-routes.ts';
import { createAccountSecrets } from './account-secrets.ts';
import { loginRoutes } from './login-routes.ts';
import { mfaRoutes } from './mfa-routes.ts';
import { createPasswordHasher } from './password-hashing.ts';
import { accountRoutes } from './routes.ts';
import { type AccountService, createAccountService } from './service.ts';

/** The services this module gives the modules after it. */
export interface AccountsServices {
  accounts: AccountService;
}

declare module '../../platform/modules.ts' {
  interface FeatureServices extends AccountsServices {}
}

/** Accounts: registration, login (the player is located as they sign in), recovery, second factors. */
export const accountsModule: FeatureModule = {
  name: 'accounts',
  install({ app, db, clock, mailer, config, use }) {
    const secureCookies = servesOverHttps(config);
    const sessions = use('sessions');
    const location = use('location');
    const accounts = createAccountService({
      db,
      clock,
      mailer,
      passwords: createPasswordHasher({ logN: config.passwordScryptLogN }),
      secrets: createAccountSecrets(config.sessionSecret),
      sessions,
      promoCodes: use('promoCodes'),
      publicUrl: config.publicUrl,
    });
    loginRoutes(app, {
      accounts,
      secureCookies,
      locateAtLogin: async (request, userId, token) => {
        const located = await location.checkIfAvailable({ userId, headers: request.headers }, token);
        return located ? locationToWire(located) : undefined;
      },
    });
    accountRoutes(app, { accounts, secureCookies });
    mfaRoutes(app, { accounts });
    if (config.testRoutes) testSessionRoutes(app, { sessions, secureCookies, testUser: accounts.testUser });
    return { accounts };
  },
};
