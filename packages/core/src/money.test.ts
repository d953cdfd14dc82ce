import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cents, formatCents, multiplyCentsDown } from './money.ts';

describe('money', () => {
  it('refuses fractional cents', () => {
    expect(() => cents(10.5)).toThrow(RangeError);
  });

  it('formats cents as US dollars', () => {
    expect(formatCents(cents(123456))).toBe('$1,234.56');
    expect(formatCents(cents(-5))).toBe('-$0.05');
  });

  it('rounds multiplied payouts down to the cent, never up', () => {
    expect(multiplyCentsDown(cents(333), 15_000)).toBe(499); // 4.995 → 4.99
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 2_000_000 }), (a, f) => {
        const result = multiplyCentsDown(cents(a), f);
        return result * 10_000 <= a * f && (result + 1) * 10_000 > a * f;
      }),
    );
  });
});
