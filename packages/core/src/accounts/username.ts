export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 20;

const USERNAME_CHARACTERS = /^[A-Za-z0-9_]+$/;

/** Names nobody may take, compared after lower-casing, removing underscores and trailing digits. */
export const RESERVED_USERNAMES: ReadonlySet<string> = new Set([
  'admin',
  'administrator',
  'api',
  'billing',
  'help',
  'helpdesk',
  'kennel',
  'mail',
  'moderator',
  'null',
  'official',
  'root',
  'security',
  'staff',
  'support',
  'system',
  'underdog',
  'undefined',
  'www',
]);

/** Words that would let a name pass for Kennel staff when it starts or ends with them. */
const IMPERSONATION_WORDS = ['kennel', 'admin', 'moderator', 'official'];

export type UsernameProblem = 'too_short' | 'too_long' | 'invalid_characters' | 'reserved';

export type UsernameCheck =
  | { ok: true; normalized: string }
  | { ok: false; reason: UsernameProblem; message: string };

export const USERNAME_MESSAGES: Record<UsernameProblem | 'taken', string> = {
  too_short: `Usernames need at least ${USERNAME_MIN_LENGTH} characters.`,
  too_long: `Usernames can be at most ${USERNAME_MAX_LENGTH} characters.`,
  invalid_characters: 'Use only letters, numbers and underscores.',
  reserved: 'That username is reserved. Choose another one.',
  taken: 'That username is taken. Choose another one.',
};

/** The form two usernames are compared in: uniqueness ignores case. */
export function normalizeUsername(name: string): string {
  return name.toLowerCase();
}

/** True when a name is reserved for Kennel, whatever its case, underscores or trailing digits. */
export function isReservedUsername(name: string): boolean {
  const stem = normalizeUsername(name).replaceAll('_', '').replace(/\d+$/, '');
  return (
    RESERVED_USERNAMES.has(stem) ||
    IMPERSONATION_WORDS.some((word) => stem.startsWith(word) || stem.endsWith(word))
  );
}

function problem(reason: UsernameProblem): UsernameCheck {
  return { ok: false, reason, message: USERNAME_MESSAGES[reason] };
}

/** Checks a username against Kennel's rules; availability (taken) is the server's to answer. */
export function checkUsername(name: string): UsernameCheck {
  const length = [...name].length;
  if (length < USERNAME_MIN_LENGTH) return problem('too_short');
  if (length > USERNAME_MAX_LENGTH) return problem('too_long');
  if (!USERNAME_CHARACTERS.test(name)) return problem('invalid_characters');
  if (isReservedUsername(name)) return problem('reserved');
  return { ok: true, normalized: normalizeUsername(name) };
}
