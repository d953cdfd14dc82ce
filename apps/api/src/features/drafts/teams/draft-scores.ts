import {
  BEST_BALL_ROSTERS,
  type BestBallPeriod,
  bestBallScore,
  fantasyPoints,
  KENNEL_TIME_ZONE,
  type PeriodPoints,
  rankByPoints,
  roundPoints,
  type SportId,
  scoringPeriodId,
} from '@kennel/core';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database.ts';
import { selectRows } from '../../../platform/db/rows.ts';
import { textArray } from '../../sports/upsert.ts';
import { SCORED_SLATES } from './scored-slates.ts';

/** Games over for scoring: their stat lines no longer change. */
export const FINISHED_GAME_STATUSES = ['final', 'cancelled'];
const PLAYED_GAME_STATUSES = ['in_progress', 'final'];

export interface EntryScore {
  entryId: string;
  roster: { pickNumber: number; round: number; playerId: string; points: number }[];
  periods: BestBallPeriod[];
  /** null until a game of the slate has started. */
  points: number | null;
  rank: number | null;
  /** Another team of the draft has the same rank. */
  rankTied: boolean;
  /** Roster players whose game has started (0: the team has not begun to score). */
  playersStarted: number;
}

export interface DraftScore {
  draftId: string;
  /** Every game of the slate is over. */
  finished: boolean;
  entries: Map<string, EntryScore>;
  /** Bots' seats among the entries (only where the sandbox allows bots): they rank in the draft, never for prizes. */
  bots: number;
}

interface GameRow {
  id: string;
  starts_at: unknown;
  status: string;
  draft_id: string;
  sport_id: SportId;
  slate_id: string;
  slate_name: string;
  home_team_id: string;
  away_team_id: string;
}

/** "Tue, Nov 24": the Eastern day a day sport's period is (scoringPeriodId's day). */
const dayLabel = (at: Date) =>
  at.toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: KENNEL_TIME_ZONE,
  });

/**
 * Best ball scores of whole drafts from the stat lines (RULES.md, Best ball): per scoring period
 * each roster's best legal lineup, summed, and ranks in the draft. Reads everything in three queries.
 */
