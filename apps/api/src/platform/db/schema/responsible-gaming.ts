import { LIMIT_TYPES, RESTRICTION_KINDS, SELF_EXCLUSION_DURATIONS, TIME_OUT_DURATIONS } from '@kennel/core';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { cents, instant, oneOf, textEnum } from './columns.ts';
import { users } from './users.ts';

/**
 * A player's responsible-gaming limit of one type (RULES.md "Responsible gaming"): the amount in
 * force (null: none), and a raise or removal waiting for its 24 hours and the player's confirmation.
 * A pending change is present when `pending_requested_at` is set; its amount null asks for removal.
 */
export const responsibleGamingLimits = pgTable(
  'responsible_gaming_limits',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: textEnum('type', LIMIT_TYPES).notNull(),
    amountCents: cents('amount_cents'),
    pendingAmountCents: cents('pending_amount_cents'),
    pendingRequestedAt: instant('pending_requested_at'),
    pendingConfirmableAt: instant('pending_confirmable_at'),
    updatedAt: instant('updated_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.type] }),
    oneOf('responsible_gaming_limits_type_check', table.type, LIMIT_TYPES),
    check(
      'responsible_gaming_limits_amounts_not_negative',
      sql`coalesce(${table.amountCents}, 0) >= 0 and coalesce(${table.pendingAmountCents}, 0) >= 0`,
    ),
    // A pending change has both its moments; without one, nothing of it remains.
    check(
      'responsible_gaming_limits_pending_shape',
      sql`(${table.pendingRequestedAt} is null and ${table.pendingConfirmableAt} is null and ${table.pendingAmountCents} is null) or (${table.pendingRequestedAt} is not null and ${table.pendingConfirmableAt} is not null)`,
    ),
  ],
);

const RESTRICTION_DURATIONS = [...TIME_OUT_DURATIONS, ...SELF_EXCLUSION_DURATIONS] as const;

/**
 * Time-outs and self-exclusions, one row each, never changed: a longer one is a new row, so the
 * history of what the player chose stays. `ends_at` null is a permanent exclusion.
 */
export const playRestrictions = pgTable(
  'play_restrictions',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: textEnum('kind', RESTRICTION_KINDS).notNull(),
    duration: textEnum('duration', RESTRICTION_DURATIONS).notNull(),
    startedAt: instant('started_at').notNull(),
    endsAt: instant('ends_at'),
  },
  (table) => [
    index('play_restrictions_user_idx').on(table.userId, table.startedAt),
    oneOf('play_restrictions_kind_check', table.kind, RESTRICTION_KINDS),
    oneOf('play_restrictions_duration_check', table.duration, RESTRICTION_DURATIONS),
    check(
      'play_restrictions_shape',
      sql`(${table.kind} = 'time_out' and ${table.endsAt} is not null and ${table.duration} in (${sql.raw(
        TIME_OUT_DURATIONS.map((d) => `'${d}'`).join(', '),
      )})) or (${table.kind} = 'self_exclusion' and (${table.endsAt} is null) = (${table.duration} = 'permanent') and ${table.duration} in (${sql.raw(
        SELF_EXCLUSION_DURATIONS.map((d) => `'${d}'`).join(', '),
      )}))`,
    ),
    check(
      'play_restrictions_ends_after_start',
      sql`${table.endsAt} is null or ${table.endsAt} > ${table.startedAt}`,
    ),
  ],
);

/**
 * Two accounts support found to be two people (`user_id` < `other_user_id`), with the operator and
 * their reason: neither holds the other's self-exclusion through a shared browser, nor through one
 * legal name and birth date when an SSN is unknown. Rows are never updated.
 */
export const distinctPeople = pgTable(
  'distinct_people',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    otherUserId: uuid('other_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    operatorId: uuid('operator_id').notNull(),
    reason: text('reason').notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.otherUserId] }),
    check('distinct_people_ordered', sql`${table.userId} < ${table.otherUserId}`),
  ],
);

export type ResponsibleGamingLimitRow = typeof responsibleGamingLimits.$inferSelect;
export type PlayRestrictionRow = typeof playRestrictions.$inferSelect;
