import { PROMOTION_KINDS } from '@kennel/core';
import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { cents, instant, textEnum } from './columns.ts';

/** Promo codes a player can enter at sign-up or with a deposit; codes compare case-insensitively. */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    description: text('description').notNull(),
    /** One of core's PROMOTION_KINDS; only `deposit_match` is sold through codes today. */
    kind: textEnum('kind', PROMOTION_KINDS).notNull(),
    matchPercent: integer('match_percent').notNull(),
    maxCents: cents('max_cents', 'integer').notNull(),
    startsAt: instant('starts_at'),
    endsAt: instant('ends_at'),
    active: boolean('active').notNull().default(true),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('promo_codes_code_lower_key').on(sql`lower(${table.code})`),
    check('promo_codes_kind_check', sql`${table.kind} in ('deposit_match')`),
    check('promo_codes_match_check', sql`${table.matchPercent} > 0 and ${table.maxCents} > 0`),
  ],
);

export type PromoCodeRow = typeof promoCodes.$inferSelect;
