import {
  BEST_BALL_ROSTERS,
  ContestStandings,
  fantasyPoints,
  roundPoints,
  type SportId,
  scoringPeriodId,
} from '@kennel/core';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database.ts';
import { selectRows } from '../../../platform/db/rows.ts';
import { textArray } from '../../sports/upsert.ts';
import { loadTournament } from '../tournaments/rounds.ts';
import { RescoreThreads, THREADED_TEAMS } from './rescore-threads.ts';
import { SCORED_SLATES } from './scored-slates.ts';

/** A position no slot takes: pads a short roster (it never starts). */
const NO_POSITION = '-';

/**
 * One contest's live standings as the API holds them (a cache of the stat lines, rebuilt from the
 * database): core's ContestStandings over its completed drafts' teams, with what is needed to
 * apply one game's stat lines to it and to say who owns each team.
 */
export interface ContestCache {
  contestId: string;
  sport: SportId;
  /**
   * Completed drafts and a tournament's rounds formed when built: another draft completing or a
   * round forming makes the cache stale.
   */
  version: string;
  /**
   * A tournament's round in play (0: qualifying) and its players' teams across the tournament;
   * null for a contest without rounds. In a round the standings hold only the round's teams, in
   * their groups, scored on the round's own periods (RULES.md, Tournaments): their contest-wide rank
   * is their tournament rank, since the furthest round ranks first.
   */
  tournament: { round: number; contestTeams: number } | null;
  standings: ContestStandings;
  entryIds: string[];
  teamOf: Map<string, number>;
  /** Each team's player (null: a bot's seat), and each player's teams. */
  owners: (string | null)[];
  teamsOf: Map<string, number[]>;
  playerIndex: Map<string, number>;
  /** Each game's period, and each period's games in time order. */
  periodOf: Map<string, number>;
  periodGames: string[][];
  /** Each game's fantasy points per player, as last applied. */
  gamePoints: Map<string, Map<string, number>>;
}

/** A player's points in a period, in hundredths: the period's games summed as draft-scores does. */
export function periodHundredths(cache: ContestCache, period: number, playerId: string): number {
  let points = 0;
  for (const gameId of cache.periodGames[period]!) {
    const line = cache.gamePoints.get(gameId)?.get(playerId);
    if (line !== undefined) points = roundPoints(points + line);
  }
  return Math.round(points * 100);
}

/**
 * Each contest's completed drafts and advancement rounds formed, as one version string (what a
 * cache is checked against).
 */
export async function contestVersions(db: Database, contestIds: readonly string[]) {
  if (contestIds.length === 0) return new Map<string, string>();
  const rows = await selectRows<{ contest_id: string; drafts: number | string; rounds: number | string }>(
    db,
    sql`select d.contest_id, count(*) as drafts,
          (select coalesce(max(g.round), 0) from contest_groups g where g.contest_id = d.contest_id) as rounds
        from drafts d
        where d.status = 'complete' and d.contest_id = any(${textArray([...new Set(contestIds)])})
        group by d.contest_id`,
  );
  return new Map(rows.map((row) => [row.contest_id, `${Number(row.drafts)}/${Number(row.rounds)}`]));
}

/**
 * Per game, the contests (tournaments too) whose scored slates hold it and that have completed
 * drafts, in id order; settled ones left out (their pages read the database). Asked for the games
 * of every batch of game events, so it starts from the games' slates (an index), not every contest.
 */
export async function contestsOfGames(
  db: Database,
  gameIds: readonly string[],
): Promise<Map<string, string[]>> {
  const byGame = new Map<string, string[]>(gameIds.map((id) => [id, []]));
  if (gameIds.length === 0) return byGame;
  const games = textArray([...byGame.keys()]);
  const rows = await selectRows<{ game_id: string; id: string }>(
    db,
    sql`select distinct s.game_id, c.id from (
            select sg.game_id, o.id from slate_games sg join contests o on o.slate_id = sg.slate_id
            where sg.game_id = any(${games})
            union all
            select sg.game_id, cs.contest_id from slate_games sg join contest_slates cs on cs.slate_id = sg.slate_id
            where sg.game_id = any(${games})) s
          join contests c on c.id = s.id
        where c.status <> 'closed'
          and exists (select 1 from drafts d where d.contest_id = c.id and d.status = 'complete')
        order by s.game_id, c.id`,
  );
  for (const row of rows) byGame.get(row.game_id)?.push(row.id);
  return byGame;
}

/** The contests scoring one game (contestsOfGames). */
export async function contestsOfGame(db: Database, gameId: string): Promise<string[]> {
  return (await contestsOfGames(db, [gameId])).get(gameId) ?? [];
}

let threads: RescoreThreads | null = null;

/** The process's rescore threads, started on the first contest large enough to use them. */
function rescoreThreads(): RescoreThreads {
  threads ??= new RescoreThreads();
  return threads;
}

/**
 * Builds a contest's cache from the database; null for a contest without teams yet. A tournament's
 * cache holds the round in play: its teams in their groups, scored on its own periods.
 */
