import { describe, expect, it } from 'vitest';
import { notAnAmountMessage, parseDollars } from './dollars.ts';

describe('parseDollars', () => {
  it.each([
    ['50', 5000],
    ['50.5', 5050],
    ['25.50', 2550],
    ['$25', 2500],
    ['$ 25', 2500],
    [' 25 ', 2500],
    [' $ 1,250.00 ', 125000],
    ['12,345,678.90', 1234567890],
    ['.5', 50],
    ['0.05', 5],
    ['999999999', 99999999900],
  ])('reads %j as %i cents', (typed, expected) => {
    expect(parseDollars(typed)).toBe(expected);
  });

  // A comma that is not a thousands separator (a decimal comma, a slip of the finger) is not an
  // amount: dropping it read "10,50" as $1,050 and "2,5" as $25, charged as such.
  it.each([
    '10,50',
    '2,5',
    '1,00',
    '1,2345',
    ',50',
    '50,',
    '1,,000',
    '1000,000',
    '1.000',
    '5.255',
    '-5',
    '1e3',
    '',
    '$',
    // Spaces or a dollar sign inside an amount, and thousands groups led by zeros: as many misreadings.
    '10 50',
    '1 2 5',
    '5$0',
    '1 250',
    '$$5',
    '0,500',
    '00,001',
  ])('refuses %j', (typed) => {
    expect(parseDollars(typed)).toBeNull();
  });

  it('names a decimal comma as the reason an amount was refused', () => {
    expect(notAnAmountMessage('10,50', 'the amount', '25.50')).toBe('Use a period for cents, like 25.50.');
    expect(notAnAmountMessage('ten', 'the amount', '25.50')).toBe(
      'Enter the amount in dollars and cents, like 25.50.',
    );
  });
});
