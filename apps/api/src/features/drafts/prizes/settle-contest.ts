import { contestPrizes, type PrizeTier, rankByPoints } from '@kennel/core';
import { sql } from 'drizzle-orm';
import { selectRows } from '../../../platform/db/rows.ts';
import type { WalletUnit } from '../../wallet/service.ts';
import type { Prize } from '../../wallet/stakes/index.ts';
import { loadDraftScores } from '../teams/draft-scores.ts';
import { ROUNDS_UNFORMED, SCORED_SEQ, SCORED_SLATES_FINISHED } from '../teams/scored-slates.ts';
import { loadTournament } from '../tournaments/rounds.ts';
import { rankTournamentTeams } from '../tournaments/standings.ts';
import { refundVoidContest, SCORED_SLATES_ALL_CANCELLED, type VoidRefund } from './void-contest.ts';

export interface ContestSettled {
  contestId: string;
  name: string;
  sportId: string;
  slateId: string;
  /** Players whose teams were settled, prize or not (their team lists refresh). */
  userIds: Set<string>;
  entries: number;
  prizesCents: number;
  /**
   * The players' teams (bots' left out) as settled: each one's place in the whole contest (what
   * prizes are paid by, not the place in its draft) and prize.
   */
  teams: { entryId: string; userId: string; rank: number | null; prizeCents: number }[];
  /** A void contest (every game cancelled): what each player got back; empty otherwise. */
  voided: VoidRefund[];
}

interface ContestRow {
  id: string;
  name: string;
  sport_id: string;
  slate_id: string;
  status: string;
  prizes: PrizeTier[] | string;
  entry_cap: number;
  finished: boolean;
  unfinished_drafts: number;
  pooled: number;
  unrefunded: number;
  rounds_unformed: number;
  all_cancelled: boolean;
  scored_seq: number | string;
}

/**
 * Settles one contest in one transaction (RULES.md, Best ball drafts): under the contest's row lock,
 * once it is locked, every draft complete and every game of its slate over, it scores the drafts
 * from the stat lines, ranks every team of the contest by points, pays the prize table (scaled to
 * the entries drafted; ties split) from the contest's pool to the players' cash through the
 * wallet's stakes, which return what the pool keeps to the house (or top it up from the house
 * first), records each entry's prize and closes the contest. Answers null when the contest is not ready or another run settled it.
 * Bots' seats (DRAFT_BOTS) fill drafts but never compete for prizes: the players are ranked among
 * themselves, so the house never wins its own players' money. A contest whose every game was
 * cancelled is void instead: every entry refunded (refundVoidContest), the pool closed, no prizes.
 */
export async function settleContest(unit: WalletUnit, contestId: string): Promise<ContestSettled | null> {
  const { tx, stakes, now } = unit;
  const [contest] = await selectRows<ContestRow>(
    tx,
    sql`select c.id, c.name, c.sport_id, c.slate_id, c.status, c.prizes, c.entry_cap,
          ${SCORED_SLATES_FINISHED} as finished,
          (select count(*)::int from drafts d where d.contest_id = c.id and d.status in ('filling', 'drafting'))
            as unfinished_drafts,
          (select count(*)::int from contest_entries e where e.contest_id = c.id and e.state = 'pooled') as pooled,
          (select count(*)::int from contest_entries e join drafts d on d.id = e.draft_id
            where e.contest_id = c.id and e.state = 'seated' and d.status = 'cancelled') as unrefunded,
          ${ROUNDS_UNFORMED} as rounds_unformed,
          ${SCORED_SLATES_ALL_CANCELLED} as all_cancelled,
          ${SCORED_SEQ} as scored_seq
        from contests c where c.id = ${contestId} for update of c`,
  );
  if (contest?.status !== 'locked' || !contest.finished) return null;
  // Drafts still running are closed, and entries of cancelled ones refunded, by the lobby's lock job first.
  if (Number(contest.unfinished_drafts) > 0 || Number(contest.pooled) > 0 || Number(contest.unrefunded) > 0)
    return null;
  const descriptions = {
    prize: `${contest.name} prize`,
    guarantee: `${contest.name} prizes guaranteed`,
    closed: `${contest.name} pool closed`,
  };
  // Every game cancelled: nothing was played, so every fee goes back (no prizes, no rake).
  if (contest.all_cancelled) {
    const refunded = await refundVoidContest(unit, contest);
    await stakes.settlePot({ game: 'best_ball', contestId, prizes: [], descriptions });
    await tx.execute(
      sql`update contests c set status = 'closed', settled_seq = ${Number(contest.scored_seq)} where c.id = ${contestId}`,
    );
    return {
      ...contestIdentity(contest),
      userIds: refunded.userIds,
      entries: 0,
      prizesCents: 0,
      teams: [],
      voided: refunded.refunds,
    };
  }
  // A tournament pays once its every advancement round has been formed (and played).
  if (Number(contest.rounds_unformed) > 0) return null;

  const table = typeof contest.prizes === 'string' ? JSON.parse(contest.prizes) : contest.prizes;
  const { teams, userOf, won, contestRank } = await scoreContestPrizes(
    tx,
    contestId,
    table,
    Number(contest.entry_cap),
  );

  const prizes: Prize[] = [];
  const rows: { id: string; points: number | null; rank: number | null; prize: number }[] = [];
  const userIds = new Set<string>();
  const settledTeams: ContestSettled['teams'] = [];
  for (const team of teams) {
    const userId = userOf.get(team.entryId) ?? null;
    const prize = userId === null ? 0 : (won.get(team.entryId) ?? 0);
    rows.push({ id: team.entryId, points: team.points, rank: team.rank, prize });
    if (userId !== null) {
      userIds.add(userId);
      settledTeams.push({
        entryId: team.entryId,
        userId,
        rank: contestRank.get(team.entryId) ?? null,
        prizeCents: prize,
      });
    }
    if (prize > 0 && userId !== null) prizes.push({ stakeId: team.entryId, userId, amountCents: prize });
  }
  // The scaled table never pays more than the fees, so a guarantee is only a table set by hand.
  const prizesCents = await stakes.settlePot({ game: 'best_ball', contestId, prizes, descriptions });
  if (rows.length > 0) {
    await tx.execute(
      sql`update contest_entries e set points = r.points, rank = r.rank, prize_cents = r.prize,
            settled_at = ${now.toISOString()}::timestamptz
          from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(id uuid, points float8, rank int, prize bigint)
          where e.id = r.id`,
    );
  }
  await tx.execute(
    // The stats' sequence read before they were scored (a correction committed since is seen as one).
    sql`update contests c set status = 'closed', settled_seq = ${Number(contest.scored_seq)} where c.id = ${contestId}`,
  );
  return {
    ...contestIdentity(contest),
    userIds,
    entries: rows.length,
    prizesCents,
    teams: settledTeams,
    voided: [],
  };
}

