import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Cents, cents } from '../money.ts';
import {
  entryResultOf,
  finalStatValue,
  gradeRival,
  gradeStoredPick,
  nextSettlement,
  playedIn,
  type SettlementVersion,
} from './grading.ts';
import type { PickemEntryType } from './payouts.ts';
import { type GradedPick, type PickResult, settleEntry } from './settlement.ts';

describe('rivals', () => {
  it('adds the handicap to the first player and the higher adjusted value wins', () => {
    // A 20 + 2.5 = 22.5 against B 22: the first wins.
    expect(gradeRival('first', 2.5, 20, 22)).toBe('hit');
    expect(gradeRival('second', 2.5, 20, 22)).toBe('miss');
    expect(gradeRival('first', -3.5, 20, 17)).toBe('miss');
    expect(gradeRival('second', -3.5, 20, 17)).toBe('hit');
  });

  it('a tie after the handicap, or a player who did not play, is a void', () => {
    expect(gradeRival('first', 2, 20, 22)).toBe('void');
    expect(gradeRival('second', 0, 7, 7)).toBe('void');
    expect(gradeRival('first', 1.5, null, 22)).toBe('void');
    expect(gradeRival('second', 1.5, 20, null)).toBe('void');
  });

  it('the lower adjusted value wins for a lower-is-better stat', () => {
    // Strokes: A 70 + 1.5 = 71.5 against B 72: A shot fewer, so A wins.
    expect(gradeRival('first', 1.5, 70, 72, 'strokes')).toBe('hit');
    expect(gradeRival('first', 1.5, 70, 72, 'points')).toBe('miss');
    expect(gradeRival('second', 0.5, 2, 1, 'earned_runs')).toBe('hit');
  });
});

describe('final values from stat lines', () => {
  it('a player with no line, or only zeros, did not play', () => {
    expect(playedIn(null)).toBe(false);
    expect(playedIn({ minutes: 0, points: 0 })).toBe(false);
    expect(playedIn({ minutes: 12 })).toBe(true);
    expect(finalStatValue('nba', 'points', undefined)).toBeNull();
    // Played without scoring: the stat is 0, not a void.
    expect(finalStatValue('nba', 'points', { minutes: 12 })).toBe(0);
  });

  it('fantasy points are computed from the line', () => {
    expect(finalStatValue('nba', 'fantasy_points', { points: 20, rebounds: 5, assists: 4 })).toBe(32);
  });

  it('grades stored higher/lower and rivals picks with their final values', () => {
    const base = { sport: 'nba' as const, stat: 'points', gameCancelled: false };
    expect(
      gradeStoredPick({
        ...base,
        kind: 'higher_lower',
        choice: 'higher',
        statValue: 19.5,
        lines: [{ points: 24 }],
      }),
    ).toEqual({ result: 'hit', finalValues: [24] });
    expect(
      gradeStoredPick({ ...base, kind: 'higher_lower', choice: 'lower', statValue: 19.5, lines: [null] }),
    ).toEqual({ result: 'void', finalValues: [null] });
    expect(
      gradeStoredPick({
        ...base,
        kind: 'rivals',
        choice: 'second',
        statValue: 1.5,
        lines: [{ points: 10 }, { points: 14 }],
      }),
    ).toEqual({ result: 'hit', finalValues: [10, 14] });
    expect(
      gradeStoredPick({
        ...base,
        kind: 'higher_lower',
        choice: 'higher',
        statValue: 0.5,
        lines: [{ points: 30 }],
        gameCancelled: true,
      }),
    ).toEqual({ result: 'void', finalValues: [null] });
  });
});

describe('settlement versions', () => {
  const fee = cents(1_000);
  const won = settleEntry('standard', fee, [
    { teamId: 'a', multiplierHundredths: 100, result: 'hit' },
    { teamId: 'b', multiplierHundredths: 100, result: 'hit' },
  ]);
  const lost = settleEntry('standard', fee, [
    { teamId: 'a', multiplierHundredths: 100, result: 'hit' },
    { teamId: 'b', multiplierHundredths: 100, result: 'miss' },
  ]);

  it('names the result: won when paid anything, lost, refunded', () => {
    expect(entryResultOf(won)).toBe('won');
    expect(entryResultOf(lost)).toBe('lost');
    expect(entryResultOf({ kind: 'refunded', payoutCents: fee })).toBe('refunded');
  });

  it('settles once, re-settles only when the outcome changes, and reverses the previous payment', () => {
    const first = nextSettlement(null, won);
    expect(first).toEqual({ version: 1, result: 'won', payoutCents: 3_000, reverseCents: 0 });
    expect(nextSettlement(first, won)).toBeNull();
    expect(nextSettlement(first, lost)).toEqual({
      version: 2,
      result: 'lost',
      payoutCents: 0,
      reverseCents: 3_000,
    });
  });

  it('property: after any run of corrections, the payments minus the reversals equal the last payout', () => {
    const graded = fc.array(
      fc.record({
        teamId: fc.constantFrom('a', 'b'),
        multiplierHundredths: fc.integer({ min: 80, max: 125 }),
        result: fc.constantFrom<PickResult>('hit', 'miss', 'void'),
      }),
      { minLength: 3, maxLength: 5 },
    );
    fc.assert(
      fc.property(
        fc.constantFrom<PickemEntryType>('standard', 'flex'),
        fc.integer({ min: 100, max: 100_000 }),
        fc.array(graded, { minLength: 1, maxLength: 6 }),
        (type, stake, gradings) => {
          let current: SettlementVersion | null = null;
          let net = 0;
          let last = 0;
          for (const picks of gradings) {
            const outcome = settleEntry(type, stake as Cents, picks as GradedPick[]);
            last = outcome.payoutCents;
            const step = nextSettlement(current, outcome);
            if (!step) continue;
            net += step.payoutCents - step.reverseCents;
            expect(step.version).toBe((current?.version ?? 0) + 1);
            current = step;
          }
          expect(net).toBe(last);
          expect(current?.payoutCents).toBe(last);
        },
      ),
    );
  });
});
