import { sql } from 'drizzle-orm';
import { selectRows } from '../../../platform/db/rows.ts';
import type { WalletUnit } from '../../wallet/service.ts';

/** Every game of the contest's slates (aliased `c`) was cancelled: nothing was played. */
export const SCORED_SLATES_ALL_CANCELLED =
  sql.raw(`(not exists (select 1 from slate_games sg join games g on g.id = sg.game_id
    where sg.slate_id in (select c.slate_id union select cs.slate_id from contest_slates cs where cs.contest_id = c.id)
      and g.status <> 'cancelled'))`);

/**
 * A contest none of whose games was played is void, as a pick'em entry whose every pick is void:
 * every seated entry's fee goes back through the wallet's stakes (bots' seats paid nothing) and is
 * marked refunded, no prize is paid and the house keeps no rake. The contest row is locked by the
 * caller, who closes the pool and the contest. Answers the players refunded (each with their
 * entries and cents, for their notice) and the entries.
 */
export async function refundVoidContest(unit: WalletUnit, contest: { id: string; name: string }) {
  const { tx, stakes, now } = unit;
  const entries = await selectRows<{ id: string; user_id: string | null }>(
    tx,
    sql`select e.id, e.user_id from contest_entries e
        where e.contest_id = ${contest.id} and e.state = 'seated' order by e.id for update of e`,
  );
  const userIds = new Set<string>();
  const refunds = new Map<string, VoidRefund>();
  for (const entry of entries) {
    const refunded = await stakes.refund({
      game: 'best_ball',
      stakeId: entry.id,
      description: `${contest.name} entry refunded: every game was cancelled`,
      metadata: { contest_id: contest.id },
    });
    if (entry.user_id === null) continue;
    userIds.add(entry.user_id);
    const player = refunds.get(entry.user_id) ?? { userId: entry.user_id, entries: 0, cents: 0 };
    player.entries += 1;
    player.cents += refunded;
    refunds.set(entry.user_id, player);
  }
  if (entries.length > 0) {
    await tx.execute(
      sql`update contest_entries set state = 'refunded', refunded_at = ${now.toISOString()}::timestamptz
          where id = any(array(select jsonb_array_elements_text(${JSON.stringify(entries.map((entry) => entry.id))}::jsonb)::uuid))`,
    );
  }
  return { userIds, refunds: [...refunds.values()], entries: entries.length };
}

/** What one player got back from a void contest (all their entries in it). */
export interface VoidRefund {
  userId: string;
  entries: number;
  cents: number;
}
