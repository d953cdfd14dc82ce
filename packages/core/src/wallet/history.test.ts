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
        correction: null,
        createdAt: '2026-03-01T12:00:00.000Z',
      },
    ]);
    expect(csv).toBe(
      'Date,Type,Description,Balance,Amount (USD),Balance after (USD),Transaction ID,Correction,Owed from the correction (USD)\r\n' +
        '2026-03-01T12:00:00.000Z,Entry fee,"Pick’em entry, 3 picks",Cash,-25.00,75.00,tx_1,,\r\n',
    );
  });

  it('says what a correction took back and left owed, and each pay-down of it, after the first seven columns', () => {
    const row = {
      type: 'payout',
      account: 'cash',
      description: 'Pick’em winnings corrected',
      createdAt: '2026-03-02T12:00:00.000Z',
    } as const;
    const csv = transactionsToCsv([
      {
        ...row,
        id: 'tx_3',
        amountCents: -20_00,
        balanceAfterCents: 0,
        correction: { kind: 'owed_paid_down', owed_cents: 50_00 },
      },
      {
        ...row,
        id: 'tx_2',
        amountCents: -10_00,
        balanceAfterCents: 0,
        correction: { kind: 'reversal', owed_cents: 50_00 },
      },
      {
        ...row,
        id: 'tx_1',
        amountCents: -5_00,
        balanceAfterCents: 3_00,
        correction: { kind: 'reversal', owed_cents: 0 },
      },
    ]).split('\r\n');
    expect(csv.slice(1, 4)).toEqual([
      '2026-03-02T12:00:00.000Z,Winnings,Pick’em winnings corrected,Cash,-20.00,0.00,tx_3,Paid toward the $50.00 you owed from a corrected result.,50.00',
      '2026-03-02T12:00:00.000Z,Winnings,Pick’em winnings corrected,Cash,-10.00,0.00,tx_2,' +
        '"Taken back after a correction. Your balance didn\'t cover $50.00 of it: that is owed, and comes out of your next winnings.",50.00',
      '2026-03-02T12:00:00.000Z,Winnings,Pick’em winnings corrected,Cash,-5.00,3.00,tx_1,Taken back after a correction.,0.00',
    ]);
  });
});
