import { type PrizeBreakdownWire, type PrizeTier, prizeBreakdown, rankByPoints } from '@kennel/core';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database.ts';
import { selectRows } from '../../../platform/db/rows.ts';
import { loadTournament } from '../tournaments/rounds.ts';
import { tournamentStandings } from '../tournaments/standings.ts';

const tierToWire = (tier: PrizeTier) => ({
  rank_from: tier.rankFrom,
  rank_to: tier.rankTo,
  amount_cents: tier.amountCents,
});

/**
 * How each settled team's prize was paid, from what settlement stored (drafts/prizes): the
 * contest's paid teams ranked by their final points, the table scaled to them, the tie. The same
 * core functions as settlement, so the breakdown adds up to the prize paid.
 */
export async function loadPrizeBreakdowns(
  db: Database,
  teams: readonly { entryId: string; contestId: string }[],
): Promise<Map<string, PrizeBreakdownWire>> {
  const result = new Map<string, PrizeBreakdownWire>();
  const contestIds = [...new Set(teams.map((team) => team.contestId))];
  if (contestIds.length === 0) return result;
  const ids = sql`array(select jsonb_array_elements_text(${JSON.stringify(contestIds)}::jsonb))`;
  const contests = await selectRows<{ id: string; prizes: PrizeTier[] | string; entry_cap: number }>(
    db,
    sql`select id, prizes, entry_cap from contests where id = any(${ids}) and status = 'closed'`,
  );
  const entries = await selectRows<{ id: string; contest_id: string; points: number | null }>(
    db,
    sql`select e.id, e.contest_id, e.points from contest_entries e join drafts d on d.id = e.draft_id
        where e.contest_id = any(${ids}) and e.state = 'seated' and d.status = 'complete'
          and e.user_id is not null and e.settled_at is not null`,
  );
  for (const contest of contests) {
    const prizes: PrizeTier[] =
      typeof contest.prizes === 'string' ? JSON.parse(contest.prizes) : contest.prizes;
    const paid = entries.filter((entry) => entry.contest_id === contest.id);
    const tournament = await loadTournament(db, contest.id);
    const ranked = tournament
      ? await tournamentStandings(db, tournament)
      : rankByPoints(paid.map((entry) => ({ id: entry.id, points: Number(entry.points ?? 0) })));
    const fill = { drafted: paid.length, cap: Number(contest.entry_cap) };
    for (const team of teams.filter((one) => one.contestId === contest.id)) {
      const breakdown = prizeBreakdown(prizes, ranked, fill, team.entryId);
      if (!breakdown) continue;
      result.set(team.entryId, {
        contest_rank: breakdown.rank,
        contest_teams: breakdown.teams,
        tied: breakdown.tied,
        places: breakdown.places.map((place) => ({ place: place.place, amount_cents: place.amountCents })),
        full_table: prizes.map(tierToWire),
        paid_table: breakdown.table.map(tierToWire),
        drafted: breakdown.drafted,
        entry_cap: breakdown.cap,
        prize_cents: breakdown.prizeCents,
      });
    }
  }
  return result;
}
