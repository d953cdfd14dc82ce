import { type AccountsOptions, createAccountsContext } from './context.ts';
import { createLogin } from './login.ts';
import { createMfa } from './mfa.ts';
import { createProfile } from './profile.ts';
import { createRecovery } from './recovery.ts';
import { createRegistration } from './registration.ts';
import { createSecondFactor } from './second-factor.ts';

/** The accounts feature's service: registration, login, recovery, MFA and the account itself. */
export function createAccountService(options: AccountsOptions) {
  const ctx = createAccountsContext(options);
  const secondFactor = createSecondFactor(ctx);
  return {
    ...createRegistration(ctx),
    ...createLogin(ctx, secondFactor),
    ...createRecovery(ctx),
    ...createMfa(ctx, secondFactor),
    ...createProfile(ctx),
    /** For the promotions feature's referral check. */
    referrerByCode: (code: string) => ctx.accounts.referrerByCode(code),
    /** Whether `password` is the player's current one (self-exclusion confirms with it). */
    async passwordMatches(userId: string, password: string): Promise<boolean> {
      const user = await ctx.requireAccount(userId);
      return (await ctx.passwords.verify(password, user.passwordHash)).matches;
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
