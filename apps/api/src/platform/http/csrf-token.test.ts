import { describe, expect, it } from 'vitest';
import { CsrfTokens } from './csrf-token.ts';

describe('CsrfTokens', () => {
  const tokens = new CsrfTokens('server-secret-for-tests-0123456789abcdef');

  it('accepts a token minted for the same secret', () => {
    const secret = tokens.createSecret();
    expect(tokens.isSecret(secret)).toBe(true);
    expect(tokens.verify(secret, tokens.createToken(secret))).toBe(true);
  });

  it('mints a different token each time, all valid', () => {
    const secret = tokens.createSecret();
    const first = tokens.createToken(secret);
    const second = tokens.createToken(secret);
    expect(first).not.toBe(second);
    expect(tokens.verify(secret, first) && tokens.verify(secret, second)).toBe(true);
  });

  it("refuses a token minted for another browser's secret", () => {
    const mine = tokens.createSecret();
    const theirs = tokens.createSecret();
    expect(tokens.verify(mine, tokens.createToken(theirs))).toBe(false);
  });

  it('refuses a token minted by a server with another key', () => {
    const secret = tokens.createSecret();
    const other = new CsrfTokens('another-server-secret-0123456789abcdef');
    expect(tokens.verify(secret, other.createToken(secret))).toBe(false);
  });

  it('refuses a token whose MAC was altered', () => {
    const secret = tokens.createSecret();
    const token = tokens.createToken(secret);
    const last = token.at(-1) === 'A' ? 'B' : 'A';
    expect(tokens.verify(secret, `${token.slice(0, -1)}${last}`)).toBe(false);
  });

  it('refuses missing and malformed tokens', () => {
    const secret = tokens.createSecret();
    for (const token of [undefined, '', 'abc', 'a.b', `${tokens.createToken(secret)}.extra`, ['x']]) {
      expect(tokens.verify(secret, token)).toBe(false);
    }
  });

  it('recognises only well-formed secrets', () => {
    expect(tokens.isSecret('short')).toBe(false);
    expect(tokens.isSecret(undefined)).toBe(false);
    expect(tokens.isSecret(`${'a'.repeat(42)}!`)).toBe(false);
  });
});
