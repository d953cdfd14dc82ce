import { describe, expect, it } from 'vitest';
import {
  VALUES_TEXTS_KEPT,
  valuesText,
  valuesTextsKept,
} from '../../src/features/wallet/ledger/write-values.ts';

const shape = (transfers: number) => ({ transfers, entries: 2 * transfers, counters: 2, deltas: 1 });

// The parameter form's text is kept per shape (ADR 0049); the shapes a process meets are few, but
// the offset (how many deferred writes ride along) is open-ended, so what is kept must be bounded.
describe("the ledger write's parameter texts", () => {
  it('keeps at most a fixed number, whatever shapes come', () => {
    const hot = valuesText(0, shape(1));
    for (let offset = 1; offset <= 10 * VALUES_TEXTS_KEPT; offset += 1) {
      valuesText(offset, shape(1 + (offset % 8)));
      // A paid action's shape keeps coming between the unusual ones, the same text each time.
      expect(valuesText(0, shape(1))).toBe(hot);
      expect(valuesTextsKept()).toBeLessThanOrEqual(VALUES_TEXTS_KEPT);
    }
    expect(valuesTextsKept()).toBe(VALUES_TEXTS_KEPT);
  });

  it('makes a dropped shape again exactly as before', () => {
    const first = valuesText(100_000, shape(3));
    for (let offset = 1; offset <= 2 * VALUES_TEXTS_KEPT; offset += 1) valuesText(200_000 + offset, shape(2));
    expect(valuesText(100_000, shape(3))).toBe(first);
    expect(first).toContain('$100001::timestamptz');
  });
});
