import { applyGameEvents, initialGameState } from '../game-state.ts';
import type { StatCorrectionEvent, StatEvent, StatValue } from '../stat-events.ts';
import type { Game, Player } from '../world-file.ts';
import { createRandom } from './random.ts';
import { sportOfGame } from './simulate-game.ts';

/** The team prefix of a simulator player id (`sim-nba-BOS-pg1` → `sim-nba-BOS`). */
const teamPrefix = (playerId: string) => playerId.replace(/-[a-z0-9]+$/, '');

/**
 * Now and then (about one game in five) the scorers revise a final: a rebound, assist or tackle
 * moves to a teammate, an earned run becomes unearned, or a catch's yards change on both the
 * receiver and the passer. Scores never change, so every consistency rule still holds.
 */
export function statCorrectionFor(
  seed: number | string,
  game: Game,
  events: readonly StatEvent[],
  /** The game's players, to name them in the description. */
  players: readonly Player[] = [],
): StatCorrectionEvent | null {
  const random = createRandom(`${seed}:correction:${game.id}`);
  if (!random.chance(0.2)) return null;
  const { state } = applyGameEvents(initialGameState(), events);
  const last = events.reduce(
    (latest, event) => (event.seq > latest.seq ? event : latest),
    events[0] as StatEvent,
  );
  if (!last || state.status !== 'final') return null;
  const sport = sportOfGame(game, players, []);
  const names = new Map(players.map((player) => [player.id, `${player.first_name} ${player.last_name}`]));
  const name = (id: string, unnamed: string) => names.get(id) ?? unnamed;
  const teams = new Map(players.map((player) => [player.id, player.team_id]));
  const teamOf = (id: string) => teams.get(id) ?? teamPrefix(id);
  const lines = Object.entries(state.statLines);
  const value = (player: string, stat: string) => state.statLines[player]?.[stat] ?? 0;
  let stats: StatValue[] = [];
  let description = '';
  const move = (stat: string, label: string, requires: string) => {
    const givers = lines.filter(([, line]) => (line[stat] ?? 0) > 0).map(([id]) => id);
    if (givers.length === 0) return;
    const giver = random.pick(givers);
    const takers = lines
      .filter(([id, line]) => id !== giver && teamOf(id) === teamOf(giver) && (line[requires] ?? 0) > 0)
      .map(([id]) => id);
    if (takers.length === 0) return;
    const taker = random.pick(takers);
    stats = [
      { player_id: giver, stat, value: value(giver, stat) - 1 },
      { player_id: taker, stat, value: value(taker, stat) + 1 },
    ];
    description = `Stat correction: ${label} moved from ${name(giver, 'one player')} to ${name(taker, 'a teammate')}`;
  };
  if (sport === 'nba') move('rebounds', 'a rebound', 'minutes');
  else if (sport === 'nhl') move('assists', 'an assist', 'time_on_ice_seconds');
  else if (sport === 'soccer') move('tackles', 'a tackle', 'minutes');
  else if (sport === 'mlb') {
    const pitchers = lines.filter(([, line]) => (line.earned_runs ?? 0) > 0).map(([id]) => id);
    if (pitchers.length > 0) {
      const pitcher = random.pick(pitchers);
      stats = [{ player_id: pitcher, stat: 'earned_runs', value: value(pitcher, 'earned_runs') - 1 }];
      description = `Stat correction: an earned run charged to ${name(pitcher, 'a pitcher')} ruled unearned (fielding error)`;
    }
  } else {
    const receivers = lines.filter(([, line]) => (line.receptions ?? 0) > 0).map(([id]) => id);
    const receiver = receivers.length > 0 ? random.pick(receivers) : undefined;
    const passer =
      receiver &&
      lines.find(([id, line]) => teamOf(id) === teamOf(receiver) && (line.passing_yards ?? 0) !== 0)?.[0];
    if (receiver && passer) {
      const yards = random.pick([-3, -2, -1, 1, 2, 3]);
      stats = [
        { player_id: receiver, stat: 'receiving_yards', value: value(receiver, 'receiving_yards') + yards },
        { player_id: passer, stat: 'passing_yards', value: value(passer, 'passing_yards') + yards },
      ];
      description = `Stat correction: a catch by ${name(receiver, 'a receiver')} was ${Math.abs(yards)} yard${Math.abs(yards) === 1 ? '' : 's'} ${yards > 0 ? 'longer' : 'shorter'}`;
    }
  }
  if (stats.length === 0) return null;
  return {
    kind: 'stat_correction',
    stream_id: game.id,
    seq: last.seq + 1,
    occurred_at: new Date(Date.parse(last.occurred_at) + random.int(30, 120) * 1000).toISOString(),
    description,
    stats,
    home_score: state.homeScore,
    away_score: state.awayScore,
  };
}
