import {
  gameProgress,
  lineMultipliers,
  offeredInGameLine,
  offeredPreGameLine,
  optionIdOf,
  PICKEM_STATS,
  type PickemPropKind,
  pickemStatValue,
  rivalsHandicap,
} from '@kennel/core';
import type { StoredPickemOption } from '../../../platform/db/schema/pickem.ts';
import type { NewProp } from './repo.ts';
import type { LineGame, ProjectedPlayer } from './world-reads.ts';

/** What a prop should be priced at now: its question and its line's stat value. */
export interface DesiredProp extends NewProp {
  statValue: number;
  /** In-game props: the player's stat so far that the line is priced on (null for the others). */
  pricedOn: number | null;
}

/** Rivals per game and stat: the two teams' best, then second-best, projected players. */
const RIVALS_PER_STAT = 2;

export const preGamePropId = (gameId: string, playerId: string, stat: string) =>
  `hl:pre:${gameId}:${playerId}:${stat}`;
export const inGamePropId = (gameId: string, playerId: string, stat: string) =>
  `hl:live:${gameId}:${playerId}:${stat}`;
export const rivalsPropId = (gameId: string, first: string, second: string, stat: string) =>
  `rv:pre:${gameId}:${first}:${second}:${stat}`;

/** A prop's line ids change with its version, so each priced version has its own id. */
export const lineIdOf = (propId: string, version: number) => `${propId}:v${version}`;

/** The two options of a prop's version, with that version's multipliers. */
export function optionsOf(kind: PickemPropKind, lineId: string, propId: string, version: number) {
  const multipliers = lineMultipliers(propId, version);
  const [up, down] = kind === 'rivals' ? (['first', 'second'] as const) : (['higher', 'lower'] as const);
  return [
    { id: optionIdOf(lineId, up), choice: up, multiplierHundredths: multipliers.higher },
    { id: optionIdOf(lineId, down), choice: down, multiplierHundredths: multipliers.lower },
  ] satisfies StoredPickemOption[];
}

function teamOf(game: LineGame, player: ProjectedPlayer) {
  return player.team_id === game.home_team_id ? 'home' : 'away';
}

/** The pre-game higher/lower and rivals props of a game, from its projections (core line-offers.ts decides who gets one). */
export function planPreGame(game: LineGame, players: readonly ProjectedPlayer[]): DesiredProp[] {
  const sport = game.sport_id;
  const desired: DesiredProp[] = [];
  for (const stat of PICKEM_STATS[sport]) {
    const priced: { player: ProjectedPlayer; mean: number }[] = [];
    for (const player of players) {
      const line = offeredPreGameLine(sport, stat, player.stats);
      if (!line) continue;
      const mean = pickemStatValue(sport, stat.key, player.stats);
      priced.push({ player, mean });
      desired.push({
        id: preGamePropId(game.id, player.player_id, stat.key),
        kind: 'higher_lower',
        timing: 'pre_game',
        sportId: sport,
        stat: stat.key,
        playerIds: [player.player_id],
        gameIds: [game.id],
        teamIds: [player.team_id],
        statValue: line.value,
        pricedOn: null,
      });
    }
    if (!stat.rivals) continue;
    const ranked = (side: 'home' | 'away') =>
      priced
        .filter(({ player }) => teamOf(game, player) === side)
        .sort((a, b) => b.mean - a.mean || a.player.player_id.localeCompare(b.player.player_id));
    const home = ranked('home');
    const away = ranked('away');
    for (let rank = 0; rank < RIVALS_PER_STAT; rank++) {
      const pair = [home[rank], away[rank]];
      if (!pair[0] || !pair[1]) break;
      // The one projected lower goes first and gets the handicap (A +2.5 vs B).
      const [first, second] = pair[0].mean <= pair[1].mean ? [pair[0], pair[1]] : [pair[1], pair[0]];
      if (!first || !second) continue;
      const rivals = rivalsHandicap(stat, first.mean, second.mean);
      if (!rivals) continue;
      desired.push({
        id: rivalsPropId(game.id, first.player.player_id, second.player.player_id, stat.key),
        kind: 'rivals',
        timing: 'pre_game',
        sportId: sport,
        stat: stat.key,
        playerIds: [first.player.player_id, second.player.player_id],
        gameIds: [game.id, game.id],
        teamIds: [first.player.team_id, second.player.team_id],
        statValue: rivals.handicap,
        pricedOn: null,
      });
    }
  }
  return desired;
}

/** The in-game props of a live game: what each player has so far plus the fair rest. */
export function planInGame(
  game: LineGame,
  players: readonly ProjectedPlayer[],
  statLines: ReadonlyMap<string, Record<string, number>>,
): DesiredProp[] {
  const sport = game.sport_id;
  const progress = gameProgress(sport, game.period, game.clock_seconds);
  const desired: DesiredProp[] = [];
  for (const stat of PICKEM_STATS[sport]) {
    for (const player of players) {
      const current = pickemStatValue(sport, stat.key, statLines.get(player.player_id) ?? {});
      const line = offeredInGameLine(sport, stat, player.stats, current, progress);
      if (!line) continue;
      desired.push({
        id: inGamePropId(game.id, player.player_id, stat.key),
        kind: 'higher_lower',
        timing: 'in_game',
        sportId: sport,
        stat: stat.key,
        playerIds: [player.player_id],
        gameIds: [game.id],
        teamIds: [player.team_id],
        statValue: line.value,
        pricedOn: current,
      });
    }
  }
  return desired;
}
