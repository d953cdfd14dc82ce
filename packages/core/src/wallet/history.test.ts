import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  centsToDecimal,
  csvCell,
  decodeHistoryCursor,
  encodeHistoryCursor,
  transactionsToCsv,
} from './history.ts';

describe('history cursor', () => {
  it('round-trips a position', () => {
    const position = { createdAt: '2026-03-01T12:34:56.789Z', id: 'tx_abc-1' };
    const cursor = encodeHistoryCursor(position);
    expect(decodeHistoryCursor(cursor)).toEqual(position);
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2020-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/),
        (date, id) => {
          const p = { createdAt: date.toISOString(), id };
          expect(decodeHistoryCursor(encodeHistoryCursor(p))).toEqual(p);
        },
      ),
    );
  });

  it('turns away anything it did not issue', () => {
    for (const bad of ['', 'h1.abc.x', 'h2.1.x', 'h1.1.x;drop', `h1.1.${'x'.repeat(65)}`]) {
      expect(decodeHistoryCursor(bad)).toBeNull();
    }
    expect(() => encodeHistoryCursor({ createdAt: 'soon', id: 'x' })).toThrow(RangeError);
  });
});

describe('CSV export', () => {
  it('writes exact signed decimals', () => {
    expect(centsToDecimal(0)).toBe('0.00');
    expect(centsToDecimal(5)).toBe('0.05');
    expect(centsToDecimal(-1205)).toBe('-12.05');
    expect(centsToDecimal(123456789)).toBe('1234567.89');
  });

  it('quotes per RFC 4180 and defuses spreadsheet formulas', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a, "b"')).toBe('"a, ""b"""');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('-1+1')).toBe("'-1+1");
  });

  it('exports one line per row under a header', () => {
    const csv = transactionsToCsv([
      {
        id: 'tx_1',
        type: 'entry_fee',
        amountCents: -2_500,
        balanceAfterCents: 7_500,
        account: 'cash',
        description: 'Pick’em entry, 3 picks',
        createdAt: '2026-03-01T12:00:00.000Z',
      },
    ]);
    expect(csv).toBe(
      'Date,Type,Description,Balance,Amount (USD),Balance after (USD),Transaction ID\r\n' +
        '2026-03-01T12:00:00.000Z,Entry fee,"Pick’em entry, 3 picks",Cash,-25.00,75.00,tx_1\r\n',
    );
  });
});
