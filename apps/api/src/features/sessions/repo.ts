import { and, asc, eq, gt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { selectRows } from '../../platform/db/rows.ts';
import { sessions } from '../../platform/db/schema/sessions.ts';

export interface NewSessionRow {
  id: string;
  userId: string;
  createdAt: Date;
  idleExpiresAt: Date;
  expiresAt: Date;
  ipAddress: string | null;
  userAgent: string | null;
}

const liveAt = (now: Date) => and(gt(sessions.idleExpiresAt, now), gt(sessions.expiresAt, now));

/** Rows of `sessions` (and the few `users` columns a session shows); no rules here. */
export function createSessionRepo(db: Database) {
  return {
    async insertSession(row: NewSessionRow, executor: Database = db): Promise<void> {
      await executor.insert(sessions).values({ ...row, lastSeenAt: row.createdAt });
    },

    /**
     * Marks a live session as used at `now`, moving its idle expiry to `idleExpiresAt` but never past
     * its absolute expiry, and reads its user in the same statement (every signed-in request runs
     * it). Undefined when the session is gone or expired; `user` undefined when the account is
     * closed or locked.
     */
    async touchLiveSession(id: string, now: Date, idleExpiresAt: Date) {
      const at = now.toISOString();
      const [row] = await selectRows<{
        user_id: string;
        idle_expires_at: Date | string;
        expires_at: Date | string;
        /** Null when the account is closed or locked; its other columns are then null too. */
        id: string | null;
        username: string;
        email: string;
        terms_version: string;
      }>(
        db,
        sql`with touched as (
              update sessions set last_seen_at = ${at}::timestamptz,
                idle_expires_at = least(${idleExpiresAt.toISOString()}::timestamptz, expires_at)
              where id = ${id} and idle_expires_at > ${at}::timestamptz and expires_at > ${at}::timestamptz
              returning user_id, idle_expires_at, expires_at)
            select t.user_id, t.idle_expires_at, t.expires_at, u.id, u.username, u.email, u.terms_version
            from touched t left join users u on u.id = t.user_id and u.closed_at is null and u.locked_at is null`,
      );
      if (!row) return undefined;
      return {
        userId: row.user_id,
        idleExpiresAt: new Date(row.idle_expires_at),
        expiresAt: new Date(row.expires_at),
        user:
          row.id === null
            ? undefined
            : { id: row.id, username: row.username, email: row.email, termsVersion: row.terms_version },
      };
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
  };
}

export type SessionRepo = ReturnType<typeof createSessionRepo>;
