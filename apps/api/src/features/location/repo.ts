import { isIdentityVerified } from '@kennel/core';
import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { users } from '../../platform/db/schema/users.ts';
import { identityVerifications } from '../../platform/db/schema/verification.ts';
import type { Located } from './provider.ts';

/**
 * Where the player lives, for the sandbox: the address of their verified identity when they have
 * one, else the state of residence they typed at sign-up. Typed data never outranks verified data.
 */
export async function homeStateOf(db: Database, userId: string): Promise<Located> {
  const [row] = await db
    .select({
      residence: users.state,
      verification: identityVerifications.status,
      verifiedState: identityVerifications.state,
    })
    .from(users)
    .leftJoin(identityVerifications, eq(identityVerifications.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) return { state: null, source: 'residence' };
  if (row.verification !== null && row.verifiedState !== null && isIdentityVerified(row.verification)) {
    return { state: row.verifiedState, source: 'verified_address' };
  }
  return { state: row.residence, source: 'residence' };
}
