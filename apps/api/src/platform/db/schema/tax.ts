import { STATE_CODES, TAX_CLASSIFICATIONS, TIN_TYPES } from '@kennel/core';
import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { cents, instant, oneOf, textEnum } from './columns.ts';
import { operators } from './operators.ts';
import { users } from './users.ts';

/**
 * A player's W-9 (one per player; a correction replaces it and the audit trail keeps the history).
 * The TIN is only ever stored encrypted (AES-256-GCM, bound to the user id); its last 4 digits are
 * kept apart so the masked form can be shown without decrypting.
 */
export const w9Forms = pgTable(
  'w9_forms',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'restrict' }),
    legalName: text('legal_name').notNull(),
    businessName: text('business_name'),
    taxClassification: textEnum('tax_classification', TAX_CLASSIFICATIONS).notNull(),
    addressLine1: text('address_line1').notNull(),
    addressLine2: text('address_line2'),
    city: text('city').notNull(),
    state: textEnum('state', STATE_CODES).notNull(),
    postalCode: text('postal_code').notNull(),
    tinType: textEnum('tin_type', TIN_TYPES).notNull(),
    tinEncrypted: text('tin_encrypted').notNull(),
    tinLast4: text('tin_last4').notNull(),
    certifiedAt: instant('certified_at').notNull(),
    submittedAt: instant('submitted_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (table) => [
    oneOf('w9_forms_tax_classification_check', table.taxClassification, TAX_CLASSIFICATIONS),
    oneOf('w9_forms_state_check', table.state, STATE_CODES),
    oneOf('w9_forms_tin_type_check', table.tinType, TIN_TYPES),
    check('w9_forms_tin_last4_digits', sql`${table.tinLast4} ~ '^[0-9]{4}$'`),
    // A plain 9-digit TIN can never be written here by mistake.
    check('w9_forms_tin_encrypted_shape', sql`${table.tinEncrypted} like 'v1.%'`),
  ],
);

export type W9FormRow = typeof w9Forms.$inferSelect;

/** Whom an issued 1099 names: the W-9 as it stood when the form was issued. */
export interface Form1099Recipient {
  legalName: string;
  businessName: string | null;
  addressLine1: string;
  addressLine2: string | null;
  city: string;
  state: string;
  postalCode: string;
  tinLast4: string;
}

/**
 * The 1099s issued: a year's figure and recipient as the player's form shows them, fixed when the
 * form is first issued (after the year ends, once a W-9 is on file). A later change to the year's
 * net winnings (a stake of that year refunded in January) or to the W-9 never rewrites one: an
 * operator issues a correction, the next revision, on purpose. Rows are never updated.
 */
export const taxForms = pgTable(
  'tax_forms',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    taxYear: integer('tax_year').notNull(),
    /** 1 for the form first issued; each correction is the next. */
    revision: integer('revision').notNull(),
    /** Box 3: the year's net winnings when this revision was issued. */
    amountCents: cents('amount_cents').notNull(),
    recipient: jsonb('recipient').$type<Form1099Recipient>().notNull(),
    issuedAt: instant('issued_at').notNull(),
    /** Who issued a correction (null on the first revision, which issues itself). */
    correctedByOperatorId: uuid('corrected_by_operator_id').references(() => operators.id),
    correctionReason: text('correction_reason'),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.taxYear, table.revision] }),
    check(
      'tax_forms_correction_by_operator',
      sql`(${table.revision} = 1) = (${table.correctedByOperatorId} is null) and ${table.revision} >= 1`,
    ),
  ],
);

export type TaxFormRow = typeof taxForms.$inferSelect;
