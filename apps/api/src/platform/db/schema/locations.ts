import { LOCATION_SOURCES, STATE_CODES } from '@kennel/core';
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { instant, oneOf, textEnum } from './columns.ts';
import { sessions } from './sessions.ts';
import { users } from './users.ts';

/**
 * The latest location check of each signed-in browser (at login, before each paid action, and on
 * `GET /v1/location`): where the player was placed, how, and when. Ends with its session.
 */
export const sessionLocations = pgTable(
  'session_locations',
  {
    /** The session's id (hash of its token). */
    sessionId: text('session_id')
      .primaryKey()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null when the check could not place the player in a state. */
    state: textEnum('state', STATE_CODES),
    source: textEnum('source', LOCATION_SOURCES).notNull(),
    locatedAt: instant('located_at').notNull(),
  },
  (table) => [
    index('session_locations_user_id_idx').on(table.userId),
    oneOf('session_locations_state_check', table.state, STATE_CODES),
    oneOf('session_locations_source_check', table.source, LOCATION_SOURCES),
  ],
);

export type SessionLocationRow = typeof sessionLocations.$inferSelect;
