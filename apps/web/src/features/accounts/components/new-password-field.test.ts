import { PASSWORD_MESSAGES } from '@kennel/core';
import { describe, expect, it } from 'vitest';
import { passwordStrength } from './new-password-field.tsx';

describe('password strength hint', () => {
  it('counts down to the 12-character minimum, with no rules about character kinds', () => {
    expect(passwordStrength('').strength).toBe('empty');
    expect(passwordStrength('abcdefghik')).toEqual({
      strength: 'short',
      message: '2 more characters to go.',
    });
    expect(passwordStrength('plum river z').strength).toBe('good');
  });

  it('says what the server would refuse, in the policy’s own words', () => {
    expect(passwordStrength('password12345')).toEqual({
      strength: 'weak',
      message: PASSWORD_MESSAGES.common,
    });
    expect(passwordStrength('rexthedog is great', { username: 'rexthedog' })).toEqual({
      strength: 'weak',
      message: PASSWORD_MESSAGES.contains_personal_info,
    });
  });

  it('rates longer passphrases higher', () => {
    expect(passwordStrength('plum river zebra').strength).toBe('strong');
    expect(passwordStrength('plum river zebra lantern').strength).toBe('great');
  });
});
