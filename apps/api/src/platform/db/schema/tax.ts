import { STATE_CODES, TAX_CLASSIFICATIONS, TIN_TYPES } from '@kennel/core';
import { sql } from 'drizzle-orm';
import { check, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { instant, oneOf, textEnum } from './columns.ts';
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
