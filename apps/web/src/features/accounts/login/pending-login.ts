import { LOGIN_CONFIRMATION_TTL_MS } from '@kennel/core/accounts/security';

interface PendingLogin {
  email: string;
  password: string;
  since: number;
}

/**
 * A log-in waiting for its emailed device confirmation, kept in memory only (never in storage), so
 * "send the email again" works without asking for the password twice. Gone on reload.
 */
let pending: PendingLogin | null = null;

export function rememberPendingLogin(email: string, password: string): void {
  pending = { email, password, since: Date.now() };
}

export function pendingLogin(): PendingLogin | null {
  if (pending && Date.now() - pending.since > LOGIN_CONFIRMATION_TTL_MS) pending = null;
  return pending;
}

export function forgetPendingLogin(): void {
  pending = null;
}
