import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { users } from '../../platform/db/schema/users.ts';

/**
 * What payments need to know about a player's account. Accounts owns these columns; this is the
 * one place payments reads them, so it can become a call to the accounts service without churn.
 */
export function createAccountLookup(db: Database) {
  return {
    async contact(userId: string, executor: Database = db) {
      const [row] = await executor
        .select({ email: users.email, username: users.username, emailVerifiedAt: users.emailVerifiedAt })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },

    async hasVerifiedEmail(userId: string, executor: Database = db): Promise<boolean> {
      return Boolean((await this.contact(userId, executor))?.emailVerifiedAt);
    },
  };
}

export type AccountLookup = ReturnType<typeof createAccountLookup>;