const contestIdentity = (contest: ContestRow) => ({
  contestId: contest.id,
  name: contest.name,
  sportId: contest.sport_id,
  slateId: contest.slate_id,
});

/** Locked contests whose drafts are all done (entries of cancelled ones refunded) and whose slate's games are all over. */
export async function contestsReadyToSettle(db: WalletUnit['tx']): Promise<string[]> {
  const rows = await selectRows<{ id: string }>(
    db,
    sql`select c.id from contests c
        where c.status = 'locked'
          and ${SCORED_SLATES_FINISHED}
          and not exists (select 1 from drafts d where d.contest_id = c.id and d.status in ('filling', 'drafting'))
          and not exists (select 1 from contest_entries e join drafts d on d.id = e.draft_id
            where e.contest_id = c.id and e.state = 'seated' and d.status = 'cancelled')
          and (${ROUNDS_UNFORMED} = 0 or ${SCORED_SLATES_ALL_CANCELLED})
        order by c.locks_at, c.id`,
  );
  return rows.map((row) => row.id);
}

/**
 * Every team of the contest's complete drafts scored, and each paid team's prize: the players'
 * teams ranked across all drafts (bots' seats never rank), the table scaled to them, ties split.
 */
export async function scoreContestPrizes(
  tx: WalletUnit['tx'],
  contestId: string,
  table: PrizeTier[],
  cap: number,
) {
  const draftRows = await selectRows<{ id: string }>(
    tx,
    sql`select id from drafts where contest_id = ${contestId} and status = 'complete' order by id`,
  );
  const entryRows = await selectRows<{ id: string; user_id: string | null }>(
    tx,
    sql`select e.id, e.user_id from contest_entries e join drafts d on d.id = e.draft_id
        where e.contest_id = ${contestId} and e.state = 'seated' and d.status = 'complete'
        order by e.id for update of e`,
  );
  const scores = await loadDraftScores(
    tx,
    draftRows.map((draft) => draft.id),
  );
  const teams = [...scores.values()].flatMap((draft) => [...draft.entries.values()]);
  const userOf = new Map(entryRows.map((entry) => [entry.id, entry.user_id]));
  const paid = teams.filter((team) => (userOf.get(team.entryId) ?? null) !== null);
  const tournament = await loadTournament(tx, contestId);
  const ranked = tournament
    ? rankTournamentTeams(tournament, paid)
    : rankByPoints(paid.map((team) => ({ id: team.entryId, points: team.points ?? 0 })));
  const drafted = entryRows.filter((entry) => entry.user_id !== null).length;
  const won = contestPrizes(table, ranked, { drafted, cap });
  /** Each player's team's place in the whole contest, which the prizes follow. */
  const contestRank = new Map(ranked.map((team) => [team.id, team.rank]));
  return { teams, userOf, won, contestRank };
}