export async function loadDraftScores(
  db: Database,
  draftIds: readonly string[],
): Promise<Map<string, DraftScore>> {
  const result = new Map<string, DraftScore>();
  if (draftIds.length === 0) return result;
  const ids = sql`array(select jsonb_array_elements_text(${JSON.stringify([...new Set(draftIds)])}::jsonb)::uuid)`;
  const picks = await selectRows<{
    draft_id: string;
    entry_id: string;
    pick_number: number;
    round: number;
    player_id: string;
    position: string;
    team_id: string | null;
  }>(
    db,
    sql`select dp.draft_id, dp.entry_id, dp.pick_number, dp.round, dp.player_id, p.position, p.team_id
        from draft_picks dp join players p on p.id = dp.player_id
        where dp.draft_id = any(${ids}) order by dp.draft_id, dp.pick_number`,
  );
  const games = await selectRows<GameRow>(
    db,
    sql`select g.id, g.starts_at, g.status, d.id as draft_id, c.sport_id, sg.slate_id, s.name as slate_name,
          g.home_team_id, g.away_team_id
        from drafts d join contests c on c.id = d.contest_id
        join slate_games sg on sg.slate_id in ${SCORED_SLATES} join slates s on s.id = sg.slate_id
        join games g on g.id = sg.game_id
        where d.id = any(${ids}) order by g.starts_at, g.id`,
  );
  const entries = await selectRows<{ id: string; draft_id: string; bot: boolean }>(
    db,
    sql`select id, draft_id, user_id is null as bot from contest_entries
        where draft_id = any(${ids}) and state = 'seated'`,
  );
  const gameIds = [...new Set(games.map((game) => game.id))];
  const playerIds = [...new Set(picks.map((pick) => pick.player_id))];
  const stats =
    gameIds.length === 0 || playerIds.length === 0
      ? []
      : await selectRows<{ game_id: string; player_id: string; stats: Record<string, number> }>(
          db,
          sql`select game_id, player_id, stats from player_game_stats
              where game_id = any(${textArray(gameIds)}) and player_id = any(${textArray(playerIds)})`,
        );
  const statsByGame = new Map<string, { player_id: string; stats: Record<string, number> }[]>();
  for (const row of stats) statsByGame.set(row.game_id, [...(statsByGame.get(row.game_id) ?? []), row]);

  for (const draftId of new Set(draftIds)) {
    const draftGames = games.filter((game) => game.draft_id === draftId);
    const draftPicks = picks.filter((pick) => pick.draft_id === draftId);
    const first = draftGames[0];
    const shape = first ? BEST_BALL_ROSTERS[first.sport_id] : undefined;
    const scores = new Map<string, EntryScore>();
    const seated = entries.filter((row) => row.draft_id === draftId);
    for (const entry of seated) {
      scores.set(entry.id, {
        entryId: entry.id,
        roster: [],
        periods: [],
        points: null,
        rank: null,
        rankTied: false,
        playersStarted: 0,
      });
    }
    result.set(draftId, {
      draftId,
      finished:
        draftGames.length > 0 && draftGames.every((game) => FINISHED_GAME_STATUSES.includes(game.status)),
      entries: scores,
      bots: seated.filter((entry) => entry.bot).length,
    });
    if (!first || !shape) continue;
    const sport = first.sport_id;
    // Periods in time order, each with its games and every player's points in it.
    const periods = new Map<
      string,
      { label: string; startsAt: Date; final: boolean; points: Map<string, number> }
    >();
    for (const game of draftGames) {
      const startsAt = new Date(game.starts_at as string);
      const id = scoringPeriodId(sport, game.slate_id, startsAt);
      const period = periods.get(id) ?? {
        label: sport === 'nfl' ? game.slate_name : dayLabel(startsAt),
        startsAt,
        final: true,
        points: new Map<string, number>(),
      };
      period.final &&= FINISHED_GAME_STATUSES.includes(game.status);
      for (const line of statsByGame.get(game.id) ?? []) {
        const points = fantasyPoints(sport, line.stats);
        period.points.set(line.player_id, roundPoints((period.points.get(line.player_id) ?? 0) + points));
      }
      periods.set(id, period);
    }
    const periodList: PeriodPoints[] = [...periods].map(([id, period]) => ({ id, points: period.points }));
    const played = draftGames.some((game) => PLAYED_GAME_STATUSES.includes(game.status));
    const startedTeams = new Set(
      draftGames
        .filter((game) => PLAYED_GAME_STATUSES.includes(game.status))
        .flatMap((game) => [game.home_team_id, game.away_team_id]),
    );
    for (const score of scores.values()) {
      const roster = draftPicks.filter((pick) => pick.entry_id === score.entryId);
      const total = bestBallScore(
        shape,
        roster.map((pick) => ({ id: pick.player_id, position: pick.position })),
        periodList,
      );
      score.roster = roster.map((pick) => ({
        pickNumber: pick.pick_number,
        round: pick.round,
        playerId: pick.player_id,
        points: roundPoints(
          periodList.reduce((sum, period) => sum + (period.points.get(pick.player_id) ?? 0), 0),
        ),
      }));
      score.periods = total.periods.map((lineup) => {
        const period = periods.get(lineup.periodId)!;
        return {
          id: lineup.periodId,
          label: period.label,
          starts_at: period.startsAt.toISOString(),
          final: period.final,
          points: lineup.points,
          starters: lineup.starters.map((starter) => ({
            slot: starter.slot,
            player_id: starter.playerId,
            points: starter.points,
          })),
        };
      });
      score.points = played ? total.points : null;
      score.playersStarted = roster.filter((pick) => pick.team_id && startedTeams.has(pick.team_id)).length;
    }
    if (played) {
      const ranked = rankByPoints(
        [...scores.values()].map((score) => ({ id: score.entryId, points: score.points! })),
      );
      for (const entry of ranked) {
        const score = scores.get(entry.id)!;
        score.rank = entry.rank;
        score.rankTied = ranked.some((other) => other.id !== entry.id && other.rank === entry.rank);
      }
    }
  }
  return result;
}
