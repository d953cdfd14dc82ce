import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Cents, cents } from '../money.ts';
import { entryRuleBreaches } from './entry-rules.ts';
import { FLEX_PAYOUTS, MAX_PAYOUT_CENTS, payoutCents, payoutPreview, STANDARD_PAYOUTS } from './payouts.ts';
import { type GradedPick, gradePick, type PickResult, settleEntry } from './settlement.ts';

const fee = cents(1_000);
const picks = (results: PickResult[], multiplier = 100): GradedPick[] =>
  results.map((result, index) => ({ teamId: `team-${index % 2}`, multiplierHundredths: multiplier, result }));

describe('the payout table (RULES.md)', () => {
  it.each([
    [2, 3_000],
    [3, 6_000],
    [4, 10_000],
    [5, 20_000],
  ])('Standard %i picks all hit pays %i cents on $10', (size, expected) => {
    expect(settleEntry('standard', fee, picks(Array(size).fill('hit')))).toMatchObject({
      payoutCents: expected,
    });
    expect(settleEntry('standard', fee, picks([...Array(size - 1).fill('hit'), 'miss']))).toMatchObject({
      kind: 'settled',
      payoutCents: 0,
    });
  });

  it.each([
    [3, [3_000, 1_000, 0]],
    [4, [6_000, 1_500, 0]],
    [5, [10_000, 2_500, 0]],
    [6, [25_000, 2_600, 250, 0]],
    [7, [40_000, 2_750, 500, 0]],
    [8, [80_000, 3_000, 1_000, 0]],
  ])('Flex %i picks pays %j cents on $10 for 0, 1, 2 (and 3) misses', (size, expected) => {
    expected.forEach((payout, misses) => {
      const results: PickResult[] = [...Array(size - misses).fill('hit'), ...Array(misses).fill('miss')];
      expect(settleEntry('flex', fee, picks(results))).toMatchObject({
        kind: 'settled',
        misses,
        payoutCents: payout,
      });
    });
  });

  it('the preview shows the same figures the settlement pays', () => {
    for (const size of Object.keys(FLEX_PAYOUTS).map(Number)) {
      const preview = payoutPreview('flex', fee, Array(size).fill(100));
      expect(preview.map((row) => row.payoutCents)).toEqual(FLEX_PAYOUTS[size]!.map((base) => base * 10));
    }
    expect(payoutPreview('standard', fee, [100, 100, 100])).toEqual([{ misses: 0, payoutCents: 6_000 }]);
    expect(payoutPreview('standard', fee, Array(6).fill(100))).toEqual([]);
    expect(Object.keys(STANDARD_PAYOUTS)).toEqual(['2', '3', '4', '5']);
  });
});

describe('boosts, discounts, the cap and rounding', () => {
  it('multiplies the base by each option multiplier', () => {
    // $10 × 3 × 1.25 × 0.9 = $33.75
    expect(payoutCents(fee, 300, [125, 90])).toBe(3_375);
  });

  it('rounds down to the cent', () => {
    // $3.33 × 3 × 1.05 = $10.4895 → $10.48
    expect(payoutCents(cents(333), 300, [105, 100])).toBe(1_048);
  });

  it('caps at the max payout', () => {
    expect(payoutCents(cents(100_000), 8_000, Array(8).fill(125))).toBe(MAX_PAYOUT_CENTS);
  });
});

describe('boosted and discounted options on every row', () => {
  it.each([
    ['standard', 2, 0, 300],
    ['standard', 5, 0, 2_000],
    ['flex', 3, 1, 100],
    ['flex', 6, 2, 25],
    ['flex', 8, 0, 8_000],
  ] as const)(
    '%s %i picks with %i misses pays base × the multipliers, rounded down',
    (type, size, misses, base) => {
      const multipliers = Array.from({ length: size }, (_, index) => (index % 2 ? 110 : 95));
      const graded: GradedPick[] = multipliers.map((multiplierHundredths, index) => ({
        teamId: `team-${index % 2}`,
        multiplierHundredths,
        result: index < misses ? 'miss' : 'hit',
      }));
      const exact = (1_000 * base * multipliers.reduce((product, m) => product * m, 1)) / 100 ** (size + 1);
      const outcome = settleEntry(type, fee, graded);
      expect(outcome.payoutCents).toBe(payoutCents(fee, base, multipliers));
      expect(outcome.payoutCents).toBeLessThanOrEqual(exact);
      expect(outcome.payoutCents).toBeGreaterThan(exact - 1);
    },
  );

  it('a voided boost no longer counts: the entry is priced on the remaining picks only', () => {
    const graded: GradedPick[] = [
      { teamId: 'a', multiplierHundredths: 125, result: 'void' },
      { teamId: 'b', multiplierHundredths: 90, result: 'hit' },
      { teamId: 'a', multiplierHundredths: 100, result: 'hit' },
      { teamId: 'b', multiplierHundredths: 100, result: 'hit' },
    ];
    // Standard 3-pick: $10 × 6 × 0.90 = $54.
    expect(settleEntry('standard', fee, graded)).toMatchObject({ picks: 3, payoutCents: 5_400 });
  });

  it('a refund returns the fee whatever the multipliers', () => {
    const graded: GradedPick[] = [
      { teamId: 'a', multiplierHundredths: 125, result: 'hit' },
      { teamId: 'b', multiplierHundredths: 125, result: 'void' },
      { teamId: 'b', multiplierHundredths: 80, result: 'void' },
    ];
    expect(settleEntry('flex', fee, graded)).toEqual({ kind: 'refunded', payoutCents: fee });
  });

  it('caps a boosted Flex entry at the max payout', () => {
    const graded = picks(Array(8).fill('hit'), 125);
    expect(settleEntry('flex', cents(100_000), graded)).toMatchObject({ payoutCents: MAX_PAYOUT_CENTS });
    expect(settleEntry('flex', cents(100_000), graded, cents(5_000_000))).toMatchObject({
      payoutCents: 5_000_000,
    });
  });
});

