import { describe, expect, it } from 'vitest';
import { boardLine, boardPlayer } from '../testing/board-fixtures.ts';
import { acceptLine, EMPTY_SLIP, type Slip, tapOption } from './slip-model.ts';

const players = (pick: { playerId?: string | undefined }) => (pick.playerId ? [pick.playerId] : []);
const playerOf = (id: string) => boardPlayer(Number(id.replace('nfl-p', '')));
const tap = (slip: Slip, n: number, choice: 'higher' | 'lower') =>
  tapOption(slip, boardLine(n), choice, players, playerOf);

describe('the slip model', () => {
  it('adds, replaces the other side in place, and takes a pick off when tapped again', () => {
    let slip = tap(EMPTY_SLIP, 0, 'higher').slip;
    slip = tap(slip, 1, 'higher').slip;
    const replaced = tap(slip, 0, 'lower');
    expect(replaced.result).toBe('replaced');
    expect(replaced.slip.picks.map((pick) => pick.optionId)).toEqual(['line-0-v1.lower', 'line-1-v1.higher']);
    const removed = tap(replaced.slip, 0, 'lower');
    expect(removed.result).toBe('removed');
    expect(removed.slip.picks.map((pick) => pick.propId)).toEqual(['prop-1']);
  });

  it('keeps one pick per player across stats', () => {
    const slip = tap(EMPTY_SLIP, 0, 'higher').slip;
    const otherStat = boardLine(0, { prop_id: 'prop-0-receptions', id: 'line-0r-v1' });
    const { slip: next, result } = tapOption(slip, otherStat, 'lower', players, playerOf);
    expect(result).toBe('replaced');
    expect(next.picks.map((pick) => pick.propId)).toEqual(['prop-0-receptions']);
  });

  it('holds at most 8 picks and switches to the type that takes the count', () => {
    let slip: Slip = { ...EMPTY_SLIP, entryType: 'standard' };
    for (let n = 0; n < 8; n += 1) slip = tap(slip, n, 'higher').slip;
    expect(slip.entryType).toBe('flex');
    expect(tap(slip, 8, 'higher').result).toBe('full');
    slip = { ...slip, picks: slip.picks.slice(0, 2) };
    expect(tap(slip, 2, 'higher').slip.entryType).toBe('flex');
    const oneFlex: Slip = { ...slip, entryType: 'flex', picks: slip.picks.slice(0, 1) };
    expect(tap(oneFlex, 5, 'higher').slip.entryType).toBe('standard');
  });

  it('moves an accepted pick to the current line on the same side', () => {
    const slip = tap(EMPTY_SLIP, 3, 'lower').slip;
    const next = acceptLine(
      slip,
      boardLine(3, { version: 4, stat_value: 6.5, multipliers: [100, 95] }),
      () => undefined,
    );
    expect(next.picks[0]).toMatchObject({
      optionId: 'line-3-v4.lower',
      lineId: 'line-3-v4',
      propId: 'prop-3',
      // The players the board no longer lists are kept from the pick.
      shown: { statValue: 6.5, multiplierHundredths: 95, players: [{ id: 'nfl-p3', firstName: 'Tariq' }] },
    });
  });

  it('keeps with each pick who, which stat and which line, to show once the line leaves the boards', () => {
    const slip = tap(EMPTY_SLIP, 2, 'higher').slip;
    expect(slip.picks[0]?.shown).toEqual({
      kind: 'higher_lower',
      statLabel: 'Receiving Yards',
      statValue: 52.5,
      multiplierHundredths: 100,
      players: [
        {
          id: 'nfl-p2',
          firstName: 'Marcus',
          lastName: 'Marsh',
          teamColor: boardPlayer(2).team?.primary_color,
        },
      ],
    });
  });
});
