import type { SportId } from '../catalog.ts';
import { applyGameEvents, type GameState, initialGameState } from '../game-state.ts';
import type { StatEvent } from '../stat-events.ts';
import type { Player } from '../world-file.ts';
import { isAvailable } from './depth.ts';

type Lines = GameState['statLines'];

const sum = (lines: Lines, players: readonly Player[], stat: string) =>
  players.reduce((total, player) => total + (lines[player.id]?.[stat] ?? 0), 0);

/** Points a team's players scored, by the sport's rules. */
function teamScore(sport: SportId, lines: Lines, players: readonly Player[]): number {
  const s = (stat: string) => sum(lines, players, stat);
  switch (sport) {
    case 'nfl':
      return (
        6 * (s('rushing_tds') + s('receiving_tds')) +
        3 * s('field_goals') +
        s('extra_points') +
        2 * s('two_point_conversions')
      );
    case 'nba':
      return s('points');
    case 'mlb':
      return s('runs');
    default:
      return s('goals');
  }
}

function sideRules(
  sport: SportId,
  state: GameState,
  own: readonly Player[],
  other: readonly Player[],
  label: string,
): string[] {
  const lines = state.statLines;
  const s = (stat: string) => sum(lines, own, stat);
  const o = (stat: string) => sum(lines, other, stat);
  const problems: string[] = [];
  const expect = (rule: string, actual: number, wanted: number) => {
    if (Math.abs(actual - wanted) > 1e-6) problems.push(`${label}: ${rule} (${actual} ≠ ${wanted})`);
  };
  const final = state.status === 'final';
  if (sport === 'nfl') {
    expect('passing yards equal receiving yards', s('passing_yards'), s('receiving_yards'));
    expect('passing TDs equal receiving TDs', s('passing_tds'), s('receiving_tds'));
  }
  if (sport === 'nba') {
    if (final)
      expect('minutes add up to five on the floor', s('minutes'), 240 + 25 * Math.max(0, state.period - 4));
    for (const player of own) {
      const line = lines[player.id] ?? {};
      if ((line.three_pointers_made ?? 0) * 3 > (line.points ?? 0))
        problems.push(`${label}: ${player.id} has more threes than points allow`);
    }
  }
  if (sport === 'mlb') {
    expect(
      'pitcher strikeouts equal opposing batter strikeouts',
      s('pitcher_strikeouts'),
      o('batter_strikeouts'),
    );
    expect('hits allowed equal opposing hits', s('hits_allowed'), o('hits'));
    if (s('earned_runs') > o('runs')) problems.push(`${label}: more earned runs than runs allowed`);
    if (s('rbis') > s('runs')) problems.push(`${label}: more RBIs than runs`);
    for (const player of own) {
      const line = lines[player.id] ?? {};
      const v = (stat: string) => line[stat] ?? 0;
      if (v('hits') !== v('singles') + v('doubles') + v('triples') + v('home_runs'))
        problems.push(`${label}: ${player.id} hits are not the sum of hit types`);
      if (v('total_bases') !== v('singles') + 2 * v('doubles') + 3 * v('triples') + 4 * v('home_runs'))
        problems.push(`${label}: ${player.id} total bases do not match hits`);
    }
  }
  if (sport === 'nhl' || sport === 'soccer') {
    const shots = sport === 'nhl' ? 'shots_on_goal' : 'shots_on_target';
    expect('saves equal opposing shots on goal less goals', s('saves'), o(shots) - o('goals'));
    expect('goals against equal opposing goals', s('goals_against'), o('goals'));
    if (sport === 'nhl' && s('assists') > 2 * s('goals'))
      problems.push(`${label}: more than two assists per goal`);
    if (sport === 'soccer' && s('assists') > s('goals')) problems.push(`${label}: more assists than goals`);
    if (sport === 'soccer' && final) expect('minutes add up to eleven on the pitch', s('minutes'), 990);
    for (const player of own) {
      const line = lines[player.id] ?? {};
      if ((line.goals ?? 0) > (line[shots] ?? 0))
        problems.push(`${label}: ${player.id} has more goals than shots on target`);
    }
  }
  return problems;
}

/**
 * Every broken consistency rule of a game (empty when its totals are consistent): scores equal
 * the players' scoring, and each sport's paired totals agree.
 */
export function checkGameTotals(
  sport: SportId,
  input: readonly StatEvent[] | GameState,
  home: readonly Player[],
  away: readonly Player[],
): string[] {
  const problems: string[] = [];
  let state: GameState;
  if (Array.isArray(input)) {
    const events = input as readonly StatEvent[];
    const applied = applyGameEvents(initialGameState(), events);
    if (applied.gap) problems.push(`stream has a gap at ${applied.gap.missingFrom}–${applied.gap.missingTo}`);
    state = applied.state;
    let homePoints = 0;
    let awayPoints = 0;
    for (const event of events) {
      if (event.kind !== 'play') continue;
      homePoints += event.home_points;
      awayPoints += event.away_points;
    }
    if (homePoints !== state.homeScore || awayPoints !== state.awayScore)
      problems.push(
        `play points ${homePoints}-${awayPoints} differ from the score ${state.homeScore}-${state.awayScore}`,
      );
  } else state = input as GameState;
  const homeScore = teamScore(sport, state.statLines, home);
  const awayScore = teamScore(sport, state.statLines, away);
  if (homeScore !== state.homeScore)
    problems.push(`home: score ${state.homeScore} but players scored ${homeScore}`);
  if (awayScore !== state.awayScore)
    problems.push(`away: score ${state.awayScore} but players scored ${awayScore}`);
  problems.push(
    ...sideRules(sport, state, home, away, 'home'),
    ...sideRules(sport, state, away, home, 'away'),
  );
  const known = new Set([...home, ...away].map((player) => player.id));
  for (const [playerId, line] of Object.entries(state.statLines)) {
    if (!known.has(playerId)) problems.push(`${playerId} is on neither team`);
    const player = [...home, ...away].find((candidate) => candidate.id === playerId);
    if (player && !isAvailable(player) && Object.values(line).some((value) => value !== 0))
      problems.push(`${playerId} is ${player.status} but recorded stats`);
  }
  return problems;
}
