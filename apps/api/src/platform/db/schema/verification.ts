import { date, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A player's identity verification: the details sent and the provider's decision. The SSN digits
 * go to the provider only. Document checks and tax forms add their own tables and move `status`.
 */
export const identityVerifications = pgTable('identity_verifications', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** core VerificationStatus. */
  status: text('status').notNull(),
  legalFirstName: text('legal_first_name').notNull(),
  legalLastName: text('legal_last_name').notNull(),
  dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
  addressLine1: text('address_line1').notNull(),
  addressLine2: text('address_line2'),
  city: text('city').notNull(),
  state: text('state').notNull(),
  postalCode: text('postal_code').notNull(),
  provider: text('provider').notNull(),
  providerReference: text('provider_reference').notNull(),
  submittedAt: instant('submitted_at').notNull(),
  decidedAt: instant('decided_at'),
  updatedAt: instant('updated_at').notNull(),
});

export type IdentityVerificationRow = typeof identityVerifications.$inferSelect;