describe('voids', () => {
  it('grades a stat on the line, or a player who did not play, as void', () => {
    expect(gradePick('higher', 24.5, 25)).toBe('hit');
    expect(gradePick('lower', 24.5, 25)).toBe('miss');
    expect(gradePick('higher', 25, 25)).toBe('void');
    expect(gradePick('lower', 3.5, null)).toBe('void');
  });

  it('re-prices at the smaller size', () => {
    expect(settleEntry('standard', fee, picks(['hit', 'hit', 'hit', 'void']))).toMatchObject({
      type: 'standard',
      picks: 3,
      payoutCents: 6_000,
    });
    expect(settleEntry('flex', fee, picks(['hit', 'hit', 'hit', 'hit', 'void']))).toMatchObject({
      type: 'flex',
      picks: 4,
      payoutCents: 6_000,
    });
  });

  it('turns a Flex entry left with 2 picks into a Standard 2-pick', () => {
    expect(settleEntry('flex', fee, picks(['hit', 'hit', 'void']))).toMatchObject({
      type: 'standard',
      picks: 2,
      payoutCents: 3_000,
    });
    expect(settleEntry('flex', fee, picks(['hit', 'miss', 'void']))).toMatchObject({ payoutCents: 0 });
  });

  it('refunds an entry left with one pick or one team', () => {
    expect(settleEntry('standard', fee, picks(['hit', 'void']))).toEqual({
      kind: 'refunded',
      payoutCents: fee,
    });
    const oneTeam: GradedPick[] = [
      { teamId: 'a', multiplierHundredths: 100, result: 'hit' },
      { teamId: 'a', multiplierHundredths: 100, result: 'hit' },
      { teamId: 'b', multiplierHundredths: 100, result: 'void' },
    ];
    expect(settleEntry('flex', fee, oneTeam)).toEqual({ kind: 'refunded', payoutCents: fee });
  });
});

describe('entry rules', () => {
  const pick = (playerId: string, teamId: string) => ({ playerId, teamId });
  it('accepts a valid entry and names every breach of an invalid one', () => {
    expect(
      entryRuleBreaches({ type: 'standard', feeCents: fee, picks: [pick('a', 'x'), pick('b', 'y')] }),
    ).toEqual([]);
    expect(entryRuleBreaches({ type: 'standard', feeCents: cents(50), picks: [pick('a', 'x')] })).toEqual([
      'too_few_picks',
      'fee_below_minimum',
    ]);
    expect(
      entryRuleBreaches({ type: 'standard', feeCents: fee, picks: [pick('a', 'x'), pick('a', 'x')] }),
    ).toEqual(['one_team_only', 'player_picked_twice']);
    const six = ['a', 'b', 'c', 'd', 'e', 'f'].map((id, index) => pick(id, index % 2 ? 'x' : 'y'));
    expect(entryRuleBreaches({ type: 'standard', feeCents: fee, picks: six })).toEqual(['size_not_offered']);
    expect(entryRuleBreaches({ type: 'flex', feeCents: cents(100_001), picks: six })).toEqual([
      'fee_above_maximum',
    ]);
    expect(
      entryRuleBreaches({ type: 'flex', feeCents: cents(5_000), picks: six, maxFeeCents: cents(2_500) }),
    ).toEqual(['fee_above_maximum']);
  });
});

describe('properties', () => {
  const gradedPicks = fc.array(
    fc.record({
      teamId: fc.constantFrom('a', 'b', 'c'),
      multiplierHundredths: fc.integer({ min: 80, max: 125 }),
      result: fc.constantFrom<PickResult>('hit', 'miss', 'void'),
    }),
    { minLength: 2, maxLength: 8 },
  );
  const entryFee = fc.integer({ min: 100, max: 100_000 }).map((value) => value as Cents);

  it('never pays more than the capped price of the entry', () => {
    fc.assert(
      fc.property(
        gradedPicks,
        entryFee,
        fc.constantFrom('standard' as const, 'flex' as const),
        (graded, stake, type) => {
          const size = graded.length;
          if (type === 'standard' ? size > 5 : size < 3) return;
          const outcome = settleEntry(type, stake, graded);
          const top = type === 'standard' ? STANDARD_PAYOUTS[size]! : FLEX_PAYOUTS[size]![0]!;
          const price = payoutCents(
            stake,
            top,
            graded.map((pick) => Math.max(pick.multiplierHundredths, 100)),
          );
          expect(outcome.payoutCents).toBeLessThanOrEqual(Math.max(price, stake));
          expect(outcome.payoutCents).toBeLessThanOrEqual(MAX_PAYOUT_CENTS);
          expect(Number.isInteger(outcome.payoutCents)).toBe(true);
        },
      ),
    );
  });

  it('a hit turned into a miss never raises the payout', () => {
    fc.assert(
      fc.property(gradedPicks, entryFee, (graded, stake) => {
        if (graded.length < 3) return;
        const index = graded.findIndex((pick) => pick.result === 'hit');
        if (index < 0) return;
        const worse = graded.map((pick, i) => (i === index ? { ...pick, result: 'miss' as const } : pick));
        const before = settleEntry('flex', stake, graded);
        const after = settleEntry('flex', stake, worse);
        if (before.kind === 'settled' && after.kind === 'settled') {
          expect(after.payoutCents).toBeLessThanOrEqual(before.payoutCents);
        }
      }),
    );
  });
});
