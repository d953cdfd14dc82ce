import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './safe-redirect.ts';

describe('safeRedirectPath', () => {
  it.each([
    ['/lobby', '/lobby'],
    ['/account/security?tab=mfa#codes', '/account/security?tab=mfa#codes'],
    ['/lobby/nfl/../nba', '/lobby/nba'],
  ])('keeps the same-site path %s', (value, expected) => {
    expect(safeRedirectPath(value)).toBe(expected);
  });

  it.each([
    null,
    '',
    'lobby',
    'https://evil.example/lobby',
    '//evil.example/lobby',
    '/\\evil.example',
    'javascript:alert(1)',
    '/login?redirect=%2Flobby',
  ])('refuses %s', (value) => {
    expect(safeRedirectPath(value)).toBeNull();
  });
});
