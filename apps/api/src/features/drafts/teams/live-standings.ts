import { type BestBallStandingsTeam, fantasyPoints } from '@kennel/core';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database.ts';
import { selectRows } from '../../../platform/db/rows.ts';
import type { ContestRank } from './contest-ranks.ts';
import { SCORED_SLATES } from './scored-slates.ts';
import {
  type ContestCache,
  contestsOfGames,
  contestVersions,
  loadContestCache,
  periodHundredths,
} from './standings-loader.ts';

/** Teams of one player whose standing moved: what the player's standings topic carries. */
export interface StandingsUpdate {
  userId: string;
  teams: BestBallStandingsTeam[];
}

/** A contest's cache no event or page has used for this long is dropped (its games are over, or nobody looks). */
export const STANDINGS_IDLE_MS = 30 * 60_000;

/**
 * Live best ball standings held in memory per contest (RULES.md, Best ball; issue 23): a cache of
 * the stat lines, rebuilt from the database when missing or when another draft of the contest has
 * completed, never the truth for money (prizes are settled from the database). A game's stat lines
 * move only the players whose points changed, then the teams holding them, then their ranks.
 * Every process keeps its own, fed by the game events the bus brings every process; one step at a
 * time, so a rebuild and an event never interleave.
 */
export function createLiveStandings({
  db,
  now = Date.now,
  idleMs = STANDINGS_IDLE_MS,
}: {
  db: Database;
  /** The process's clock, for dropping caches nobody uses (tests pass their own). */
  now?: () => number;
  idleMs?: number;
}) {
  const caches = new Map<string, ContestCache>();
  const usedAt = new Map<string, number>();
  // Games whose event waits its turn, with the followers of every event of them since: the games
  // waiting together make one run (a simulator tick's events of every live game), one read of
  // their contests.
  let pending: Map<string, Set<string>> | undefined;
  // What each watched team was last told, so a team is told again only when its standing changed.
  const lastTold = new Map<string, string>();
  const LAST_TOLD_LIMIT = 200_000;
  let queue: Promise<unknown> = Promise.resolve();
  const serial = <T>(task: () => Promise<T>): Promise<T> => {
    const next = queue.then(task, task);
    queue = next.catch(() => {});
    return next;
  };

  /** Drops the caches nothing has used for `idleMs`: memory holds only contests in play and in view. */
  function dropIdle() {
    const before = now() - idleMs;
    for (const [contestId, at] of usedAt) {
      if (at >= before) continue;
      caches.delete(contestId);
      usedAt.delete(contestId);
    }
  }

  /** The contests' caches, built or rebuilt where missing or stale. */
  async function fresh(contestIds: readonly string[]): Promise<Map<string, ContestCache>> {
    dropIdle();
    for (const contestId of contestIds) usedAt.set(contestId, now());
    const versions = await contestVersions(db, contestIds);
    const result = new Map<string, ContestCache>();
    for (const contestId of new Set(contestIds)) {
      let cache = caches.get(contestId);
      if (!cache || cache.version !== (versions.get(contestId) ?? '')) {
        caches.delete(contestId);
        cache = (await loadContestCache(db, contestId)) ?? undefined;
        if (cache) caches.set(contestId, cache);
      }
      if (cache) result.set(contestId, cache);
    }
    return result;
  }

  function standingOf(cache: ContestCache, team: number): BestBallStandingsTeam {
    const { standings, tournament } = cache;
    const draft = standings.draftStanding(team);
    const ranked = standings.isRanked(team);
    const group = standings.groupStanding(team);
    return {
      entry_id: cache.entryIds[team]!,
      contest_id: cache.contestId,
      points: standings.totals[team]! / 100,
      // In a tournament's advancement round the standings hold the round's teams: its group rank.
      rank: group ? group.rank : draft.rank,
      rank_tied: group ? group.tied : draft.tied,
      contest_rank: ranked ? standings.contestRank(team) : null,
      contest_rank_tied: ranked && standings.tiedWith(team) > 1,
      contest_teams: tournament ? tournament.contestTeams : standings.rankedTeams,
      tournament: tournament
        ? {
            round: tournament.round,
            group_rank: group ? group.rank : null,
            group_teams: group ? group.teams : 0,
          }
        : null,
    };
  }

  /**
   * Applies one game's stat lines to every contest that scores it; answers, for the players in
   * `followers` (those someone is watching), their teams whose standing changed: the teams that
   * moved, their draft-mates, and teams others passed in the contest.
   */
  async function applyGames(games: ReadonlyMap<string, ReadonlySet<string>>): Promise<StandingsUpdate[]> {
    const contestsOf = await contestsOfGames(db, [...games.keys()]);
    const byUser = new Map<string, Map<string, BestBallStandingsTeam>>();
    for (const [gameId, followers] of games)
      await applyGame(gameId, contestsOf.get(gameId) ?? [], followers, byUser);
    if (lastTold.size > LAST_TOLD_LIMIT) lastTold.clear();
    return [...byUser].map(([userId, teams]) => ({ userId, teams: [...teams.values()] }));
  }

  async function applyGame(
    gameId: string,
    contestIds: readonly string[],
    followers: ReadonlySet<string>,
    byUser: Map<string, Map<string, BestBallStandingsTeam>>,
  ): Promise<void> {
    if (contestIds.length === 0) return;
    const before = new Map(contestIds.map((id) => [id, caches.get(id)]));
    const contests = await fresh(contestIds);
    const lines = await selectRows<{ player_id: string; stats: Record<string, number> }>(
      db,
      sql`select player_id, stats from player_game_stats where game_id = ${gameId}`,
    );
    for (const cache of contests.values()) {
      const period = cache.periodOf.get(gameId);
      if (period === undefined) continue;
      const known = cache.gamePoints.get(gameId) ?? new Map<string, number>();
      cache.gamePoints.set(gameId, known);
      // The drafts of the teams that moved: a team passing another moves that one's draft rank too.
      const drafts = new Set<number>();
      const next = new Map(lines.map((line) => [line.player_id, fantasyPoints(cache.sport, line.stats)]));
      for (const playerId of new Set([...known.keys(), ...next.keys()])) {
        const player = cache.playerIndex.get(playerId);
        if (player === undefined) continue;
        const points = next.get(playerId);
        if (points === undefined) known.delete(playerId);
        else if (points === known.get(playerId)) continue;
        else known.set(playerId, points);
        const changes = cache.standings.setPlayerPoints(
          player,
          period,
          periodHundredths(cache, period, playerId),
        );
        for (const team of changes) drafts.add(cache.standings.draftOf(team));
      }
      // A cache built just now (new, or rebuilt when stale) read these lines already: the teams
      // holding the game's players moved.
      if (before.get(cache.contestId) !== cache) {
        for (const playerId of next.keys()) {
          const player = cache.playerIndex.get(playerId);
          if (player === undefined) continue;
          for (const team of cache.standings.holdersOf(player)) drafts.add(cache.standings.draftOf(team));
        }
      }
      if (followers.size === 0 || drafts.size === 0) continue;
      // Each watched team in those drafts, and each watched team whose contest rank others moved.
      const tell = (team: number) => {
        const owner = cache.owners[team];
        if (!owner || !followers.has(owner)) return;
        const standing = standingOf(cache, team);
        const key = JSON.stringify(standing);
        if (lastTold.get(standing.entry_id) === key) return;
        lastTold.set(standing.entry_id, key);
        const teams = byUser.get(owner) ?? new Map<string, BestBallStandingsTeam>();
        teams.set(standing.entry_id, standing);
        byUser.set(owner, teams);
      };
      for (const draft of drafts) for (const team of cache.standings.draftMembers(draft)) tell(team);
      for (const userId of followers) for (const team of cache.teamsOf.get(userId) ?? []) tell(team);
    }
  }

  return {
    /** At start: every contest whose games are under way and not all over is held in memory. */
    warm: () =>
      serial(async () => {
        const live = await selectRows<{ id: string }>(
          db,
          sql`select c.id from contests c
              where exists (select 1 from drafts d where d.contest_id = c.id and d.status = 'complete')
                and exists (select 1 from slate_games sg join games g on g.id = sg.game_id
                  where sg.slate_id in ${SCORED_SLATES} and g.status = 'in_progress')`,
        );
        await fresh(live.map((contest) => contest.id));
      }),
    /**
     * A game's stat lines changed (a game event from any process). An event while a run waits its
     * turn joins that run (it reads the games' lines when it starts), whose first asker is answered
     * with every update of it; the others with none.
     */
    applyGame(gameId: string, followers: ReadonlySet<string>): Promise<StandingsUpdate[]> {
      if (pending) {
        const waiting = pending.get(gameId);
        if (waiting) for (const userId of followers) waiting.add(userId);
        else pending.set(gameId, new Set(followers));
        return Promise.resolve([]);
      }
      const games = new Map([[gameId, new Set(followers)]]);
      pending = games;
      return serial(() => {
        // Runs start in order: the run starting is the one waiting.
        pending = undefined;
        return applyGames(games);
      });
    },
    /**
     * Contest-wide ranks of the given teams from the live caches (built if missing): teams of
     * tournaments (their pages rank them by round first, from the database) and of contests without
     * completed drafts are left out.
     */
    contestRanks: (teams: readonly { entryId: string; contestId: string }[]) =>
      serial(async () => {
        const contests = await fresh(teams.map((team) => team.contestId));
        const ranks = new Map<string, ContestRank & { points: number }>();
        for (const { entryId, contestId } of teams) {
          const cache = contests.get(contestId);
          const team = cache?.teamOf.get(entryId);
          if (!cache || cache.tournament || team === undefined || !cache.standings.isRanked(team)) continue;
          const standing = standingOf(cache, team);
          ranks.set(entryId, {
            rank: standing.contest_rank!,
            tied: standing.contest_rank_tied,
            teams: standing.contest_teams,
            points: standing.points,
          });
        }
        return ranks;
      }),
    /** Forgets a contest (finished: its pages read the database) or every one (events may be lost). */
    forget(contestId?: string) {
      if (contestId === undefined) {
        caches.clear();
        usedAt.clear();
        lastTold.clear();
      } else {
        caches.delete(contestId);
        usedAt.delete(contestId);
      }
    },
    cachedContests: () => [...caches.keys()],
  };
}

export type LiveStandings = ReturnType<typeof createLiveStandings>;
