import { describe, expect, it } from 'vitest';
import { gameFixture } from '../../../shared/sports/testing/fixtures.ts';
import { boardFixture, boardGame, boardLine, boardPlayer } from '../testing/board-fixtures.ts';
import { replacedPickNotice } from './replaced-pick.ts';
import { lookupOf } from './slip-lines.ts';
import { EMPTY_SLIP, tapOption } from './slip-model.ts';

// Player 1 has a line in tonight's game and one in next week's (the simulated slates repeat).
const tonight = boardLine(1);
const nextWeek = gameFixture('nfl', { id: 'nfl-g2', starts_at: '2026-11-30T18:00:00.000Z' });
const later = boardLine(1, {
  id: 'line-1n-v1',
  prop_id: 'prop-1-next',
  stat_value: 70.5,
  subjects: [{ ...tonight.subjects[0]!, game_id: 'nfl-g2' }],
  options: [
    { id: 'line-1n-v1.higher', choice: 'higher', multiplier_hundredths: 100 },
    { id: 'line-1n-v1.lower', choice: 'lower', multiplier_hundredths: 100 },
  ],
});
// Jalen Marsh (player 0) against Drew Marsh (player 1).
const [jalen, drew] = [boardPlayer(0), boardPlayer(1)];
const rival = boardLine(0, {
  id: 'line-r-v1',
  prop_id: 'prop-rival',
  kind: 'rivals',
  stat_value: 2.5,
  subjects: [
    { player_id: jalen.id, game_id: 'nfl-g1', team_id: jalen.team!.id, current_value: null },
    { player_id: drew.id, game_id: 'nfl-g1', team_id: drew.team!.id, current_value: null },
  ],
  options: [
    { id: 'line-r-v1.first', choice: 'first', multiplier_hundredths: 100 },
    { id: 'line-r-v1.second', choice: 'second', multiplier_hundredths: 100 },
  ],
});
const board = {
  ...boardFixture(4),
  lines: [...boardFixture(4).lines, later, rival],
  games: [boardGame, nextWeek],
};
const lookup = lookupOf([board]);
const players = (pick: { playerId?: string | undefined }) => (pick.playerId ? [pick.playerId] : []);
const playerOf = (id: string) => lookup.players.get(id);
// Monday 23 November 2026, noon ET: tonight's game starts at 7:30 PM ET.
const NOW = new Date('2026-11-23T17:00:00.000Z');

describe('telling a player a pick was replaced', () => {
  it('names the pick that went and its game when the new line is in another game', () => {
    const first = tapOption(EMPTY_SLIP, tonight, 'higher', players, playerOf).slip;
    const outcome = tapOption(first, later, 'lower', players, playerOf);
    expect(outcome.result).toBe('replaced');
    expect(outcome.slip.picks.map((pick) => pick.propId)).toEqual(['prop-1-next']);
    const away = boardGame.away.abbreviation;
    const home = boardGame.home.abbreviation;
    expect(replacedPickNotice(outcome.replaced!, later, 'lower', lookup, NOW)).toEqual({
      title: 'Pick replaced',
      description: `One pick per player: Drew Marsh’s Higher than 51.5 Receiving Yards (${away} @ ${home} · 7:30 PM ET) is now Lower than 70.5 Receiving Yards.`,
    });
  });

  it('names the pick that went without a game when both lines are in the same game', () => {
    const otherStat = boardLine(1, {
      id: 'line-1r-v1',
      prop_id: 'prop-1-rec',
      stat_label: 'Receptions',
      stat_value: 5.5,
      options: [
        { id: 'line-1r-v1.higher', choice: 'higher', multiplier_hundredths: 100 },
        { id: 'line-1r-v1.lower', choice: 'lower', multiplier_hundredths: 100 },
      ],
    });
    const first = tapOption(EMPTY_SLIP, tonight, 'higher', players, playerOf).slip;
    const outcome = tapOption(first, otherStat, 'higher', players, playerOf);
    expect(replacedPickNotice(outcome.replaced!, otherStat, 'higher', lookup, NOW)?.description).toBe(
      'One pick per player: Drew Marsh’s Higher than 51.5 Receiving Yards is now Higher than 5.5 Receptions.',
    );
  });

  it('says nothing when the tap only switched the side of the same line', () => {
    const first = tapOption(EMPTY_SLIP, tonight, 'higher', players, playerOf).slip;
    const outcome = tapOption(first, tonight, 'lower', players, playerOf);
    expect(outcome.result).toBe('replaced');
    expect(replacedPickNotice(outcome.replaced!, tonight, 'lower', lookup, NOW)).toBeNull();
  });

  it('names the player of the pick a rivals line took off, not the line’s first player', () => {
    const first = tapOption(EMPTY_SLIP, tonight, 'higher', players, playerOf).slip;
    const outcome = tapOption(first, rival, 'first', players, playerOf);
    expect(outcome.result).toBe('replaced');
    expect(replacedPickNotice(outcome.replaced!, rival, 'first', lookup, NOW)?.description).toBe(
      'One pick per player: Drew Marsh’s Higher than 51.5 Receiving Yards was replaced by this one.',
    );
  });

  it('lists every pick a rivals line took off', () => {
    const one = tapOption(EMPTY_SLIP, boardLine(0), 'lower', players, playerOf).slip;
    const two = tapOption(one, tonight, 'higher', players, playerOf).slip;
    const outcome = tapOption(two, rival, 'second', players, playerOf);
    expect(outcome.replaced).toHaveLength(2);
    expect(replacedPickNotice(outcome.replaced!, rival, 'second', lookup, NOW)).toEqual({
      title: 'Picks replaced',
      description:
        'One pick per player: Jalen Marsh’s Lower than 4.5 Receptions and Drew Marsh’s Higher than 51.5 Receiving Yards were replaced by this one.',
    });
  });
});
