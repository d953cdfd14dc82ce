import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { users } from '../../platform/db/schema/users.ts';

/** What the authorisation step needs to know about the player's account. */
export interface PlayerFacts {
  closed: boolean;
  dateOfBirth: string;
  emailVerified: boolean;
}

/** Reads the account columns the authorisation step checks (accounts owns them). */
export async function playerFacts(tx: Database, userId: string): Promise<PlayerFacts | undefined> {
  const [row] = await tx
    .select({
      closedAt: users.closedAt,
      dateOfBirth: users.dateOfBirth,
      emailVerifiedAt: users.emailVerifiedAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) return undefined;
  return {
    closed: row.closedAt !== null,
    dateOfBirth: row.dateOfBirth,
    emailVerified: row.emailVerifiedAt !== null,
  };
}
