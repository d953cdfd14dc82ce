import { describe, expect, it } from 'vitest';
import { readCsrfCookie } from './csrf.ts';

const jar = (cookies: Record<string, string>) => (name: string) => cookies[name];

describe('readCsrfCookie', () => {
  it('reads the __Host- prefixed cookie an https site sets', () => {
    expect(readCsrfCookie(jar({ '__Host-kennel_csrf': 'https-token' }))).toBe('https-token');
  });

  it('prefers the prefixed cookie over a plain one another subdomain could have planted', () => {
    expect(readCsrfCookie(jar({ kennel_csrf: 'planted', '__Host-kennel_csrf': 'real' }))).toBe('real');
  });

  it('reads the plain cookie on http (local development)', () => {
    expect(readCsrfCookie(jar({ kennel_csrf: 'dev-token' }))).toBe('dev-token');
    expect(readCsrfCookie(jar({}))).toBeUndefined();
  });
});
