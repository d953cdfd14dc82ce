import { AUDIT_ACTORS } from '@kennel/core';
import { bigint, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { instant, oneOf, textEnum } from './columns.ts';
import { operators } from './operators.ts';
import { users } from './users.ts';

/**
 * The compliance audit trail (GLI-33, New Jersey's internet gaming controls): every limit change,
 * time-out, exclusion, verification decision and tax form change, with who, when and what.
 * Append-only: a trigger refuses UPDATE, DELETE and TRUNCATE (migration 0008). Console operators'
 * actions carry their id (migration 0026).
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Insertion order: events of one transaction share `at`, and a random id cannot order them. */
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    at: instant('at').notNull(),
    /** The player the event is about; null for an operator's action about no player (signing in). */
    userId: uuid('user_id').references(() => users.id),
    /** The console operator who acted; null for a command-line operator, the player or Kennel itself. */
    operatorId: uuid('operator_id').references(() => operators.id),
    /** Who did it: the player, an operator (from a command), or Kennel itself (a job, an expiry). */
    actor: textEnum('actor', AUDIT_ACTORS).notNull(),
    /** The operator's name, the job's kind; null when the actor is the player. */
    actorName: text('actor_name'),
    /** What happened, as `area.event`: `limit.lowered`, `self_exclusion.started`, `verification.decided`. */
    action: text('action').notNull(),
    /** The event's facts (amounts in cents, durations, reasons); never secrets (no TIN, no SSN digits). */
    details: jsonb('details').$type<Record<string, unknown>>().notNull(),
  },
  (table) => [
    index('audit_events_user_at_idx').on(table.userId, table.at),
    index('audit_events_operator_at_idx').on(table.operatorId, table.at),
    oneOf('audit_events_actor_check', table.actor, AUDIT_ACTORS),
  ],
);

export type AuditEventRow = typeof auditEvents.$inferSelect;
