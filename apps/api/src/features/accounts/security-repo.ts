import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import {
  type AccountTokenPurpose,
  accountTokens,
  knownDevices,
  recoveryCodes,
  unknownEmailLoginFailures,
} from '../../platform/db/schema/accounts.ts';

export interface NewAccountToken {
  tokenHash: string;
  userId: string;
  purpose: AccountTokenPurpose;
  deviceIdHash?: string | null;
  createdAt: Date;
  expiresAt: Date;
}

/** Tokens, recovery codes, known devices and unknown-email failures; no rules here. */
export function createSecurityRepo(db: Database) {
  return {
    async insertToken(executor: Database, token: NewAccountToken): Promise<void> {
      await executor.insert(accountTokens).values(token);
    },

    /**
     * Marks a live, unused token of this purpose as used and returns it: exactly one caller can
     * redeem a token, even when two requests race.
     */
    async redeemToken(executor: Database, tokenHash: string, purpose: AccountTokenPurpose, now: Date) {
      const [row] = await executor
        .update(accountTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(accountTokens.tokenHash, tokenHash),
            eq(accountTokens.purpose, purpose),
            isNull(accountTokens.usedAt),
            gt(accountTokens.expiresAt, now),
          ),
        )
        .returning({ userId: accountTokens.userId, deviceIdHash: accountTokens.deviceIdHash });
      return row;
    },

    /** A live, unused token without redeeming it (the second login step checks before using). */
    async findLiveToken(tokenHash: string, purpose: AccountTokenPurpose, now: Date) {
      const [row] = await db
        .select({ userId: accountTokens.userId, deviceIdHash: accountTokens.deviceIdHash })
        .from(accountTokens)
        .where(
          and(
            eq(accountTokens.tokenHash, tokenHash),
            eq(accountTokens.purpose, purpose),
            isNull(accountTokens.usedAt),
            gt(accountTokens.expiresAt, now),
          ),
        );
      return row;
    },

    /** Retires every unused token of this purpose for the user (a newer link replaces older ones). */
    async retireTokens(executor: Database, userId: string, purpose: AccountTokenPurpose, now: Date) {
      await executor
        .update(accountTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(accountTokens.userId, userId),
            eq(accountTokens.purpose, purpose),
            isNull(accountTokens.usedAt),
          ),
        );
    },

    async tokensCreatedSince(userId: string, purpose: AccountTokenPurpose, since: Date) {
      return db
        .select({ createdAt: accountTokens.createdAt })
        .from(accountTokens)
        .where(
          and(
            eq(accountTokens.userId, userId),
            eq(accountTokens.purpose, purpose),
            gt(accountTokens.createdAt, since),
          ),
        );
    },

    async replaceRecoveryCodes(executor: Database, userId: string, codeHashes: string[], now: Date) {
      await executor.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
      await executor
        .insert(recoveryCodes)
        .values(codeHashes.map((codeHash) => ({ userId, codeHash, createdAt: now })));
    },

    async deleteRecoveryCodes(executor: Database, userId: string) {
      await executor.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    },

    /** Uses an unused recovery code; says whether one matched. */
    async useRecoveryCode(executor: Database, userId: string, codeHash: string, now: Date): Promise<boolean> {
      const rows = await executor
        .update(recoveryCodes)
        .set({ usedAt: now })
        .where(
          and(
            eq(recoveryCodes.userId, userId),
            eq(recoveryCodes.codeHash, codeHash),
            isNull(recoveryCodes.usedAt),
          ),
        )
        .returning({ id: recoveryCodes.id });
      return rows.length > 0;
    },

    async isKnownDevice(userId: string, deviceIdHash: string, executor: Database = db): Promise<boolean> {
      const rows = await executor
        .select({ userId: knownDevices.userId })
        .from(knownDevices)
        .where(and(eq(knownDevices.userId, userId), eq(knownDevices.deviceIdHash, deviceIdHash)));
      return rows.length > 0;
    },

    async trustDevice(executor: Database, userId: string, deviceIdHash: string, now: Date): Promise<void> {
      await executor
        .insert(knownDevices)
        .values({ userId, deviceIdHash, confirmedAt: now, lastSeenAt: now })
        .onConflictDoUpdate({
          target: [knownDevices.userId, knownDevices.deviceIdHash],
          set: { lastSeenAt: now },
        });
    },

    /** Counts a failed login for an email with no account, restarting the count after `resetBefore`. */
    async addUnknownEmailFailure(emailKey: string, now: Date, resetBefore: Date): Promise<number> {
      const [row] = await db
        .insert(unknownEmailLoginFailures)
        .values({ emailKey, failedCount: 1, lastFailedAt: now })
        .onConflictDoUpdate({
          target: unknownEmailLoginFailures.emailKey,
          set: {
            failedCount: sql`case when ${unknownEmailLoginFailures.lastFailedAt} < ${resetBefore.toISOString()}::timestamptz then 1 else ${unknownEmailLoginFailures.failedCount} + 1 end`,
            lastFailedAt: now,
          },
        })
        .returning({ failedCount: unknownEmailLoginFailures.failedCount });
      return row?.failedCount ?? 1;
    },
  };
}

export type SecurityRepo = ReturnType<typeof createSecurityRepo>;
