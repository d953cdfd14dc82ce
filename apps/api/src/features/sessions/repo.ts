import type { LocationSource, StateCode } from '@kennel/core';
import { and, asc, eq, gt, ne } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { runPrepared } from '../../platform/db/prepared.ts';
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

/** A live session as one read sees it: its open account, its expiry and its latest location check. */
export interface LiveSessionRow {
  user: { id: string; username: string; email: string };
  termsVersion: string | null;
  idleExpiresAt: Date;
  expiresAt: Date;
  location: { state: StateCode | null; source: LocationSource; locatedAt: Date } | null;
}

// One statement per request: the session if live, its user if the account is open, the session's
// latest location check, and (only when it was last touched before $4) the touch that moves its idle
// expiry on. Answers no row when the session is gone, expired, or its account closed or locked.
const READ_LIVE_SESSION = `with live as (
    select id, user_id, idle_expires_at, expires_at, last_seen_at from sessions
    where id = $1 and idle_expires_at > $2::timestamptz and expires_at > $2::timestamptz
  ),
  touched as (
    update sessions s set last_seen_at = $2::timestamptz, idle_expires_at = least($3::timestamptz, s.expires_at)
    from live where s.id = live.id and live.last_seen_at <= $4::timestamptz
    returning s.idle_expires_at
  )
  select u.id, u.username, u.email, u.terms_version, live.expires_at,
    coalesce((select idle_expires_at from touched), live.idle_expires_at) as idle_expires_at,
    l.state as location_state, l.source as location_source, l.located_at
  from live
  join users u on u.id = live.user_id and u.closed_at is null and u.locked_at is null
  left join session_locations l on l.session_id = live.id`;

interface LiveSessionDbRow {
  id: string;
  username: string;
  email: string;
  terms_version: string | null;
  expires_at: Date | string;
  idle_expires_at: Date | string;
  location_state: StateCode | null;
  location_source: LocationSource | null;
  located_at: Date | string | null;
}

const liveAt = (now: Date) => and(gt(sessions.idleExpiresAt, now), gt(sessions.expiresAt, now));

/** Rows of `sessions` (and the few `users` columns a session shows); no rules here. */
export function createSessionRepo(db: Database) {
  return {
    async insertSession(row: NewSessionRow, executor: Database = db): Promise<void> {
      await executor.insert(sessions).values({ ...row, lastSeenAt: row.createdAt });
    },

    /**
     * The live session `id` with its open account, in one statement; when it was last used at or
     * before `touchBefore`, marks it used at `now` and moves its idle expiry to `idleExpiresAt`
     * (never past its absolute expiry). Undefined when gone, expired, or the account is closed.
     */
    async readLiveSession(
      id: string,
      now: Date,
      idleExpiresAt: Date,
      touchBefore: Date,
    ): Promise<LiveSessionRow | undefined> {
      const [row] = await runPrepared<LiveSessionDbRow>(db, 'sessions_read_live', READ_LIVE_SESSION, [
        id,
        now.toISOString(),
        idleExpiresAt.toISOString(),
        touchBefore.toISOString(),
      ]);
      if (!row) return undefined;
      return {
        user: { id: row.id, username: row.username, email: row.email },
        termsVersion: row.terms_version,
        idleExpiresAt: new Date(row.idle_expires_at),
        expiresAt: new Date(row.expires_at),
        location:
          row.location_source === null || row.located_at === null
            ? null
            : { state: row.location_state, source: row.location_source, locatedAt: new Date(row.located_at) },
      };
    },

    async deleteSession(id: string, executor: Database = db): Promise<void> {
      await executor.delete(sessions).where(eq(sessions.id, id));
    },

    async deleteUserSessionByPublicId(userId: string, publicId: string, executor: Database = db) {
      const [row] = await executor
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
