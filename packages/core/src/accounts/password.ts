import { COMMON_PASSWORDS } from './common-passwords.ts';

/** NIST SP 800-63B: length is the rule; no composition rules, no forced rotation. */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

/** Identifiers shorter than this turn up inside ordinary words, so they must match whole. */
const PERSONAL_INFO_MIN_CONTAINED = 4;

export type PasswordProblem = 'too_short' | 'too_long' | 'common' | 'repetitive' | 'contains_personal_info';

export type PasswordCheck = { ok: true } | { ok: false; reason: PasswordProblem; message: string };

export interface PasswordContext {
  username?: string;
  email?: string;
}

export const PASSWORD_MESSAGES: Record<PasswordProblem, string> = {
  too_short: `Use at least ${PASSWORD_MIN_LENGTH} characters. A few unrelated words make a strong password you can remember.`,
  too_long: `Use at most ${PASSWORD_MAX_LENGTH} characters.`,
  common: 'That password is too common and easy to guess. Try a few unrelated words instead.',
  repetitive:
    "Avoid repeated or sequential characters such as 'aaaa' or '1234'. Try a few unrelated words instead.",
  contains_personal_info: "Don't use your username or email address in your password.",
};

/** The form a password is measured, checked and hashed in (NIST asks for NFKC or NFKD). */
export function normalizePassword(password: string): string {
  return password.normalize('NFKC');
}

export function passwordLength(password: string): number {
  return [...normalizePassword(password)].length;
}

const LEET: Record<string, string> = {
  '@': 'a',
  '4': 'a',
  '8': 'b',
  '3': 'e',
  '9': 'g',
  '!': 'i',
  '0': 'o',
  $: 's',
  '5': 's',
  '7': 't',
  '+': 't',
};

function unLeet(text: string, one: 'i' | 'l'): string {
  return text.replace(/[@48390!$57+1]/g, (c) => (c === '1' ? one : (LEET[c] ?? c)));
}

/** The forms of a password compared with the common list: 'P@ssword 2024!' → 'password'. */
export function commonPasswordVariants(password: string): Set<string> {
  const lower = normalizePassword(password).toLowerCase();
  const compact = lower.replace(/[\s._-]+/g, '');
  const variants = new Set<string>();
  for (const form of [lower, compact]) {
    const core = form.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
    // '@' and '$' stand in for letters often enough at either end to keep them for un-leeting.
    const leetCore = form.replace(/^[^\p{L}@$]+|[^\p{L}@$]+$/gu, '');
    variants.add(form);
    variants.add(core);
    for (const one of ['i', 'l'] as const) {
      variants.add(unLeet(form, one));
      variants.add(unLeet(core, one));
      variants.add(unLeet(leetCore, one));
    }
  }
  variants.delete('');
  return variants;
}

export function isCommonPassword(password: string): boolean {
  for (const variant of commonPasswordVariants(password)) {
    if (COMMON_PASSWORDS.has(variant)) return true;
  }
  return false;
}

/** The shortest unit the text repeats, e.g. 'abcabcabc' → 'abc'; the text itself when it does not repeat. */
function repeatingUnit(codePoints: string[]): string[] {
  const n = codePoints.length;
  for (let size = 1; size <= n / 2; size++) {
    if (n % size !== 0) continue;
    if (codePoints.every((c, i) => c === codePoints[i % size])) return codePoints.slice(0, size);
  }
  return codePoints;
}

function step(from: string, to: string): number {
  const isDigit = (c: string) => c >= '0' && c <= '9';
  if (isDigit(from) && isDigit(to)) return ((Number(to) - Number(from) + 15) % 10) - 5;
  return to.codePointAt(0)! - from.codePointAt(0)!;
}

/** Runs like 'abcdefghijkl', '987654321098' (digits wrap) or 'zyxwvutsrqpo'. */
function isSequential(codePoints: string[]): boolean {
  const first = step(codePoints[0]!, codePoints[1]!);
  if (Math.abs(first) !== 1) return false;
  return codePoints.every((c, i) => i === 0 || step(codePoints[i - 1]!, c) === first);
}

/** Repeated or sequential text: a short unit repeated, a straight run, or almost no distinct characters. */
export function isRepetitivePassword(password: string): boolean {
  const codePoints = [...normalizePassword(password).toLowerCase()];
  if (codePoints.length < 2) return true;
  if (new Set(codePoints).size <= 3) return true;
  const unit = repeatingUnit(codePoints);
  if (unit.length < codePoints.length) {
    return unit.length <= 6 || isCommonPassword(unit.join('')) || isRepetitivePassword(unit.join(''));
  }
  return isSequential(codePoints);
}

function personalWords(context: PasswordContext): string[] {
  const words: string[] = [];
  if (context.username) words.push(context.username);
  const localPart = context.email?.split('@')[0]?.split('+')[0];
  if (localPart) words.push(localPart);
  return words
    .flatMap((word) => [word.toLowerCase(), word.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '')])
    .filter((word) => word !== '');
}

export function containsPersonalInfo(password: string, context: PasswordContext): boolean {
  const lower = normalizePassword(password).toLowerCase();
  const compact = lower.replace(/[^\p{L}\p{N}]+/gu, '');
  const core = compact.replace(/^\p{N}+|\p{N}+$/gu, '');
  return personalWords(context).some((word) =>
    word.length >= PERSONAL_INFO_MIN_CONTAINED
      ? lower.includes(word) || compact.includes(word)
      : core === word,
  );
}

function problem(reason: PasswordProblem): PasswordCheck {
  return { ok: false, reason, message: PASSWORD_MESSAGES[reason] };
}

/** Checks a new password against Kennel's policy. The server checks again before hashing. */
export function checkPassword(password: string, context: PasswordContext = {}): PasswordCheck {
  // Refuse huge input before spending time normalizing it.
  if (password.length > PASSWORD_MAX_LENGTH * 4) return problem('too_long');
  const length = passwordLength(password);
  if (length < PASSWORD_MIN_LENGTH) return problem('too_short');
  if (length > PASSWORD_MAX_LENGTH) return problem('too_long');
  if (containsPersonalInfo(password, context)) return problem('contains_personal_info');
  if (isCommonPassword(password)) return problem('common');
  if (isRepetitivePassword(password)) return problem('repetitive');
  return { ok: true };
}
