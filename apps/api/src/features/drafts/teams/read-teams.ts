import type {
  BestBallTeam,
  BestBallTeamPhase,
  BestBallTeams,
  BestBallTeamsQuery,
  SportId,
} from '@kennel/core';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database.ts';
import { selectRows } from '../../../platform/db/rows.ts';
import { ApiProblem } from '../../../platform/http/api-problem.ts';
import { playerSummariesById } from '../../sports/read-people.ts';
import { listedDeadlines } from '../shown-deadline.ts';
import { loadGroupRanks } from '../tournaments/group-ranks.ts';
import { loadContestRanks } from './contest-ranks.ts';
import { loadDraftScores } from './draft-scores.ts';
import type { LiveStandings } from './live-standings.ts';
import { loadPrizeBreakdowns } from './prize-breakdown.ts';
import { SCORED_SLATES_FINISHED } from './scored-slates.ts';

interface TeamRow {
  id: string;
  state: BestBallTeam['state'];
  draft_id: string | null;
  seat: number | null;
  created_at: unknown;
  contest_id: string;
  name: string;
  sport_id: SportId;
  slate_id: string;
  style_id: string;
  entry_fee_cents: number | string;
  c_seats: number;
  rounds: number;
  speed: BestBallTeam['contest']['speed'];
  draft_status: BestBallTeam['draft_status'];
  current_pick: number | null;
  deadline_at: unknown;
  finished: boolean;
  prize_cents: number | string | null;
}

const iso = (value: unknown) => (value === null ? null : new Date(value as string).toISOString());

// A slate is finished once it has games and none is still to be played or being played.
const SLATE_FINISHED = SCORED_SLATES_FINISHED;

const TEAM_SELECT = sql`select e.id, e.state, e.draft_id, e.seat, e.created_at, c.id as contest_id, c.name,
  c.sport_id, c.slate_id, c.style_id, c.entry_fee_cents, c.seats as c_seats, c.rounds, c.speed,
  d.status as draft_status, d.current_pick, d.deadline_at, ${SLATE_FINISHED} as finished, e.prize_cents
  from contest_entries e join contests c on c.id = e.contest_id left join drafts d on d.id = e.draft_id`;

function phaseOf(row: TeamRow): BestBallTeamPhase {
  if (row.draft_id === null || row.draft_status === null) return 'pooled';
  if (row.draft_status === 'complete') return row.finished ? 'completed' : 'drafted';
  return row.draft_status === 'drafting' ? 'drafting' : 'filling';
}

