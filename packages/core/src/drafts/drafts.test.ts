import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chooseAutopick, type DraftablePlayer } from './autopick.ts';
import { BEST_BALL_ROSTERS, neededPositions, openStartingSlots } from './rosters.ts';
import { picksOfSeat, snakeSeatForPick, snakeSlot } from './snake-order.ts';

const nfl = BEST_BALL_ROSTERS.nfl!;

describe('snake order', () => {
  it('goes 1→N in odd rounds and N→1 in even rounds', () => {
    const seats = Array.from({ length: 36 }, (_, index) => snakeSeatForPick(index + 1, 12));
    expect(seats.slice(0, 12)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(seats.slice(12, 24)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
    expect(seats.slice(24, 36)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(snakeSlot(13, 12)).toEqual({ pickNumber: 13, round: 2, seat: 12 });
  });

  it('gives each seat one pick a round, matching picksOfSeat', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 12 }), fc.integer({ min: 1, max: 20 }), (seats, rounds) => {
        for (let seat = 1; seat <= seats; seat++) {
          const picks = picksOfSeat(seat, seats, rounds);
          expect(picks).toHaveLength(rounds);
          for (const pick of picks) expect(snakeSeatForPick(pick, seats)).toBe(seat);
        }
      }),
    );
  });

  it('refuses pick 0 and an empty draft', () => {
    expect(() => snakeSlot(0, 12)).toThrow(RangeError);
    expect(() => snakeSlot(1, 0)).toThrow(RangeError);
  });
});

describe('roster needs', () => {
  it('fills the specific slots before FLEX', () => {
    expect(neededPositions(nfl, [])).toEqual(new Set(['QB', 'RB', 'WR', 'TE']));
    const afterRbs = openStartingSlots(nfl, ['RB', 'RB', 'RB']).map((slot) => slot.name);
    expect(afterRbs).toEqual(['QB', 'WR', 'WR', 'WR', 'TE']);
    expect(neededPositions(nfl, ['QB', 'RB', 'RB', 'RB', 'WR', 'WR', 'WR', 'TE']).size).toBe(0);
  });
});

const player = (id: string, position: string, adp: number): DraftablePlayer => ({ id, position, adp });

describe('autopick', () => {
  const available = [
    player('qb1', 'QB', 3),
    player('rb1', 'RB', 1),
    player('wr1', 'WR', 2),
    player('te1', 'TE', 9),
  ];

  it('takes the queue first, then the rankings, then ADP at a needed position', () => {
    const base = {
      shape: nfl,
      available,
      drafted: [] as string[],
      queue: [] as string[],
      rankings: [] as string[],
    };
    expect(chooseAutopick({ ...base, queue: ['gone', 'te1'], rankings: ['qb1'] })).toMatchObject({
      player: { id: 'te1' },
      reason: 'queue',
    });
    expect(chooseAutopick({ ...base, rankings: ['gone', 'qb1'] })).toMatchObject({
      player: { id: 'qb1' },
      reason: 'rankings',
    });
    expect(chooseAutopick(base)).toMatchObject({ player: { id: 'rb1' }, reason: 'adp' });
    // Both RB slots and FLEX full: the best RB is passed over for the best needed position.
    expect(chooseAutopick({ ...base, drafted: ['RB', 'RB', 'RB'] })).toMatchObject({ player: { id: 'wr1' } });
  });

  it('answers null on an empty board', () => {
    expect(chooseAutopick({ shape: nfl, available: [], drafted: [], queue: [], rankings: [] })).toBeNull();
  });
});

describe('a whole draft of autopicks', () => {
  const positions = ['QB', 'RB', 'RB', 'WR', 'WR', 'WR', 'TE'];
  const pool = (size: number) =>
    Array.from({ length: size }, (_, index) =>
      player(`p${index}`, positions[index % positions.length]!, index + 1),
    );

  it('drafts every player at most once and fills every team to the round count', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 12 }),
        fc.integer({ min: 1, max: 18 }),
        fc.array(fc.array(fc.nat(400), { maxLength: 5 }), { minLength: 12, maxLength: 12 }),
        (seats, rounds, queues) => {
          let available = pool(seats * rounds + 10);
          const teams: DraftablePlayer[][] = Array.from({ length: seats }, () => []);
          for (let pickNumber = 1; pickNumber <= seats * rounds; pickNumber++) {
            const seat = snakeSeatForPick(pickNumber, seats);
            const team = teams[seat - 1]!;
            const choice = chooseAutopick({
              shape: nfl,
              available,
              drafted: team.map((drafted) => drafted.position),
              queue: queues[seat - 1]!.map((n) => `p${n}`),
              rankings: [],
            });
            expect(choice).not.toBeNull();
            team.push(choice!.player);
            available = available.filter((candidate) => candidate.id !== choice!.player.id);
          }
          const drafted = teams.flat().map((drafted) => drafted.id);
          expect(new Set(drafted).size).toBe(drafted.length);
          for (const team of teams) expect(team).toHaveLength(rounds);
        },
      ),
      { numRuns: 60 },
    );
  });
});