export async function loadContestCache(db: Database, contestId: string): Promise<ContestCache | null> {
  const [contest] = await selectRows<{ sport_id: SportId }>(
    db,
    sql`select c.sport_id from contests c where c.id = ${contestId}`,
  );
  if (!contest) return null;
  const shape = BEST_BALL_ROSTERS[contest.sport_id];
  if (!shape) return null;
  const [versions, tournament] = [
    await contestVersions(db, [contestId]),
    await loadTournament(db, contestId),
  ];
  const seated = await selectRows<{ id: string; draft_id: string; user_id: string | null }>(
    db,
    sql`select e.id, e.draft_id, e.user_id from contest_entries e join drafts d on d.id = e.draft_id
        where e.contest_id = ${contestId} and e.state = 'seated' and d.status = 'complete'
        order by e.draft_id, e.seat`,
  );
  // A tournament's round in play: the last one formed (0 while qualifying), and its groups.
  const round = tournament ? Math.max(0, ...tournament.groups.keys()) : 0;
  const groupOf = round > 0 ? tournament!.groups.get(round)! : null;
  const entries = groupOf ? seated.filter((entry) => groupOf.has(entry.id)) : seated;
  if (entries.length === 0) return null;
  const picks = await selectRows<{ entry_id: string; player_id: string; position: string }>(
    db,
    sql`select dp.entry_id, dp.player_id, p.position from draft_picks dp join players p on p.id = dp.player_id
        join drafts d on d.id = dp.draft_id
        where d.contest_id = ${contestId} and d.status = 'complete' order by dp.entry_id, dp.pick_number`,
  );
  const slateGames = await selectRows<{ id: string; starts_at: unknown; slate_id: string }>(
    db,
    sql`select g.id, g.starts_at, sg.slate_id from contests c
        join slate_games sg on sg.slate_id in ${SCORED_SLATES} join games g on g.id = sg.game_id
        where c.id = ${contestId} order by g.starts_at, g.id`,
  );
  // A tournament scores only the round in play's own slates.
  const games = tournament
    ? slateGames.filter((game) => (tournament.slateRounds.get(game.slate_id) ?? 0) === round)
    : slateGames;
  const stats =
    games.length === 0
      ? []
      : await selectRows<{ game_id: string; player_id: string; stats: Record<string, number> }>(
          db,
          sql`select game_id, player_id, stats from player_game_stats
              where game_id = any(${textArray(games.map((game) => game.id))})`,
        );

  const playerIndex = new Map<string, number>([[NO_POSITION, 0]]);
  const positions = [NO_POSITION];
  const rosterOf = new Map<string, number[]>();
  for (const pick of picks) {
    let player = playerIndex.get(pick.player_id);
    if (player === undefined) {
      player = positions.length;
      playerIndex.set(pick.player_id, player);
      positions.push(pick.position);
    }
    rosterOf.set(pick.entry_id, [...(rosterOf.get(pick.entry_id) ?? []), player]);
  }
  const rosterSize = Math.max(1, ...[...rosterOf.values()].map((roster) => roster.length));
  const rosters = new Uint32Array(entries.length * rosterSize);
  entries.forEach((entry, team) => {
    rosters.set(rosterOf.get(entry.id) ?? [], team * rosterSize);
  });

  const periodIds: string[] = [];
  const periodOf = new Map<string, number>();
  const periodGames: string[][] = [];
  for (const game of games) {
    const id = scoringPeriodId(contest.sport_id, game.slate_id, new Date(game.starts_at as string));
    let period = periodIds.indexOf(id);
    if (period < 0) {
      period = periodIds.push(id) - 1;
      periodGames.push([]);
    }
    periodOf.set(game.id, period);
    periodGames[period]!.push(game.id);
  }
  const draftIndex = new Map<string, number>();
  const cache: ContestCache = {
    contestId,
    sport: contest.sport_id,
    version: versions.get(contestId) ?? '',
    tournament: tournament
      ? { round, contestTeams: seated.filter((entry) => entry.user_id !== null).length }
      : null,
    standings: new ContestStandings({
      shape,
      positions,
      periods: Math.max(1, periodIds.length),
      rosterSize,
      rosters,
      drafts: Int32Array.from(entries, (entry) => {
        if (!draftIndex.has(entry.draft_id)) draftIndex.set(entry.draft_id, draftIndex.size);
        return draftIndex.get(entry.draft_id)!;
      }),
      ranked: Uint8Array.from(entries, (entry) => (entry.user_id === null ? 0 : 1)),
      groups: groupOf ? Int32Array.from(entries, (entry) => groupOf.get(entry.id)!) : undefined,
      // A contest this large is rescored over the cores (rescore-threads.ts).
      shared: entries.length >= THREADED_TEAMS,
    }),
    entryIds: entries.map((entry) => entry.id),
    teamOf: new Map(entries.map((entry, team) => [entry.id, team])),
    owners: entries.map((entry) => entry.user_id),
    teamsOf: new Map(),
    playerIndex,
    periodOf,
    periodGames,
    gamePoints: new Map(),
  };
  entries.forEach((entry, team) => {
    if (entry.user_id) cache.teamsOf.set(entry.user_id, [...(cache.teamsOf.get(entry.user_id) ?? []), team]);
  });
  for (const line of stats) {
    if (!playerIndex.has(line.player_id)) continue;
    const points = cache.gamePoints.get(line.game_id) ?? new Map<string, number>();
    points.set(line.player_id, fantasyPoints(contest.sport_id, line.stats));
    cache.gamePoints.set(line.game_id, points);
  }
  for (const [playerId, player] of playerIndex) {
    for (let period = 0; period < periodGames.length; period++)
      cache.standings.loadPoints(player, period, periodHundredths(cache, period, playerId));
  }
  // Not yet published: nothing else changes the standings while worker threads score them.
  await rescoreThreads().rescoreAll(cache.standings);
  return cache;
}
