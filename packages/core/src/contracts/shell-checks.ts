import { CURRENCY } from '../constants.ts';
import type { SessionResponse, SessionUser } from './platform.ts';
import type { Wallet } from './wallet.ts';

// The checks of sessionResponseSchema and walletSchema without zod, for the web app's shell: it
// checks the session and the balance on every page, before any zod-using page has loaded.
// shell-checks.test.ts holds them to the zod schemas, so the rule has one owner here in core.

/** A JSON object: not null and not an array. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A safe whole number, like zod's `int()`. */
export function isWholeNumber(value: unknown): value is number {
  return Number.isSafeInteger(value);
}

function parseSessionUser(value: unknown): SessionUser | null {
  if (!isRecord(value)) return null;
  const { id, username, email } = value;
  if (typeof id !== 'string' || typeof username !== 'string' || typeof email !== 'string') return null;
  return { id, username, email };
}

/** sessionResponseSchema's check: a clean copy, or null when the value has the wrong shape. */
export function parseSessionResponse(value: unknown): SessionResponse | null {
  if (!isRecord(value) || !isRecord(value.data)) return null;
  const { authenticated, user, terms_acceptance_required: termsRequired } = value.data;
  if (typeof authenticated !== 'boolean') return null;
  if (termsRequired !== undefined && typeof termsRequired !== 'boolean') return null;
  const terms = termsRequired === undefined ? {} : { terms_acceptance_required: termsRequired };
  if (user === null) return { data: { authenticated, user: null, ...terms } };
  const sessionUser = parseSessionUser(user);
  return sessionUser ? { data: { authenticated, user: sessionUser, ...terms } } : null;
}

/** walletSchema's check: a clean copy, or null when the value has the wrong shape. */
export function parseWallet(value: unknown): Wallet | null {
  if (!isRecord(value)) return null;
  const { cash_cents, promo_cents, pending_withdrawal_cents, lifetime_deposit_cents, owed_cents, currency } =
    value;
  if (
    !isWholeNumber(cash_cents) ||
    !isWholeNumber(owed_cents) ||
    !isWholeNumber(promo_cents) ||
    !isWholeNumber(pending_withdrawal_cents) ||
    !isWholeNumber(lifetime_deposit_cents) ||
    currency !== CURRENCY
  ) {
    return null;
  }
  return { cash_cents, promo_cents, pending_withdrawal_cents, lifetime_deposit_cents, owed_cents, currency };
}

/** unreadCountSchema's data (and the count in the realtime `notifications` snapshot): the bell's badge. */
export function parseUnreadCount(value: unknown): { unread_count: number } | null {
  if (!isRecord(value)) return null;
  const { unread_count } = value;
  return isWholeNumber(unread_count) && unread_count >= 0 ? { unread_count } : null;
}