/** Rows as teams, with rosters, per-period lineups and ranks scored from the stat lines. */
async function toTeams(
  db: Database,
  rows: readonly TeamRow[],
  standings?: LiveStandings,
): Promise<BestBallTeam[]> {
  const scores = await loadDraftScores(
    db,
    rows.flatMap((row) => (row.draft_id ? [row.draft_id] : [])),
  );
  const teams = rows.map((row) => {
    const draft = row.draft_id ? scores.get(row.draft_id) : undefined;
    const score = draft?.entries.get(row.id);
    const phase = phaseOf(row);
    return {
      entry_id: row.id,
      phase,
      state: row.state,
      contest: {
        id: row.contest_id,
        name: row.name,
        sport_id: row.sport_id,
        slate_id: row.slate_id,
        style_id: row.style_id,
        entry_fee_cents: Number(row.entry_fee_cents),
        seats: row.c_seats,
        rounds: row.rounds,
        speed: row.speed,
      },
      draft_id: row.draft_id,
      draft_status: row.draft_status,
      seat: row.seat,
      current_pick: phase === 'drafting' ? row.current_pick : null,
      deadline_at: phase === 'drafting' ? iso(row.deadline_at) : null,
      roster: (score?.roster ?? []).map((pick) => ({
        pick_number: pick.pickNumber,
        round: pick.round,
        player_id: pick.playerId,
        points: pick.points,
      })),
      periods: phase === 'drafted' || phase === 'completed' ? (score?.periods ?? []) : [],
      points: score?.points ?? null,
      rank: score?.rank ?? null,
      rank_tied: score?.rankTied ?? false,
      contest_rank: null as number | null,
      contest_rank_tied: false,
      contest_teams: 0,
      tournament: null as BestBallTeam['tournament'],
      players_started: score?.playersStarted ?? 0,
      draft_size: draft?.entries.size ?? 0,
      draft_bots: draft?.bots ?? 0,
      // Set when the contest's prizes are paid (drafts/prizes): 0 for a team that won nothing.
      prize_cents: row.prize_cents === null ? null : Number(row.prize_cents),
      prize_breakdown: null as BestBallTeam['prize_breakdown'],
      created_at: iso(row.created_at)!,
      players: [] as BestBallTeam['players'],
    };
  });
  // The clock the draft room shows (a thinking bot's whole clock), not the moment the bot picks.
  const deadlines = await listedDeadlines(
    db,
    teams.flatMap((team) => (team.phase === 'drafting' && team.draft_id ? [team.draft_id] : [])),
    new Date(),
  );
  for (const team of teams) {
    const deadline = team.draft_id ? deadlines.get(team.draft_id) : undefined;
    if (deadline !== undefined) team.deadline_at = deadline?.toISOString() ?? null;
  }
  const players = await playerSummariesById(
    db,
    teams.flatMap((team) => team.roster.map((pick) => pick.player_id)),
  );
  const breakdowns = await loadPrizeBreakdowns(
    db,
    teams.flatMap((team) =>
      team.prize_cents === null ? [] : [{ entryId: team.entry_id, contestId: team.contest.id }],
    ),
  );
  // While games are played the contest's live standings rank (kept from stat events); once every
  // game is over, the database as prizes are settled from it.
  const finished = new Set(rows.filter((row) => row.finished).map((row) => row.contest_id));
  for (const contestId of finished) standings?.forget(contestId);
  const scored = teams.filter((team) => team.points !== null);
  const live = standings
    ? await standings.contestRanks(
        scored
          .filter((team) => !finished.has(team.contest.id))
          .map((team) => ({ entryId: team.entry_id, contestId: team.contest.id })),
      )
    : new Map();
  const contestRanks = new Map([
    ...(await loadContestRanks(
      db,
      scored
        .filter((team) => !live.has(team.entry_id))
        .map((team) => ({ entryId: team.entry_id, contestId: team.contest.id, points: team.points })),
    )),
    ...live,
  ]);
  const groupRanks = await loadGroupRanks(
    db,
    teams
      .filter((team) => team.draft_id !== null)
      .map((team) => ({
        entryId: team.entry_id,
        contestId: team.contest.id,
        draft: team.draft_id ? scores.get(team.draft_id) : undefined,
      })),
  );
  for (const team of teams) {
    const groupRank = groupRanks.get(team.entry_id);
    team.tournament = groupRank
      ? { round: groupRank.round, group_rank: groupRank.rank, group_teams: groupRank.teams }
      : null;
    // In a tournament the draft ranks by its qualifying weeks: the rank advancement goes by.
    if (groupRank && team.rank !== null) {
      team.rank = groupRank.draftRank;
      team.rank_tied = groupRank.draftTied;
    }
    // A tournament ranks by the round reached first: its standings, not the points alone.
    const contestRank = groupRank
      ? { rank: groupRank.contestRank, tied: groupRank.contestTied, teams: groupRank.contestTeams }
      : contestRanks.get(team.entry_id);
    team.contest_rank = team.points === null ? null : (contestRank?.rank ?? null);
    team.contest_rank_tied = contestRank?.tied ?? false;
    team.contest_teams = contestRank?.teams ?? 0;
    team.players = team.roster.flatMap((pick) => {
      const player = players.get(pick.player_id);
      return player ? [player] : [];
    });
    team.prize_breakdown = breakdowns.get(team.entry_id) ?? null;
  }
  return teams;
}

/**
 * The player's teams (PRODUCT.md, My drafts): active = waiting, filling, drafting, or drafted with
 * games to play; completed = every game of the slate over. Newest first, a page at a time.
 */
export async function listTeams(
  db: Database,
  userId: string,
  query: BestBallTeamsQuery,
  standings?: LiveStandings,
): Promise<Omit<BestBallTeams, 'server_now'>> {
  const conditions: SQL[] = [
    sql`e.user_id = ${userId}`,
    sql`e.state <> 'refunded'`,
    sql`(d.status is null or d.status <> 'cancelled')`,
    query.status === 'completed'
      ? sql`(d.status = 'complete' and ${SLATE_FINISHED})`
      : sql`not (d.status is not null and d.status = 'complete' and ${SLATE_FINISHED})`,
  ];
  if (query.slate) conditions.push(sql`c.slate_id = ${query.slate}`);
  if (query.contest_style) conditions.push(sql`c.style_id = ${query.contest_style}`);
  if (query.cursor) {
    conditions.push(
      sql`(e.created_at, e.id) < (select created_at, id from contest_entries where id::text = ${query.cursor})`,
    );
  }
  const rows = await selectRows<TeamRow>(
    db,
    sql`${TEAM_SELECT} where ${sql.join(conditions, sql` and `)}
        order by e.created_at desc, e.id desc limit ${query.limit + 1}`,
  );
  const page = rows.slice(0, query.limit);
  return {
    teams: await toTeams(db, page, standings),
    next_cursor: rows.length > query.limit ? (page.at(-1)?.id ?? null) : null,
  };
}

export async function getTeam(
  db: Database,
  userId: string,
  entryId: string,
  standings?: LiveStandings,
): Promise<BestBallTeam> {
  const rows = await selectRows<TeamRow>(
    db,
    sql`${TEAM_SELECT} where e.id::text = ${entryId} and e.user_id = ${userId}`,
  );
  const [team] = await toTeams(db, rows, standings);
  if (!team) throw new ApiProblem('not_found', { detail: 'No best ball team of yours with that id.' });
  return team;
}
