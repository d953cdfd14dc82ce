import { desc, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { users } from '../../platform/db/schema/users.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SEARCH_LIMIT = 25;

const summaryColumns = {
  id: users.id,
  email: users.email,
  username: users.username,
  state: users.state,
  createdAt: users.createdAt,
  closedAt: users.closedAt,
  lockedAt: users.lockedAt,
  mfaEnabledAt: users.mfaEnabledAt,
  emailVerifiedAt: users.emailVerifiedAt,
  lastLoginAt: users.lastLoginAt,
};

/** The console's read-only look at players' accounts (search, profile); no rules here. */
export const consolePlayerRepo = {
  /** An exact id, or email or username containing the text (case-insensitive). */
  search(db: Database, text: string) {
    const pattern = `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
    return db
      .select(summaryColumns)
      .from(users)
      .where(
        or(
          UUID.test(text) ? eq(users.id, text) : undefined,
          sql`${users.email} ilike ${pattern}`,
          sql`${users.username} ilike ${pattern}`,
        ),
      )
      .orderBy(desc(users.createdAt))
      .limit(SEARCH_LIMIT);
  },

  async player(db: Database, id: string) {
    const [row] = await db.select(summaryColumns).from(users).where(eq(users.id, id));
    return row;
  },
};

export type ConsolePlayerRow = NonNullable<Awaited<ReturnType<typeof consolePlayerRepo.player>>>;
