import type { StatLine } from '@kennel/core';
import { describe, expect, it } from 'vitest';
import { decideGame, type MarketWrite } from './decide.ts';
import type { PlayedOut } from './game-finals.ts';
import { rowAfterWrite } from './known-markets.ts';
import type { BookGame, MarketRow } from './world-reads.ts';

const now = new Date('2026-11-28T12:00:00.000Z');

function nbaGame(change: Partial<BookGame> = {}): BookGame {
  return {
    id: 'g-1',
    sport_id: 'nba',
    status: 'in_progress',
    starts_at: new Date('2026-11-28T11:30:00.000Z'),
    period: 2,
    clock_seconds: 300,
    home_team_id: 'h',
    away_team_id: 'a',
    home_score: 40,
    away_score: 38,
    seq: 120,
    roster_version: '1',
    projected_at: null,
    ...change,
  };
}

/** 200 plays of a game, its props' totals in the order the plays gave them (not sorted). */
function played(): PlayedOut {
  let x = 7;
  const next = (modulo: number) => {
    x = (x * 1_103_515_245 + 12_345) % 2_147_483_648;
    return x % modulo;
  };
  const finals = Array.from({ length: 200 }, () => ({ home: 90 + next(40), away: 88 + next(40) }));
  return {
    finals,
    props: [
      { prop: { playerId: 'p-1', stat: 'points' }, totals: Array.from({ length: 200 }, () => 8 + next(25)) },
      { prop: { playerId: 'p-2', stat: 'rebounds' }, totals: Array.from({ length: 200 }, () => next(14)) },
    ],
  };
}

const sortedCopy = (out: PlayedOut): PlayedOut => ({
  finals: out.finals,
  props: out.props.map(({ prop, totals }) => ({ prop, totals: [...totals].sort((a, b) => a - b) })),
});

const box = (points: number): Map<string, StatLine> => new Map([['p-1', { points } as StatLine]]);

describe('pricing a game’s markets', () => {
  it('gives the same markets from props’ totals in any order (the plays are kept sorted)', () => {
    for (const game of [
      nbaGame(),
      nbaGame({ status: 'scheduled', starts_at: new Date('2026-11-28T13:00:00Z') }),
    ]) {
      for (const points of [0, 9, 21]) {
        expect(decideGame(game, [], sortedCopy(played()), box(points), now)).toEqual(
          decideGame(game, [], played(), box(points), now),
        );
      }
    }
  });

  it('prices again only when what a price stands on changed, with the same answer as pricing anew', () => {
    const plays = played();
    const first = decideGame(nbaGame(), [], plays, box(9), now);
    // The same inputs (a bet stop's end, another look): the remembered markets, not priced again
    // (the very quantiles arrays of the first pricing).
    const same = decideGame(nbaGame({ seq: 121 }), [], plays, box(9), now);
    expect(same).toEqual(first);
    for (const [index, write] of same.entries()) expect(write.outcomes).toBe(first[index]?.outcomes);
    // The clock, the score or a player's stat moved: priced anew, as a fresh game's plays would be.
    for (const [game, points] of [
      [nbaGame({ clock_seconds: 120 }), 9],
      [nbaGame({ home_score: 43 }), 9],
      [nbaGame(), 12],
    ] as const) {
      const again = decideGame(game, [], plays, box(points), now);
      expect(again).toEqual(decideGame(game, [], played(), box(points), now));
      expect(again).not.toEqual(first);
      expect(again.find((write) => write.kind === 'total')?.outcomes).not.toBe(
        first.find((write) => write.kind === 'total')?.outcomes,
      );
    }
  });

  it('decides a game under way, look after look, as pricing every market whole does', () => {
    // Sorted plays take the quick count (core propLineOf, whole markets only where a write needs
    // them); the same plays unsorted cannot, and price every market whole as before.
    const apply = (rows: MarketRow[], writes: readonly MarketWrite[]) => {
      const byId = new Map(rows.map((row) => [row.id, row]));
      for (const write of writes) byId.set(write.id, rowAfterWrite(write));
      return [...byId.values()];
    };
    const start = nbaGame({ period: 1, clock_seconds: 720, home_score: 0, away_score: 0 });
    let rows = apply([], decideGame(start, [], played(), box(0), now));
    let written = 0;
    let at = now.getTime();
    for (let step = 1; step <= 150; step++) {
      at += 3_000;
      const elapsed = step * 19;
      const game = nbaGame({
        period: 1 + Math.floor(elapsed / 720),
        clock_seconds: 720 - (elapsed % 720),
        home_score: Math.floor(step / 4) * 2,
        away_score: Math.floor(step / 5) * 2,
        seq: 120 + step,
      });
      const points = Math.floor(step / 9) * 2;
      const quick = decideGame(game, rows, sortedCopy(played()), box(points), new Date(at));
      expect(quick).toEqual(decideGame(game, rows, played(), box(points), new Date(at)));
      written += quick.length;
      rows = apply(rows, quick);
    }
    // The looks moved prices, stopped and reopened markets: not a run of empty decisions.
    expect(written).toBeGreaterThan(100);
  });
});
