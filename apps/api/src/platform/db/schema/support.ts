import { SUPPORT_CONVERSATION_STATUSES, SUPPORT_MESSAGE_AUTHORS } from '@kennel/core';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { instant, oneOf, textEnum } from './columns.ts';
import { operators } from './operators.ts';
import { users } from './users.ts';

/**
 * A support conversation: a player's (one each, opened again by their next message) or a signed-out
 * visitor's, who gave the email address the answer goes to and holds a token to continue it.
 */
export const supportConversations = pgTable(
  'support_conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    guestEmail: text('guest_email'),
    /** SHA-256 of the visitor's conversation token; null for a player's conversation. */
    guestTokenHash: text('guest_token_hash'),
    status: textEnum('status', SUPPORT_CONVERSATION_STATUSES).notNull(),
    /** The player (or visitor) wrote last: the inbox shows it as waiting. */
    awaitingReply: boolean('awaiting_reply').notNull(),
    createdAt: instant('created_at').notNull(),
    lastMessageAt: instant('last_message_at').notNull(),
  },
  (table) => [
    uniqueIndex('support_conversations_user_key').on(table.userId).where(sql`${table.userId} is not null`),
    uniqueIndex('support_conversations_guest_token_key')
      .on(table.guestTokenHash)
      .where(sql`${table.guestTokenHash} is not null`),
    index('support_conversations_inbox_idx').on(table.status, table.lastMessageAt),
    oneOf('support_conversations_status_check', table.status, SUPPORT_CONVERSATION_STATUSES),
    check(
      'support_conversations_player_or_guest',
      sql`(${table.userId} is null) = (${table.guestEmail} is not null and ${table.guestTokenHash} is not null)`,
    ),
  ],
);

export type SupportConversationRow = typeof supportConversations.$inferSelect;

/** One message of a conversation, never changed: the player's, or an operator's reply. */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => supportConversations.id, { onDelete: 'cascade' }),
    author: textEnum('author', SUPPORT_MESSAGE_AUTHORS).notNull(),
    operatorId: uuid('operator_id').references(() => operators.id),
    body: text('body').notNull(),
    sentAt: instant('sent_at').notNull(),
  },
  (table) => [
    index('support_messages_conversation_idx').on(table.conversationId, table.id),
    oneOf('support_messages_author_check', table.author, SUPPORT_MESSAGE_AUTHORS),
    check(
      'support_messages_operator_reply',
      sql`(${table.author} = 'operator') = (${table.operatorId} is not null)`,
    ),
  ],
);

export type SupportMessageRow = typeof supportMessages.$inferSelect;
