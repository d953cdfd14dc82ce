import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkUsername, isReservedUsername, normalizeUsername, USERNAME_MESSAGES } from './username.ts';

const allowedChar = fc.constantFrom(
  ...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_'.split(''),
);

describe('checkUsername', () => {
  it('answers each problem with its reason and message', () => {
    expect(checkUsername('ab')).toEqual({
      ok: false,
      reason: 'too_short',
      message: USERNAME_MESSAGES.too_short,
    });
    expect(checkUsername('')).toMatchObject({ ok: false, reason: 'too_short' });
    expect(checkUsername('a'.repeat(21))).toMatchObject({ ok: false, reason: 'too_long' });
    expect(checkUsername('joe smith')).toMatchObject({ ok: false, reason: 'invalid_characters' });
    expect(checkUsername('joé_smith')).toMatchObject({ ok: false, reason: 'invalid_characters' });
    expect(checkUsername('joe-smith')).toMatchObject({ ok: false, reason: 'invalid_characters' });
    expect(checkUsername('support')).toMatchObject({ ok: false, reason: 'reserved' });
  });

  it('accepts 3 and 20 characters and lower-cases for uniqueness', () => {
    expect(checkUsername('Joe')).toEqual({ ok: true, normalized: 'joe' });
    expect(checkUsername('A_b_C_d_E_f_G_h_I_j_')).toEqual({ ok: true, normalized: 'a_b_c_d_e_f_g_h_i_j_' });
  });

  it('reserves the listed words whatever their case, underscores or trailing digits', () => {
    for (const name of [
      'admin',
      'ADMIN',
      'Admin_1',
      'root',
      'Kennel',
      'underdog99',
      'www',
      'null',
      'un_defined',
    ]) {
      expect(checkUsername(name)).toMatchObject({ ok: false, reason: 'reserved' });
    }
  });

  it('reserves names that start or end with a staff word, but not words that merely contain one', () => {
    expect(isReservedUsername('kennel_fan')).toBe(true);
    expect(isReservedUsername('the_official')).toBe(true);
    expect(isReservedUsername('admin_joe')).toBe(true);
    expect(isReservedUsername('badminton')).toBe(false);
    expect(isReservedUsername('helpful_hank')).toBe(false);
  });

  it('accepts any 3 to 20 allowed characters that are not reserved', () => {
    fc.assert(
      fc.property(fc.array(allowedChar, { minLength: 3, maxLength: 20 }), (chars) => {
        const name = chars.join('');
        const result = checkUsername(name);
        if (isReservedUsername(name)) return !result.ok && result.reason === 'reserved';
        return result.ok && result.normalized === normalizeUsername(name);
      }),
    );
  });

  it('refuses any name with a character outside letters, digits and underscore', () => {
    fc.assert(
      fc.property(
        fc.array(allowedChar, { minLength: 1, maxLength: 9 }),
        fc.string({ minLength: 1, maxLength: 1 }).filter((c) => !/[A-Za-z0-9_]/.test(c)),
        fc.array(allowedChar, { minLength: 1, maxLength: 9 }),
        (before, bad, after) => {
          const result = checkUsername(`${before.join('')}${bad}${after.join('')}`);
          return !result.ok && result.reason === 'invalid_characters';
        },
      ),
    );
  });

  it('makes names differing only in case collide', () => {
    fc.assert(
      fc.property(fc.array(allowedChar, { minLength: 3, maxLength: 20 }), (chars) => {
        const name = chars.join('');
        return normalizeUsername(name.toUpperCase()) === normalizeUsername(name.toLowerCase());
      }),
    );
  });
});
