import { isIdentityVerified } from '@kennel/core';
import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { users } from '../../platform/db/schema/users.ts';
import { identityVerifications } from '../../platform/db/schema/verification.ts';

/** What the authorisation step needs to know about the player's account. */
export interface PlayerFacts {
  closed: boolean;
  /** From the player's verified identity when they have one, else as typed at sign-up. */
  dateOfBirth: string;
  emailVerified: boolean;
}

/**
 * Reads the account columns the authorisation step checks (accounts owns them) and the verified
 * identity (verification owns it): typed data never outranks verified data.
 */
export async function playerFacts(tx: Database, userId: string): Promise<PlayerFacts | undefined> {
  const [row] = await tx
    .select({
      closedAt: users.closedAt,
      dateOfBirth: users.dateOfBirth,
      emailVerifiedAt: users.emailVerifiedAt,
      verification: identityVerifications.status,
      verifiedDateOfBirth: identityVerifications.dateOfBirth,
    })
    .from(users)
    .leftJoin(identityVerifications, eq(identityVerifications.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) return undefined;
  const verified = row.verification !== null && isIdentityVerified(row.verification);
  return {
    closed: row.closedAt !== null,
    dateOfBirth: (verified ? row.verifiedDateOfBirth : null) ?? row.dateOfBirth,
    emailVerified: row.emailVerifiedAt !== null,
  };
}
