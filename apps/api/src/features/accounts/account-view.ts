import type { Account, SessionUser } from '@kennel/core';
import type { AccountRow } from './repo.ts';

export function sessionUserOf(row: Pick<AccountRow, 'id' | 'username' | 'email'>): SessionUser {
  return { id: row.id, username: row.username, email: row.email };
}

/** The account as the API shows it to its owner. */
export function accountView(row: AccountRow): Account {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    email_verified_at: row.emailVerifiedAt?.toISOString() ?? null,
    state: row.state,
    mfa_enabled: row.mfaEnabledAt !== null,
    previous_login_at: row.previousLoginAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    terms_version: row.termsVersion,
    referral_code: row.referralCode,
  };
}
