import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { sessions } from '../../platform/db/schema/sessions.ts';
import { users } from '../../platform/db/schema/users.ts';

export interface NewSessionRow {
  id: string;
  userId: string;
  createdAt: Date;
  idleExpiresAt: Date;
  expiresAt: Date;
}

const sessionUserColumns = { id: users.id, username: users.username, email: users.email };

/** Rows of `sessions` (and the few `users` columns a session shows); no rules here. */
export function createSessionRepo(db: Database) {
  return {
    async insertSession(row: NewSessionRow): Promise<void> {
      await db.insert(sessions).values({ ...row, lastSeenAt: row.createdAt });
    },

    /**
     * Marks a live session as used at `now`, moving its idle expiry to `idleExpiresAt` but never past
     * its absolute expiry. Returns the user id, or undefined when the session is gone or expired.
     */
    async touchLiveSession(id: string, now: Date, idleExpiresAt: Date): Promise<string | undefined> {
      const [row] = await db
        .update(sessions)
        .set({
          lastSeenAt: now,
          idleExpiresAt: sql`least(${idleExpiresAt.toISOString()}::timestamptz, ${sessions.expiresAt})`,
        })
        .where(and(eq(sessions.id, id), gt(sessions.idleExpiresAt, now), gt(sessions.expiresAt, now)))
        .returning({ userId: sessions.userId });
      return row?.userId;
    },

    async deleteSession(id: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.id, id));
    },

    async findUser(userId: string) {
      const [user] = await db.select(sessionUserColumns).from(users).where(eq(users.id, userId));
      return user;
    },

    async findUserByUsername(username: string) {
      const [user] = await db
        .select(sessionUserColumns)
        .from(users)
        .where(sql`lower(${users.username}) = lower(${username})`);
      return user;
    },

    /** Inserts the user unless one with that username or email exists (either in any letter case). */
    async insertUserIfAbsent(username: string, email: string): Promise<void> {
      await db.insert(users).values({ username, email }).onConflictDoNothing();
    },
  };
}

export type SessionRepo = ReturnType<typeof createSessionRepo>;
