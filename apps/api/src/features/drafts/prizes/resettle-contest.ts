import type { PrizeTier } from '@kennel/core';
import { sql } from 'drizzle-orm';
import { selectRows } from '../../../platform/db/rows.ts';
import type { WalletUnit } from '../../wallet/service.ts';
import { HOUSE_POT, type StakeSettlement } from '../../wallet/stakes/index.ts';
import { SCORED_SEQ } from '../teams/scored-slates.ts';
import type { ContestSettled } from './settle-contest.ts';
import { scoreContestPrizes } from './settle-contest.ts';

const CORRECTED = 'Best ball prize corrected';

/** A re-settlement: each moved team's earlier prize too, and what of it the player still owes back. */
export interface ContestResettled extends ContestSettled {
  teams: (ContestSettled['teams'][number] & {
    previousPrizeCents: number;
    /** What of the earlier prize the player could not give back: owed in the wallet. */
    owedCents: number;
    /** Which settlement of the entry this is (each correction notifies its player once). */
    settlement: number;
  })[];
}

interface SettledEntry {
  id: string;
  user_id: string | null;
  prize_cents: number | string | null;
  prize_settlement: number;
}

/**
 * Settles a closed contest's prizes again after a stat correction (RULES.md, Best ball drafts): under
 * the contest's row lock, the teams are scored and ranked anew and every team whose prize moved is
 * settled again through the wallet's stakes: the new prize paid (by the house, which kept the closed
 * pool), then the earlier one taken back as far as the player covers it; the rest is owed in the
 * wallet (never a negative balance), paid down by their later winnings. Answers null when nothing changed since settlement,
 * unless `rescore` (an operator's re-settlement): then the teams are scored from the stats as they
 * are now whatever changed, and the answer says which prizes moved (none when called again).
 */
export async function resettleContest(
  unit: WalletUnit,
  contestId: string,
  { rescore = false } = {},
): Promise<ContestResettled | null> {
  const { tx, stakes, now } = unit;
  const [contest] = await selectRows<{
    name: string;
    sport_id: string;
    slate_id: string;
    prizes: PrizeTier[] | string;
    entry_cap: number;
    settled_seq: number | string | null;
    seq: number | string;
  }>(
    tx,
    sql`select c.name, c.sport_id, c.slate_id, c.prizes, c.entry_cap, c.settled_seq, ${SCORED_SEQ} as seq
        from contests c where c.id = ${contestId} and c.status = 'closed' for update of c`,
  );
  if (!contest || (!rescore && Number(contest.seq) === Number(contest.settled_seq))) return null;
  const table = typeof contest.prizes === 'string' ? JSON.parse(contest.prizes) : contest.prizes;
  const { teams, won, contestRank } = await scoreContestPrizes(
    tx,
    contestId,
    table,
    Number(contest.entry_cap),
  );
  const settled = await selectRows<SettledEntry>(
    tx,
    sql`select id, user_id, prize_cents, prize_settlement from contest_entries
        where contest_id = ${contestId} and settled_at is not null and user_id is not null order by id`,
  );
  const changed = settled.filter((entry) => (won.get(entry.id) ?? 0) !== Number(entry.prize_cents ?? 0));
  const results = await stakes.resettle(
    changed.map((entry) => {
      const amountCents = won.get(entry.id) ?? 0;
      const base = {
        game: 'best_ball' as const,
        stakeId: entry.id,
        round: { settlement: entry.prize_settlement + 1 },
        description: `${contest.name} prize, corrected`,
        metadata: { contest_id: contestId },
      };
      const settlement: StakeSettlement =
        amountCents > 0
          ? { ...base, pays: 'winnings', userId: entry.user_id!, pot: HOUSE_POT, amountCents }
          : { ...base, pays: 'nothing' };
      return { settlement, previous: { settlement: entry.prize_settlement }, reversalDescription: CORRECTED };
    }),
  );
  const rows = changed.map((entry, index) => ({
    id: entry.id,
    prize: won.get(entry.id) ?? 0,
    settlement: entry.prize_settlement + 1,
    owed: results[index]!.reversal.owedCents,
  }));
  const points = teams.map((team) => ({ id: team.entryId, points: team.points, rank: team.rank }));
  if (points.length > 0) {
    await tx.execute(
      sql`update contest_entries e set points = r.points, rank = r.rank
          from jsonb_to_recordset(${JSON.stringify(points)}::jsonb) as r(id uuid, points float8, rank int)
          where e.id = r.id`,
    );
  }
  if (rows.length > 0) {
    await tx.execute(
      sql`update contest_entries e set prize_cents = r.prize, prize_settlement = r.settlement,
            settled_at = ${now.toISOString()}::timestamptz
          from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(id uuid, prize bigint, settlement int)
          where e.id = r.id`,
    );
  }
  // The stats' sequence read before they were scored: a correction committed since is seen next run.
  await tx.execute(sql`update contests c set settled_seq = ${Number(contest.seq)} where c.id = ${contestId}`);
  const before = new Map(changed.map((entry) => [entry.id, entry]));
  return {
    contestId,
    name: contest.name,
    sportId: contest.sport_id,
    slateId: contest.slate_id,
    userIds: new Set(changed.map((entry) => entry.user_id!)),
    entries: changed.length,
    prizesCents: rows.reduce((sum, row) => sum + row.prize, 0),
    voided: [],
    teams: rows.map((row) => {
      const previousPrizeCents = Number(before.get(row.id)!.prize_cents ?? 0);
      return {
        entryId: row.id,
        userId: before.get(row.id)!.user_id!,
        rank: contestRank.get(row.id) ?? null,
        prizeCents: row.prize,
        previousPrizeCents,
        owedCents: row.owed,
        settlement: row.settlement,
      };
    }),
  };
}

/** Closed contests whose scored games' stats changed after their prizes were paid. */
export async function contestsCorrected(db: WalletUnit['tx']): Promise<string[]> {
  const rows = await selectRows<{ id: string }>(
    db,
    sql`select c.id from contests c
        where c.status = 'closed' and c.settled_seq is not null and ${SCORED_SEQ} <> c.settled_seq
        order by c.id`,
  );
  return rows.map((row) => row.id);
}
