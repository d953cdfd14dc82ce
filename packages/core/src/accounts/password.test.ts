import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORDS } from './common-passwords.ts';
import {
  checkPassword,
  commonPasswordVariants,
  isCommonPassword,
  isRepetitivePassword,
  PASSWORD_MESSAGES,
  passwordLength,
} from './password.ts';

describe('common password list', () => {
  it('holds the breached top 1,000 plus long and Kennel-specific entries, lower-cased', () => {
    expect(COMMON_PASSWORDS.size).toBeGreaterThan(1200);
    for (const entry of ['password', 'qwertyuiop', 'iloveyou', '1qaz2wsx3edc', 'fantasyfootball', 'kennel']) {
      expect(COMMON_PASSWORDS.has(entry)).toBe(true);
    }
    for (const entry of COMMON_PASSWORDS) expect(entry).toBe(entry.toLowerCase());
  });
});

describe('checkPassword', () => {
  it('requires 12 to 128 characters, counted as code points', () => {
    expect(checkPassword('short phrase')).toEqual({ ok: true });
    expect(checkPassword('short phras')).toEqual({
      ok: false,
      reason: 'too_short',
      message: PASSWORD_MESSAGES.too_short,
    });
    expect(checkPassword('')).toMatchObject({ reason: 'too_short' });
    // Twelve emoji are 24 UTF-16 units but 12 characters.
    expect(passwordLength('🐶🐱🐭🐹🐰🦊🐻🐼🐨🐯🦁🐮')).toBe(12);
    expect(checkPassword('🐶🐱🐭🐹🐰🦊🐻🐼🐨🐯🦁🐮')).toEqual({ ok: true });
    expect(checkPassword('🐶🐱🐭🐹🐰🦊🐻🐼🐨🐯🦁')).toMatchObject({ reason: 'too_short' });
    expect(checkPassword('glitter unicorn '.repeat(8))).toEqual({ ok: true });
    expect(checkPassword(`${'glitter unicorn '.repeat(8)}!`)).toMatchObject({ reason: 'too_long' });
    expect(checkPassword('a'.repeat(129))).toMatchObject({ reason: 'too_long' });
    expect(checkPassword('x'.repeat(10_000))).toMatchObject({ reason: 'too_long' });
  });

  it('has no composition rules: long lower-case phrases pass', () => {
    expect(checkPassword('glitter unicorn taxes')).toEqual({ ok: true });
    expect(checkPassword('mydogspotlikesbacon')).toEqual({ ok: true });
    expect(checkPassword('Tr0ub4dor&3xyz')).toEqual({ ok: true });
  });

  it('rejects common passwords in their usual disguises', () => {
    for (const password of [
      'password1234',
      'Password2024!',
      'PASSWORD!!!!1234',
      '2024password!!',
      'P@ssw0rd12345',
      '$ecret12345678',
      'qwertyuiop123',
      'iloveyou1234567',
      'correct horse battery staple',
      'Dallascowboys1!',
      'fantasyfootball',
      'kennel2026!!!',
      '1qaz2wsx3edc',
    ]) {
      expect(checkPassword(password), password).toEqual({
        ok: false,
        reason: 'common',
        message: PASSWORD_MESSAGES.common,
      });
    }
  });

  it('rejects repeated and sequential characters', () => {
    for (const password of [
      'aaaaaaaaaaaa',
      'abcdefghijkl',
      'zyxwvutsrqpo',
      '123456789012',
      '098765432109',
      'abcabcabcabc',
      'aaaaaaaaaab1',
    ]) {
      expect(checkPassword(password), password).toMatchObject({ ok: false, reason: 'repetitive' });
    }
    expect(isRepetitivePassword('kennelkennel')).toBe(true);
    expect(isRepetitivePassword('glitter unicorn taxes')).toBe(false);
  });

  it('rejects passwords built on the username or the email address', () => {
    const context = { username: 'Joe_Smith', email: 'john.doe+kennel@example.com' };
    expect(checkPassword('joe_smith_rocks_2024', context)).toMatchObject({
      reason: 'contains_personal_info',
    });
    expect(checkPassword('I am JOESMITH forever', context)).toMatchObject({
      reason: 'contains_personal_info',
    });
    expect(checkPassword('the john.doe password', context)).toMatchObject({
      reason: 'contains_personal_info',
    });
    expect(checkPassword('glitter unicorn taxes', context)).toEqual({ ok: true });
  });

  it('matches a short username only as the whole password core, not inside words', () => {
    expect(checkPassword('bob1234567890!', { username: 'bob' })).toMatchObject({
      reason: 'contains_personal_info',
    });
    expect(checkPassword('cannonball run!', { username: 'ann' })).toEqual({ ok: true });
  });

  it('never accepts a password outside 12 to 128 characters, and never throws', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), (password) => {
        const result = checkPassword(password);
        const length = passwordLength(password);
        return !result.ok || (length >= 12 && length <= 128);
      }),
    );
  });

  it('rejects any listed password of 8+ letters with digits and symbols added at the ends', () => {
    const words = [...COMMON_PASSWORDS].filter((w) => /^[a-z]{8,}$/.test(w));
    fc.assert(
      fc.property(
        fc.constantFrom(...words),
        fc.stringMatching(/^[0-9!@#$%^&*.]{0,4}$/),
        fc.stringMatching(/^[0-9!?#%^&*.]{4,8}$/),
        (word, prefix, suffix) => isCommonPassword(`${prefix}${word.toUpperCase()}${suffix}`),
      ),
    );
  });
});

describe('commonPasswordVariants', () => {
  it('includes the trimmed and un-leeted cores', () => {
    const variants = commonPasswordVariants('P@ssw0rd 2024!');
    expect(variants).toContain('p@ssw0rd 2024!');
    expect(variants).toContain('password');
    expect(variants).not.toContain('');
  });
});
