import type { DOCUMENT_TYPES, VerificationStatus } from '@kennel/core';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { users } from '../../platform/db/schema/users.ts';
import {
  type IdentityVerificationRow,
  identityVerifications,
} from '../../platform/db/schema/verification.ts';

export type NewIdentityVerification = Omit<
  IdentityVerificationRow,
  'decidedAt' | 'documentType' | 'documentSubmittedAt' | 'decisionReason'
>;

export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** A document case waiting for an operator, with the player it belongs to. */
export interface OpenDocumentCase {
  userId: string;
  username: string;
  email: string;
  documentType: DocumentType | null;
  documentSubmittedAt: Date;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Rows of `identity_verifications` (and the player's contact details they are decided for); no rules here. */
export function createVerificationRepo(db: Database) {
  const openReview = (userId: string) =>
    and(
      eq(identityVerifications.userId, userId),
      eq(identityVerifications.status, 'pending'),
      isNotNull(identityVerifications.documentSubmittedAt),
    );

  return {
    /** The date of birth the player gave at sign-up (YYYY-MM-DD), or undefined for no such player. */
    async accountDateOfBirth(userId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ dateOfBirth: users.dateOfBirth })
        .from(users)
        .where(eq(users.id, userId));
      return row?.dateOfBirth;
    },

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

    /** Records the document sent after a needs_document answer, with the status it leads to. */
    async recordDocument(
      userId: string,
      documentType: DocumentType,
      status: VerificationStatus,
      at: Date,
    ): Promise<IdentityVerificationRow | undefined> {
      const [row] = await db
        .update(identityVerifications)
        .set({
          status,
          documentType,
          documentSubmittedAt: at,
          decidedAt: status === 'pending' ? null : at,
          updatedAt: at,
        })
        .where(
          and(eq(identityVerifications.userId, userId), eq(identityVerifications.status, 'needs_document')),
        )
        .returning();
      return row;
    },

    /** An operator's decision, only on a case still waiting for one. */
    async decideReview(
      userId: string,
      status: VerificationStatus,
      reason: string | null,
      at: Date,
    ): Promise<IdentityVerificationRow | undefined> {
      const [row] = await db
        .update(identityVerifications)
        .set({ status, decisionReason: reason, decidedAt: at, updatedAt: at })
        .where(openReview(userId))
        .returning();
      return row;
    },

    /** Document cases waiting for an operator, oldest first. */
    async openCases(): Promise<OpenDocumentCase[]> {
      const rows = await db
        .select({
          userId: identityVerifications.userId,
          username: users.username,
          email: users.email,
          documentType: identityVerifications.documentType,
          documentSubmittedAt: identityVerifications.documentSubmittedAt,
        })
        .from(identityVerifications)
        .innerJoin(users, eq(users.id, identityVerifications.userId))
        .where(
          and(
            eq(identityVerifications.status, 'pending'),
            isNotNull(identityVerifications.documentSubmittedAt),
          ),
        )
        .orderBy(asc(identityVerifications.documentSubmittedAt));
      return rows.map((row) => ({ ...row, documentSubmittedAt: row.documentSubmittedAt ?? new Date(0) }));
    },

    /** The player named by their id or email (any letter case), as an operator types it. */
    async findPlayer(
      idOrEmail: string,
    ): Promise<{ id: string; email: string; username: string } | undefined> {
      const [row] = await db
        .select({ id: users.id, email: users.email, username: users.username })
        .from(users)
        .where(
          UUID.test(idOrEmail)
            ? eq(users.id, idOrEmail)
            : eq(sql`lower(${users.email})`, idOrEmail.toLowerCase()),
        );
      return row;
    },
  };
}
