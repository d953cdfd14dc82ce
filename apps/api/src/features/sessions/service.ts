import { createHash, randomBytes } from 'node:crypto';
import {
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
  type SessionUser,
  TOKEN_BYTES,
  termsAcceptanceRequired,
} from '@kennel/core';
import type { FastifyRequest } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { deviceLabel } from './device-label.ts';
import { createSessionRepo, type LiveSessionRow } from './repo.ts';

/** Signed out after this long without a request that reads the session. */
export const SESSION_IDLE_TIMEOUT_MS = SESSION_IDLE_MS;
/** Signed out this long after signing in, however active. */
export const SESSION_ABSOLUTE_TIMEOUT_MS = SESSION_ABSOLUTE_MS;

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * How often a session in use is written (last_seen_at and the idle expiry moved on): at most once a
 * minute, so a burst of requests reads it once each and writes it once. The idle expiry is then up
 * to a minute earlier than the last request plus the idle limit; an explicit refresh always writes.
 */
export const SESSION_TOUCH_EVERY_MS = 60_000;

/** The latest location check recorded on a request's session, as its session read found it. */
export type RecordedLocation = NonNullable<LiveSessionRow['location']>;

const recordedLocations = new WeakMap<FastifyRequest, RecordedLocation | null>();

/**
 * The location check recorded on the session of `request` when its session was read (null: none
 * yet), so a paid action's check writes only what changed; undefined when the session was not read.
 */
export function recordedLocationOf(request: FastifyRequest): RecordedLocation | null | undefined {
  return recordedLocations.get(request);
}

/** Only the hash of a token is stored, so the table alone cannot be turned into cookies. */
export function sessionIdFor(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function liveSessionId(token: string | undefined): string | null {
  return token && TOKEN_PATTERN.test(token) ? sessionIdFor(token) : null;
}

export interface StartedSession {
  token: string;
  expiresAt: Date;
}

/** Where a session was started from, shown in the account's session list. */
export interface SessionOrigin {
  ipAddress?: string | null;
  userAgent?: string | null;
}

export interface SessionExpiry {
  idleExpiresAt: Date;
  expiresAt: Date;
}

export interface ListedSession {
  id: string;
  current: boolean;
  deviceLabel: string;
  ipAddress: string | null;
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
}

/** Server-side sessions: start, resolve (with idle and absolute expiry), list and end. */
export function createSessionService({ db, clock }: { db: Database; clock: Clock }) {
  const repo = createSessionRepo(db);

  /** Reads the live session (one statement), writing it when its last write is a minute old or `always`. */
  async function touch(token: string | undefined, always = false) {
    const id = liveSessionId(token);
    if (!id) return null;
    const now = clock();
    const touchBefore = always ? now : new Date(now.getTime() - SESSION_TOUCH_EVERY_MS);
    const session = await repo.readLiveSession(
      id,
      now,
      new Date(now.getTime() + SESSION_IDLE_TIMEOUT_MS),
      touchBefore,
    );
    if (!session) {
      // Gone, expired or its account closed: drop any leftover row so it cannot be revived.
      await repo.deleteSession(id);
      return null;
    }
    return {
      id,
      user: session.user,
      termsVersion: session.termsVersion,
      location: session.location,
      expiry: { idleExpiresAt: session.idleExpiresAt, expiresAt: session.expiresAt },
    };
  }

  return {
    /**
     * A new random token every time: a session id planted in the browser before login is never reused.
     * `executor` lets a login write the session in the transaction that checked the account is open.
     */
    async startSession(
      userId: string,
      origin: SessionOrigin = {},
      executor: Database = db,
    ): Promise<StartedSession> {
      const token = randomBytes(TOKEN_BYTES).toString('base64url');
      const now = clock();
      const expiresAt = new Date(now.getTime() + SESSION_ABSOLUTE_TIMEOUT_MS);
      const idleExpiresAt = new Date(Math.min(now.getTime() + SESSION_IDLE_TIMEOUT_MS, expiresAt.getTime()));
      await repo.insertSession(
        {
          id: sessionIdFor(token),
          userId,
          createdAt: now,
          idleExpiresAt,
          expiresAt,
          ipAddress: origin.ipAddress ?? null,
          userAgent: origin.userAgent?.slice(0, 512) ?? null,
        },
        executor,
      );
      return { token, expiresAt };
    },

    /** The signed-in user for a token, extending the idle window; null when signed out, expired or closed. */
    async userForToken(token: string | undefined): Promise<SessionUser | null> {
      return (await touch(token))?.user ?? null;
    },

    /**
     * The signed-in user of `request` (its session cookie's token, as `userForToken`), remembering the
     * session's latest location check for the request (`recordedLocationOf`).
     */
    async userForRequest(request: FastifyRequest, token: string | undefined): Promise<SessionUser | null> {
      const live = await touch(token);
      recordedLocations.set(request, live?.location ?? null);
      return live?.user ?? null;
    },

    /** The signed-in user and whether they must accept the current terms before playing on. */
    async signedIn(
      token: string | undefined,
    ): Promise<{ user: SessionUser; termsAcceptanceRequired: boolean } | null> {
      const live = await touch(token);
      return live && { user: live.user, termsAcceptanceRequired: termsAcceptanceRequired(live.termsVersion) };
    },

    /** Keeps the session alive and says when it will end; null when it already has. */
    async refresh(token: string | undefined): Promise<SessionExpiry | null> {
      return (await touch(token, true))?.expiry ?? null;
    },

    async endSession(token: string | undefined, executor: Database = db): Promise<void> {
      const id = liveSessionId(token);
      if (id) await repo.deleteSession(id, executor);
    },

    async listSessions(userId: string, currentToken: string | undefined): Promise<ListedSession[]> {
      const currentId = liveSessionId(currentToken);
      const rows = await repo.liveUserSessions(userId, clock());
      return rows.map((row) => ({
        id: row.publicId,
        current: row.id === currentId,
        deviceLabel: deviceLabel(row.userAgent),
        ipAddress: row.ipAddress,
        createdAt: row.createdAt,
        lastSeenAt: row.lastSeenAt,
        expiresAt: row.expiresAt,
      }));
    },

    /** Ends one of the user's sessions by its public id; says whether there was one. */
    /** Pass the open transaction when the ending commits with something else (the console's audit row). */
    async endSessionById(userId: string, publicId: string, executor: Database = db): Promise<boolean> {
      if (!/^[0-9a-f-]{36}$/i.test(publicId)) return false;
      return (await repo.deleteUserSessionByPublicId(userId, publicId, executor)) !== undefined;
    },

    /** Ends every session of the user but the one holding `currentToken`; returns how many ended. */
    async endOtherSessions(
      userId: string,
      currentToken: string | undefined,
      executor: Database = db,
    ): Promise<number> {
      return repo.deleteUserSessions(userId, liveSessionId(currentToken) ?? undefined, executor);
    },

    async endAllSessions(userId: string, executor: Database = db): Promise<number> {
      return repo.deleteUserSessions(userId, undefined, executor);
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
