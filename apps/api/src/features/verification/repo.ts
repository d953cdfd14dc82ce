import type { VerificationStatus } from '@kennel/core';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import {
  type IdentityVerificationRow,
  identityVerifications,
} from '../../platform/db/schema/verification.ts';

export type NewIdentityVerification = Omit<IdentityVerificationRow, 'decidedAt'>;

/** Rows of `identity_verifications`; no rules here. */
export function createVerificationRepo(db: Database) {
  return {
    async find(userId: string): Promise<IdentityVerificationRow | undefined> {
      const [row] = await db
        .select()
        .from(identityVerifications)
        .where(eq(identityVerifications.userId, userId));
      return row;
    },

    /** Inserts the first submission; false when the user already has one. */
    async insertIfAbsent(row: NewIdentityVerification): Promise<boolean> {
      const inserted = await db
        .insert(identityVerifications)
        .values(row)
        .onConflictDoNothing()
        .returning({ userId: identityVerifications.userId });
      return inserted.length === 1;
    },

    /** Moves the status on only from `from`, so two decisions never overwrite each other. */
    async decide(
      userId: string,
      from: VerificationStatus,
      status: VerificationStatus,
      at: Date,
    ): Promise<IdentityVerificationRow | undefined> {
      const [row] = await db
        .update(identityVerifications)
        .set({ status, decidedAt: at, updatedAt: at })
        .where(and(eq(identityVerifications.userId, userId), eq(identityVerifications.status, from)))
        .returning();
      return row;
    },
  };
}
