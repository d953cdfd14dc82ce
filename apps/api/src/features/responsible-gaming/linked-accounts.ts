import type { AccountLink, LinkedAccount } from '@kennel/core';
import { sql } from 'drizzle-orm';
import type { AuditInTransaction } from '../../platform/audit/audit-log.ts';
import type { Database } from '../../platform/db/database.ts';
import { selectRows } from '../../platform/db/rows.ts';
import { distinctPeople } from '../../platform/db/schema/responsible-gaming.ts';
import { ApiProblem } from '../../platform/http/api-problem.ts';
import { sameIdentity } from './repo.ts';

interface LinkedRow {
  player_id: string;
  username: string;
  links: AccountLink[];
  self_excluded: boolean;
  marked_distinct: boolean;
}

/**
 * The accounts a player's holds are read through, whether support marked them as two people or not:
 * those signed in on a browser the player used, and those verified with the player's legal name and
 * birth date (an SSN unknown or equal). With each, whether it has a self-exclusion in force at `now`.
 */
async function linkedAccounts(db: Database, userId: string, now: Date): Promise<LinkedAccount[]> {
  const rows = await selectRows<LinkedRow>(
    db,
    sql`with links as (
        select shared.user_id, 'shared_browser' as link from known_devices mine
        join known_devices shared on shared.device_id_hash = mine.device_id_hash and shared.user_id <> mine.user_id
        where mine.user_id = ${userId}::uuid
        union
        select other.user_id, 'same_identity' from identity_verifications me
        join identity_verifications other on ${sql.raw(sameIdentity('me', 'other'))} and other.user_id <> me.user_id
        where me.user_id = ${userId}::uuid and me.status = 'approved')
      select u.id as player_id, u.username, array_agg(distinct links.link order by links.link) as links,
        exists (select 1 from play_restrictions r where r.user_id = u.id and r.kind = 'self_exclusion'
          and (r.ends_at is null or r.ends_at > ${now.toISOString()}::timestamptz)) as self_excluded,
        exists (select 1 from distinct_people marked where marked.user_id = least(u.id, ${userId}::uuid)
          and marked.other_user_id = greatest(u.id, ${userId}::uuid)) as marked_distinct
      from links join users u on u.id = links.user_id
      group by u.id, u.username order by u.username`,
  );
  return rows.map((row) => ({ ...row, links: [...row.links] }));
}

/**
 * Support's finding that the player and a linked account are two people (a housemate on one browser,
 * a namesake born the same day): neither holds the other's self-exclusion through that link again.
 * The row and the console call's audit row commit together.
 */
async function markDistinct(
  db: Database,
  userId: string,
  mark: { otherUserId: string; operatorId: string; reason: string; now: Date },
  audit: AuditInTransaction,
): Promise<LinkedAccount> {
  return db.transaction(async (tx) => {
    const linked = (await linkedAccounts(tx, userId, mark.now)).find(
      (account) => account.player_id === mark.otherUserId,
    );
    if (!linked) throw new ApiProblem('account_not_linked');
    const [first, second] = [userId, mark.otherUserId].sort();
    await tx
      .insert(distinctPeople)
      .values({
        userId: first as string,
        otherUserId: second as string,
        operatorId: mark.operatorId,
        reason: mark.reason,
        createdAt: mark.now,
      })
      .onConflictDoNothing();
    await audit(tx);
    return { ...linked, marked_distinct: true };
  });
}

export const linkedAccountsOf = { linkedAccounts, markDistinct };
