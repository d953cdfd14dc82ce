import { isIdentityVerified, type VerificationStatus } from '@kennel/core';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { runShaped } from '../../platform/db/deferred-writes.ts';

/** What the authorisation step needs to know about the player's account. */
export interface PlayerFacts {
  closed: boolean;
  /** From the player's verified identity when they have one, else as typed at sign-up. */
  dateOfBirth: string;
  emailVerified: boolean;
}

/** Everything the step reads after the money lock: the account, each check's facts, the action's own read. */
export interface StepFacts {
  player: PlayerFacts | undefined;
  /** Each check's facts, in the order of the checks, as JSON. */
  checks: unknown[];
  /** The action's own read (`authorize(…, read)`), as JSON; undefined when it has none. */
  read: unknown;
}

interface PlayerJson {
  closed: boolean;
  date_of_birth: string;
  email_verified: boolean;
  identity: VerificationStatus | null;
  verified_date_of_birth: string | null;
}

/**
 * Reads the account columns the step checks (accounts owns them) and the verified identity
 * (verification owns it: typed data never outranks verified data), every check's facts and the
 * action's own read, in one statement: run after the money lock, its snapshot counts everything
 * committed before the lock. A named prepared statement (its text is the same for every request of
 * an action's shape; the values are parameters), so PostgreSQL parses and plans it once per
 * connection, not on every paid action.
 */
export async function readStepFacts(
  tx: Database,
  userId: string,
  checks: readonly SQL[],
  read: SQL | undefined,
): Promise<StepFacts> {
  const columns = [
    sql`(select json_build_object('closed', u.closed_at is not null, 'date_of_birth', u.date_of_birth,
        'email_verified', u.email_verified_at is not null, 'identity', v.status,
        'verified_date_of_birth', v.date_of_birth)
      from users u left join identity_verifications v on v.user_id = u.id
      where u.id = ${userId}::uuid) as player`,
    ...checks.map((facts, index) => sql`(${facts}) as ${sql.raw(`check_${index}`)}`),
    ...(read ? [sql`(${read}) as read`] : []),
  ];
  const [row] = await runShaped<Record<string, unknown>>(tx, sql`select ${sql.join(columns, sql`, `)}`);
  const player = (row?.player ?? null) as PlayerJson | null;
  const verified = player?.identity != null && isIdentityVerified(player.identity);
  return {
    player: player
      ? {
          closed: player.closed,
          dateOfBirth: (verified ? player.verified_date_of_birth : null) ?? player.date_of_birth,
          emailVerified: player.email_verified,
        }
      : undefined,
    checks: checks.map((_, index) => row?.[`check_${index}`]),
    read: read ? row?.read : undefined,
  };
}
