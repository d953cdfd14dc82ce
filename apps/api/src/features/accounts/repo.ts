import type { StateCode } from '@kennel/core';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { type UserRow, users } from '../../platform/db/schema/users.ts';

export interface NewUserRow {
  email: string;
  username: string;
  passwordHash: string;
  dateOfBirth: string;
  state: StateCode;
  termsVersion: string;
  termsAcceptedAt: Date;
  referralCode: string;
  referredByUserId: string | null;
  promoCodeId: string | null;
  emailVerifiedAt?: Date | null;
}

export const ACCOUNT_COLUMNS = {
  id: users.id,
  email: users.email,
  username: users.username,
  createdAt: users.createdAt,
  passwordHash: users.passwordHash,
  state: users.state,
  emailVerifiedAt: users.emailVerifiedAt,
  termsVersion: users.termsVersion,
  failedLoginCount: users.failedLoginCount,
  lockedAt: users.lockedAt,
  mfaSecret: users.mfaSecret,
  mfaEnabledAt: users.mfaEnabledAt,
  mfaLastTimeStep: users.mfaLastTimeStep,
  previousLoginAt: users.previousLoginAt,
  lastLoginAt: users.lastLoginAt,
  referralCode: users.referralCode,
  closedAt: users.closedAt,
};

export type AccountRow = Pick<UserRow, keyof typeof ACCOUNT_COLUMNS>;

/** Reads and writes `users` rows for the accounts feature; no rules here. */
export function createAccountRepo(db: Database) {
  async function one(where: ReturnType<typeof eq>, executor: Database = db): Promise<AccountRow | undefined> {
    const [row] = await executor.select(ACCOUNT_COLUMNS).from(users).where(where);
    return row;
  }

  return {
    byId: (id: string, executor?: Database) => one(eq(users.id, id), executor),
    byEmail: (email: string) => one(sql`lower(${users.email}) = lower(${email})`),

    /**
     * The account row, locked until `tx` ends: failed-login counting, the lock and any new session
     * are decided one request at a time per account. NO KEY UPDATE (the id never changes): rows
     * that only reference the account (a session's location, an audit event) are written meanwhile
     * without waiting, so a sign-in that ends sessions cannot deadlock with them.
     */
    async lockForSignIn(tx: Database, id: string): Promise<AccountRow | undefined> {
      const [row] = await tx.select(ACCOUNT_COLUMNS).from(users).where(eq(users.id, id)).for('no key update');
      return row;
    },

    async usernameTaken(username: string): Promise<boolean> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.username}) = lower(${username})`);
      return rows.length > 0;
    },

    async emailTaken(email: string): Promise<boolean> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.email}) = lower(${email})`);
      return rows.length > 0;
    },

    async referrerByCode(code: string) {
      const [row] = await db
        .select({ id: users.id, username: users.username })
        .from(users)
        .where(and(sql`lower(${users.referralCode}) = lower(${code})`, isNull(users.closedAt)));
      return row;
    },

    async insertUser(executor: Database, row: NewUserRow): Promise<AccountRow> {
      const [inserted] = await executor.insert(users).values(row).returning(ACCOUNT_COLUMNS);
      if (!inserted) throw new Error('the new user was not returned');
      return inserted;
    },

    /** Adds a failed login; locks the account when the count reaches `lockAt`. Returns the new state. */
    async addFailedLogin(executor: Database, userId: string, lockAt: number, now: Date) {
      const [row] = await executor
        .update(users)
        .set({
          failedLoginCount: sql`${users.failedLoginCount} + 1`,
          lockedAt: sql`case when ${users.lockedAt} is null and ${users.failedLoginCount} + 1 >= ${lockAt} then ${now.toISOString()}::timestamptz else ${users.lockedAt} end`,
        })
        .where(eq(users.id, userId))
        .returning({ failedLoginCount: users.failedLoginCount, lockedAt: users.lockedAt });
      return row;
    },

    async recordLogin(userId: string, now: Date, ipAddress: string, executor: Database = db) {
      const [row] = await executor
        .update(users)
        .set({
          failedLoginCount: 0,
          previousLoginAt: users.lastLoginAt,
          previousLoginIp: users.lastLoginIp,
          lastLoginAt: now,
          lastLoginIp: ipAddress,
        })
        .where(eq(users.id, userId))
        .returning({ previousLoginAt: users.previousLoginAt });
      return row;
    },

    async setPasswordAndUnlock(executor: Database, userId: string, passwordHash: string): Promise<void> {
      await executor
        .update(users)
        .set({ passwordHash, failedLoginCount: 0, lockedAt: null })
        .where(eq(users.id, userId));
    },

    async setPasswordHash(userId: string, passwordHash: string, executor: Database = db): Promise<void> {
      await executor.update(users).set({ passwordHash }).where(eq(users.id, userId));
    },

    async markEmailVerified(executor: Database, userId: string, now: Date) {
      const [row] = await executor
        .update(users)
        .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)` })
        .where(eq(users.id, userId))
        .returning({ emailVerifiedAt: users.emailVerifiedAt });
      return row?.emailVerifiedAt ?? null;
    },

    async setPendingMfaSecret(userId: string, encryptedSecret: string): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({ mfaSecret: encryptedSecret, mfaLastTimeStep: null })
        .where(and(eq(users.id, userId), isNull(users.mfaEnabledAt)))
        .returning({ id: users.id });
      return rows.length > 0;
    },

    /**
     * Accepts a TOTP time step only if it is later than the last one accepted, atomically, so two
     * requests racing with the same code cannot both pass.
     */
    async claimTimeStep(executor: Database, userId: string, timeStep: number): Promise<boolean> {
      const rows = await executor
        .update(users)
        .set({ mfaLastTimeStep: timeStep })
        .where(
          and(eq(users.id, userId), or(isNull(users.mfaLastTimeStep), lt(users.mfaLastTimeStep, timeStep))),
        )
        .returning({ id: users.id });
      return rows.length > 0;
    },

    async enableMfa(executor: Database, userId: string, now: Date): Promise<void> {
      await executor.update(users).set({ mfaEnabledAt: now }).where(eq(users.id, userId));
    },

    async disableMfa(executor: Database, userId: string): Promise<void> {
      await executor
        .update(users)
        .set({ mfaEnabledAt: null, mfaSecret: null, mfaLastTimeStep: null })
        .where(eq(users.id, userId));
    },
  };
}

export type AccountRepo = ReturnType<typeof createAccountRepo>;
