import type { Database } from '../../platform/db/database.ts';
import type { FeatureModule, ModuleContext } from '../../platform/modules.ts';
import {
  type Authorization,
  createAuthorization,
  type PaidActionCheck,
  type WithdrawalCheck,
} from './service.ts';

/** The services this module gives the modules after it. */
export interface AuthorizationServices {
  authorization: Authorization;
}

declare module '../../platform/modules.ts' {
  interface FeatureServices extends AuthorizationServices {}
}

/** The rules other features add to the step, named where the features are listed (compose.ts). */
export interface AuthorizationRules {
  /** What the identity threshold counts (the payments feature's committed deposits). */
  depositedCents: (executor: Database, userId: string) => Promise<number>;
  // biome-ignore lint/suspicious/noExplicitAny: each check reads its own facts' shape.
  checks: (context: ModuleContext) => readonly PaidActionCheck<any>[];
  withdrawalChecks: (context: ModuleContext) => readonly WithdrawalCheck[];
}

/** Every paid action's one authorisation step, run after the player's money lock. */
export const authorizationModule = (rules: AuthorizationRules): FeatureModule => ({
  name: 'authorization',
  install(context) {
    const wallet = context.use('wallet');
    const verification = context.use('verification');
    const authorization = createAuthorization({
      inTransaction: wallet.inTransaction,
      isIdentityVerified: (userId, executor) => verification.isVerified(userId, executor),
      depositedCents: rules.depositedCents,
      checks: rules.checks(context),
      withdrawalChecks: rules.withdrawalChecks(context),
    });
    return { authorization };
  },
});
