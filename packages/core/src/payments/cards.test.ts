import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cardBrand,
  checkCardNumber,
  checkCvc,
  checkExpiry,
  cvcLength,
  formatCardNumber,
  lastFour,
  normalizeCardNumber,
  parseExpiry,
  passesLuhn,
} from './cards.ts';

describe('passesLuhn', () => {
  it('accepts known-good numbers and rejects a changed digit', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('79927398713')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('')).toBe(false);
    expect(passesLuhn('42a2')).toBe(false);
  });

  it('catches every single-digit typo', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{15}$/),
        fc.nat(14),
        fc.integer({ min: 1, max: 9 }),
        (body, at, shift) => {
          const check = [...'0123456789'].find((d) => passesLuhn(body + d))!;
          const number = body + check;
          const typo = number.slice(0, at) + ((Number(number[at]) + shift) % 10) + number.slice(at + 1);
          return passesLuhn(number) && !passesLuhn(typo);
        },
      ),
    );
  });
});

describe('cardBrand', () => {
  it.each([
    ['4242424242424242', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['5105105105105100', 'mastercard'],
    ['2221000000000009', 'mastercard'],
    ['2720990000000007', 'mastercard'],
    ['2721000000000000', 'unknown'],
    ['2220990000000000', 'unknown'],
    ['378282246310005', 'amex'],
    ['341111111111111', 'amex'],
    ['6011111111111117', 'discover'],
    ['6221260000000000', 'discover'],
    ['6229250000000000', 'discover'],
    ['6229260000000000', 'unknown'],
    ['6440000000000000', 'discover'],
    ['6500000000000000', 'discover'],
    ['3530111333300000', 'unknown'],
  ])('%s is %s', (number, brand) => {
    expect(cardBrand(number)).toBe(brand);
  });

  it('tells the brand from the first digits while the number is typed', () => {
    expect(cardBrand('4')).toBe('visa');
    expect(cardBrand('37')).toBe('amex');
    expect(cardBrand('3')).toBe('unknown');
    expect(cardBrand('222')).toBe('unknown');
    expect(cardBrand('2223')).toBe('mastercard');
  });
});

describe('checkCardNumber', () => {
  it('accepts spaced input and reports brand and last four', () => {
    expect(checkCardNumber('4242 4242 4242 4242')).toEqual({
      ok: true,
      number: '4242424242424242',
      brand: 'visa',
      last4: '4242',
    });
  });

  it('says what is wrong', () => {
    expect(checkCardNumber('')).toEqual({ ok: false, message: 'Enter your card number.' });
    expect(checkCardNumber('4242x')).toMatchObject({ message: 'A card number has only digits.' });
    expect(checkCardNumber('3530111333300000')).toMatchObject({
      message: expect.stringContaining("We don't take"),
    });
    expect(checkCardNumber('4242424242424241')).toMatchObject({
      message: expect.stringContaining("isn't valid"),
    });
    expect(checkCardNumber('37828224631000')).toMatchObject({ ok: false }); // amex one digit short
  });
});

describe('display helpers', () => {
  it('groups digits as printed on the card', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumber('42424')).toBe('4242 4');
    expect(lastFour('4242424242424242')).toBe('4242');
    expect(normalizeCardNumber('4242-4242 4242')).toBe('424242424242');
  });
});

describe('security code and expiry', () => {
  it('wants 4 digits for American Express, 3 for the others', () => {
    expect(cvcLength('amex')).toBe(4);
    expect(checkCvc('1234', 'amex')).toBeNull();
    expect(checkCvc('123', 'amex')).toContain('4-digit');
    expect(checkCvc('123', 'visa')).toBeNull();
    expect(checkCvc('12a', 'visa')).toContain('3-digit');
  });

  it('parses MM/YY and MM/YYYY', () => {
    expect(parseExpiry('04/27')).toEqual({ month: 4, year: 2027 });
    expect(parseExpiry(' 4 / 2031 ')).toEqual({ month: 4, year: 2031 });
    expect(parseExpiry('13/27')).toBeNull();
    expect(parseExpiry('0427')).toBeNull();
  });

  it('keeps a card valid through its expiry month', () => {
    expect(checkExpiry(3, 26, '2026-03-31')).toBeNull();
    expect(checkExpiry(2, 2026, '2026-03-01')).toBe('This card has expired. Use another card.');
    expect(checkExpiry(12, 2025, '2026-01-15')).toContain('expired');
    expect(checkExpiry(1, 2047, '2026-01-15')).toContain('Check the expiry');
    expect(checkExpiry(13, 2027, '2026-01-15')).toBe('Enter the expiry date as MM/YY.');
  });
});
