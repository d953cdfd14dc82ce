import { and, asc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { sessions } from '../../platform/db/schema/sessions.ts';
import { users } from '../../platform/db/schema/users.ts';

export interface NewSessionRow {
  id: string;
  userId: string;
  createdAt: Date;
  idleExpiresAt: Date;
  expiresAt: Date;
  ipAddress: string | null;
  userAgent: string | null;
}

const sessionUserColumns = { id: users.id, username: users.username, email: users.email };

const liveAt = (now: Date) => and(gt(sessions.idleExpiresAt, now), gt(sessions.expiresAt, now));

/** Rows of `sessions` (and the few `users` columns a session shows); no rules here. */
export function createSessionRepo(db: Database) {
  return {
    async insertSession(row: NewSessionRow, executor: Database = db): Promise<void> {
      await executor.insert(sessions).values({ ...row, lastSeenAt: row.createdAt });
    },

    /**
     * Marks a live session as used at `now`, moving its idle expiry to `idleExpiresAt` but never past
     * its absolute expiry. Returns the session, or undefined when it is gone or expired.
     */
    async touchLiveSession(id: string, now: Date, idleExpiresAt: Date) {
      const [row] = await db
        .update(sessions)
        .set({
          lastSeenAt: now,
          idleExpiresAt: sql`least(${idleExpiresAt.toISOString()}::timestamptz, ${sessions.expiresAt})`,
        })
        .where(and(eq(sessions.id, id), liveAt(now)))
        .returning({
          userId: sessions.userId,
          idleExpiresAt: sessions.idleExpiresAt,
          expiresAt: sessions.expiresAt,
        });
      return row;
    },

    async deleteSession(id: string, executor: Database = db): Promise<void> {
      await executor.delete(sessions).where(eq(sessions.id, id));
    },

    async deleteUserSessionByPublicId(userId: string, publicId: string) {
      const [row] = await db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), eq(sessions.publicId, publicId)))
        .returning({ id: sessions.id });
      return row;
    },

    /** Deletes every session of the user except `keepId` (none kept when undefined); returns how many. */
    async deleteUserSessions(userId: string, keepId?: string, executor: Database = db): Promise<number> {
      const rows = await executor
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), keepId === undefined ? undefined : ne(sessions.id, keepId)))
        .returning({ id: sessions.id });
      return rows.length;
    },

    async liveUserSessions(userId: string, now: Date) {
      return db
        .select({
          id: sessions.id,
          publicId: sessions.publicId,
          createdAt: sessions.createdAt,
          lastSeenAt: sessions.lastSeenAt,
          expiresAt: sessions.expiresAt,
          ipAddress: sessions.ipAddress,
          userAgent: sessions.userAgent,
        })
        .from(sessions)
        .where(and(eq(sessions.userId, userId), liveAt(now)))
        .orderBy(asc(sessions.createdAt));
    },

    /** The user a session shows (and the terms they accepted), unless the account has been closed or locked. */
    async findOpenUser(userId: string) {
      const [user] = await db
        .select({ ...sessionUserColumns, termsVersion: users.termsVersion })
        .from(users)
        .where(and(eq(users.id, userId), isNull(users.closedAt), isNull(users.lockedAt)));
      return user;
    },
  };
}

export type SessionRepo = ReturnType<typeof createSessionRepo>;
