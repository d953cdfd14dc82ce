import { DOCUMENT_TYPES, STATE_CODES, VERIFICATION_STATUSES } from '@kennel/core';
import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { instant, oneOf, textEnum } from './columns.ts';
import { users } from './users.ts';

/**
 * A player's identity verification: the details sent and the provider's decision. The SSN's last 4
 * digits go to the provider only; once it matched them on the details, Kennel keeps their keyed digest
 * (verification/ssn-digest.ts) to tell two people of one name and birth date apart. A document case waits in `pending` for an
 * operator (`npm run verification`).
 */
export const identityVerifications = pgTable(
  'identity_verifications',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: textEnum('status', VERIFICATION_STATUSES).notNull(),
    legalFirstName: text('legal_first_name').notNull(),
    legalLastName: text('legal_last_name').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
    addressLine1: text('address_line1').notNull(),
    addressLine2: text('address_line2'),
    city: text('city').notNull(),
    state: textEnum('state', STATE_CODES).notNull(),
    postalCode: text('postal_code').notNull(),
    /**
     * `v1.` + HMAC of the SSN's last 4 digits, kept only when the provider matched them on the details.
     * Null, the SSN unknown, when it did not (approved by document, or not at all), and on
     * verifications made before migration 0041.
     */
    ssnLast4Digest: text('ssn_last4_digest'),
    provider: text('provider').notNull(),
    providerReference: text('provider_reference').notNull(),
    submittedAt: instant('submitted_at').notNull(),
    decidedAt: instant('decided_at'),
    updatedAt: instant('updated_at').notNull(),
    /** The document sent after a needs_document answer (the images go to the provider only). */
    documentType: textEnum('document_type', DOCUMENT_TYPES),
    /** Set when a document was sent; with status `pending` the case waits for an operator. */
    documentSubmittedAt: instant('document_submitted_at'),
    /** The reviewer's reason for a decision, shown to the player when rejected. */
    decisionReason: text('decision_reason'),
  },
  (table) => [
    oneOf('identity_verifications_status_check', table.status, VERIFICATION_STATUSES),
    oneOf('identity_verifications_document_type_check', table.documentType, DOCUMENT_TYPES),
    oneOf('identity_verifications_state_check', table.state, STATE_CODES),
    // Never the digits themselves.
    check(
      'identity_verifications_ssn_last4_digest_shape',
      sql`${table.ssnLast4Digest} ~ '^v[0-9]+\\.[0-9a-f]{64}$'`,
    ),
    // One person's accounts, found by their verified identity (a self-exclusion holds on each); the
    // key function is migration 0039's (accents, spaces and marks dropped, lowered).
    index('identity_verifications_person_idx').using(
      'btree',
      table.dateOfBirth,
      sql`person_name_key(${table.legalFirstName}, ${table.legalLastName})`,
    ),
  ],
);

export type IdentityVerificationRow = typeof identityVerifications.$inferSelect;
