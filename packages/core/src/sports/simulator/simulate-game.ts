import { isSportId, SPORTS, type SportId } from '../catalog.ts';
import type { StatEvent } from '../stat-events.ts';
import type { Game, Player } from '../world-file.ts';
import { simulateBaseball } from './baseball.ts';
import { simulateBasketball } from './basketball.ts';
import { simulateFootball } from './football.ts';
import { simulateHockey } from './hockey.ts';
import { type SimInput, type SimResult, teamSide } from './play-log.ts';
import { createRandom } from './random.ts';
import { simulateSoccer } from './soccer.ts';

const SIMULATORS: Record<SportId, (input: SimInput) => SimResult> = {
  nfl: simulateFootball,
  nba: simulateBasketball,
  mlb: simulateBaseball,
  nhl: simulateHockey,
  soccer: simulateSoccer,
};

/** The sport of a game, from its players or else its simulator id (`sim-nba-g-…`). */
export function sportOfGame(
  game: Pick<Game, 'id'>,
  home: readonly Player[],
  away: readonly Player[],
): SportId {
  const fromPlayers = home[0]?.sport_id ?? away[0]?.sport_id;
  if (fromPlayers) return fromPlayers;
  const fromId = /^sim-([a-z]+)-/.exec(game.id)?.[1];
  if (fromId && isSportId(fromId)) return fromId;
  throw new Error(`Cannot tell the sport of game ${game.id}`);
}

/** Runs a game's plays with a given random source (the game's own, or a projection run's). */
export function runGame(
  seed: number | string,
  randomKey: string,
  game: Pick<Game, 'id'>,
  home: readonly Player[],
  away: readonly Player[],
): { sport: SportId; result: SimResult } {
  const sport = sportOfGame(game, home, away);
  const random = createRandom(randomKey);
  const result = SIMULATORS[sport]({
    random,
    gameId: game.id,
    home: teamSide(seed, 'home', home, random),
    away: teamSide(seed, 'away', away, random),
  });
  return { sport, result };
}

/**
 * A game's whole event stream: in progress at the start, its plays spread over `gameMinutes` of
 * wall time, then final. Deterministic for (seed, game id, players).
 */
export function simulateGame(
  seed: number | string,
  game: Game,
  home: readonly Player[],
  away: readonly Player[],
  options: { gameMinutes: number },
): StatEvent[] {
  const { sport, result } = runGame(seed, `${seed}:game:${game.id}`, game, home, away);
  const definition = SPORTS[sport];
  const start = Date.parse(game.starts_at);
  const duration = Math.max(1, Math.round(options.gameMinutes * 60_000));
  const at = (offset: number) => new Date(start + offset).toISOString();
  const clockStart = definition.periodSeconds > 0 ? definition.periodSeconds : null;
  const events: StatEvent[] = [
    {
      kind: 'game_status',
      stream_id: game.id,
      seq: 1,
      occurred_at: at(0),
      status: 'in_progress',
      period: 1,
      clock_seconds: clockStart,
    },
  ];
  for (const play of result.plays) {
    const progress = result.length > 0 ? Math.min(1, play.elapsed / result.length) : 1;
    events.push({
      kind: 'play',
      stream_id: game.id,
      seq: events.length + 1,
      occurred_at: at(Math.floor(progress * (duration - 1000))),
      period: play.period,
      clock_seconds: play.clock,
      description: play.description.slice(0, 300),
      home_points: play.homePoints,
      away_points: play.awayPoints,
      stats: play.stats,
    });
  }
  events.push({
    kind: 'game_status',
    stream_id: game.id,
    seq: events.length + 1,
    occurred_at: at(duration),
    status: 'final',
    period: result.period,
    clock_seconds: clockStart === null ? null : 0,
  });
  return events;
}
