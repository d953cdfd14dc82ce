import { describe, expect, it } from 'vitest';
import { applyGameEvents, initialGameState } from '../game-state.ts';
import { checkGameTotals } from './check-totals.ts';
import { sampleGame } from './sample-game.ts';
import { simulateGame } from './simulate-game.ts';
import { generateWorld } from './world.ts';

const world = generateWorld(6, { startsOn: '2026-09-01' });
const at = '2026-11-24T19:00:00.000Z';

function finalState(sport: 'nba' | 'nhl' | 'mlb' | 'soccer') {
  const { game, home, away } = sampleGame(world, sport, 1, at);
  const events = simulateGame(2, game, home, away, { gameMinutes: 10 });
  return { home, away, events, state: applyGameEvents(initialGameState(), events).state };
}

describe('checkGameTotals', () => {
  it('accepts a consistent final state as well as its events', () => {
    const { home, away, events, state } = finalState('nhl');
    expect(checkGameTotals('nhl', state, home, away)).toEqual([]);
    expect(checkGameTotals('nhl', events, home, away)).toEqual([]);
  });

  it('reports a score that is not the players’ scoring, and minutes that do not add up', () => {
    const { home, away, state } = finalState('nba');
    const broken = { ...state, homeScore: state.homeScore + 1 };
    expect(checkGameTotals('nba', broken, home, away)).toContain(
      `home: score ${state.homeScore + 1} but players scored ${state.homeScore}`,
    );
    const starter = home.find((player) => (state.statLines[player.id]?.minutes ?? 0) > 0);
    if (!starter) throw new Error('nobody played');
    const lines = { ...state.statLines, [starter.id]: { ...state.statLines[starter.id], minutes: 0 } };
    expect(checkGameTotals('nba', { ...state, statLines: lines }, home, away).join('\n')).toMatch(
      /home: minutes add up to five on the floor/,
    );
  });

  it('reports stats of a player who was out, or on neither team', () => {
    const { home, away, state } = finalState('soccer');
    const played = home.find((player) => state.statLines[player.id]);
    if (!played) throw new Error('nobody played');
    const benched = home.map((player) =>
      player === played ? { ...player, status: 'out' as const } : player,
    );
    expect(checkGameTotals('soccer', state, benched, away)).toContain(
      `${played.id} is out but recorded stats`,
    );
    const lines = { ...state.statLines, 'sim-soccer-XXX-gk1': { saves: 1 } };
    expect(checkGameTotals('soccer', { ...state, statLines: lines }, home, away)).toContain(
      'sim-soccer-XXX-gk1 is on neither team',
    );
  });

  it('reports baseball hits that are not the sum of their kinds and strikeouts that do not pair', () => {
    const { home, away, state } = finalState('mlb');
    const hitter = home.find((player) => (state.statLines[player.id]?.hits ?? 0) > 0);
    const pitcher = away.find((player) => (state.statLines[player.id]?.pitcher_strikeouts ?? 0) > 0);
    if (!hitter || !pitcher) throw new Error('no hit or no strikeout');
    const lines = {
      ...state.statLines,
      [hitter.id]: { ...state.statLines[hitter.id], hits: (state.statLines[hitter.id]?.hits ?? 0) + 1 },
      [pitcher.id]: { ...state.statLines[pitcher.id], pitcher_strikeouts: 0 },
    };
    const problems = checkGameTotals('mlb', { ...state, statLines: lines }, home, away).join('\n');
    expect(problems).toMatch(/hits are not the sum of hit types/);
    expect(problems).toMatch(/away: pitcher strikeouts equal opposing batter strikeouts/);
  });
});
