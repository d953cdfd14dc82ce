import { SCHEDULE_KINDS } from '@kennel/core';
import { integer, jsonb, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { instant, oneOf, textEnum } from './columns.ts';
import { operators } from './operators.ts';

/**
 * Product data operators change without a deploy (RULES.md): each publish adds a version, never
 * edits one; what a version priced (a pick'em entry, a best ball contest) names it. Version 1 of
 * each kind is the default of packages/core, written by the migration.
 */
export const scheduleVersions = pgTable(
  'schedule_versions',
  {
    kind: textEnum('kind', SCHEDULE_KINDS).notNull(),
    version: integer('version').notNull(),
    body: jsonb('body').notNull(),
    /** Null for version 1 (the migration's). */
    operatorId: uuid('operator_id').references(() => operators.id),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.kind, table.version] }),
    oneOf('schedule_versions_kind_check', table.kind, SCHEDULE_KINDS),
  ],
);

export type ScheduleVersionRow = typeof scheduleVersions.$inferSelect;
