import { eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { users } from '../../platform/db/schema/users.ts';

/** Reads and writes the terms columns of `users`; no rules here. */
export const termsRepo = {
  /** The version the player last accepted; undefined when there is no such player. */
  async acceptedVersion(executor: Database, userId: string): Promise<string | undefined> {
    const [row] = await executor
      .select({ termsVersion: users.termsVersion })
      .from(users)
      .where(eq(users.id, userId));
    return row?.termsVersion;
  },

  /** The accepted version as one JSON value (null when there is no such player), for a query's select list. */
  acceptedVersionSql: (userId: string): SQL =>
    sql`(select to_json(terms_version) from users where id = ${userId}::uuid)`,

  /** Stores an acceptance; answers the version it replaced (undefined when there is no such player). */
  async recordAcceptance(
    tx: Database,
    userId: string,
    version: string,
    at: Date,
  ): Promise<string | undefined> {
    const [before] = await tx
      .select({ termsVersion: users.termsVersion })
      .from(users)
      .where(eq(users.id, userId))
      .for('no key update');
    if (!before) return undefined;
    await tx.update(users).set({ termsVersion: version, termsAcceptedAt: at }).where(eq(users.id, userId));
    return before.termsVersion;
  },
};
