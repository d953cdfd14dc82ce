import { createHash, randomBytes } from 'node:crypto';
import type { SessionUser } from '@kennel/core';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { createSessionRepo } from './repo.ts';

/** Signed out after this long without a request that reads the session. */
export const SESSION_IDLE_TIMEOUT_MS = 30 * 60_000;
/** Signed out this long after signing in, however active. */
export const SESSION_ABSOLUTE_TIMEOUT_MS = 12 * 60 * 60_000;

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Only the hash of a token is stored, so the table alone cannot be turned into cookies. */
export function sessionIdFor(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface StartedSession {
  token: string;
  expiresAt: Date;
}

/** Server-side sessions: start, resolve (with idle and absolute expiry) and end. */
export function createSessionService({ db, clock }: { db: Database; clock: Clock }) {
  const repo = createSessionRepo(db);

  return {
    async startSession(userId: string): Promise<StartedSession> {
      const token = randomBytes(32).toString('base64url');
      const now = clock();
      const expiresAt = new Date(now.getTime() + SESSION_ABSOLUTE_TIMEOUT_MS);
      const idleExpiresAt = new Date(Math.min(now.getTime() + SESSION_IDLE_TIMEOUT_MS, expiresAt.getTime()));
      await repo.insertSession({ id: sessionIdFor(token), userId, createdAt: now, idleExpiresAt, expiresAt });
      return { token, expiresAt };
    },

    /** The signed-in user for a token, extending the idle window; null when signed out or expired. */
    async userForToken(token: string | undefined): Promise<SessionUser | null> {
      if (!token || !TOKEN_PATTERN.test(token)) return null;
      const id = sessionIdFor(token);
      const now = clock();
      const userId = await repo.touchLiveSession(id, now, new Date(now.getTime() + SESSION_IDLE_TIMEOUT_MS));
      if (!userId) {
        // Gone or expired: drop any leftover row so it cannot be revived.
        await repo.deleteSession(id);
        return null;
      }
      return (await repo.findUser(userId)) ?? null;
    },

    async endSession(token: string | undefined): Promise<void> {
      if (token && TOKEN_PATTERN.test(token)) await repo.deleteSession(sessionIdFor(token));
    },

    /** Test sign-in only: the user with this username, created on first use. */
    async testUser(username: string): Promise<SessionUser> {
      await repo.insertUserIfAbsent(username, `${username.toLowerCase()}@test.kennel.invalid`);
      const user = await repo.findUserByUsername(username);
      if (!user) throw new Error(`test user ${username} could not be created`);
      return user;
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
