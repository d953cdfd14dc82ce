import { describe, expect, it } from 'vitest';
import { parseDollars } from './dollars.ts';

describe('parseDollars', () => {
  it.each([
    ['50', 5000],
    ['50.5', 5050],
    ['25.50', 2550],
    ['$25', 2500],
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
  ])('refuses %j', (typed) => {
    expect(parseDollars(typed)).toBeNull();
  });
});
