import { z } from 'zod';
import { SUPPORT_CONVERSATION_STATUSES } from '../support/model.ts';
import { type ConsoleEndpoint, uuidParam } from './console-endpoint.ts';
import { supportMessageSchema, supportMessageText } from './support.ts';
import { timestampField } from './timestamp-field.ts';

/** One conversation in the inbox list. */
export const inboxConversationSchema = z.object({
  id: z.string(),
  status: z.enum(SUPPORT_CONVERSATION_STATUSES),
  /** The player's id; null for a signed-out visitor. */
  player_id: z.string().nullable(),
  /** The player's username, or the visitor's email address. */
  from: z.string(),
  email: z.string(),
  last_message: z.string(),
  last_message_at: timestampField,
  /** The player wrote last: the conversation waits for an answer. */
  awaiting_reply: z.boolean(),
});
export type InboxConversation = z.infer<typeof inboxConversationSchema>;

export const inboxResponseSchema = z.object({ data: z.array(inboxConversationSchema) });

export const inboxThreadSchema = inboxConversationSchema.extend({
  messages: z.array(supportMessageSchema),
});
export type InboxThread = z.infer<typeof inboxThreadSchema>;
export const inboxThreadResponseSchema = z.object({ data: inboxThreadSchema });

const conversationParams = z.object({ id: uuidParam('conversation') });
const SUPPORT_ROLES = ['support'] as const;

export const CONSOLE_SUPPORT_ENDPOINTS = {
  supportInbox: {
    method: 'GET',
    path: '/v1/console/support/conversations',
    summary: 'Conversations, those waiting for an answer first.',
    auth: false,
    idempotent: false,
    roles: SUPPORT_ROLES,
    action: 'console.support.inbox_read',
    query: z.object({
      status: z
        .enum(SUPPORT_CONVERSATION_STATUSES, { error: 'Choose open or closed conversations.' })
        .default('open'),
    }),
    status: 200,
    response: inboxResponseSchema,
  },
  supportThread: {
    method: 'GET',
    path: '/v1/console/support/conversations/:id',
    summary: 'One conversation with every message.',
    auth: false,
    idempotent: false,
    roles: SUPPORT_ROLES,
    action: 'console.support.conversation_read',
    params: conversationParams,
    status: 200,
    response: inboxThreadResponseSchema,
  },
  replyToSupport: {
    method: 'POST',
    path: '/v1/console/support/conversations/:id/replies',
    summary: 'Answers the player: in their chat at once, and by email.',
    auth: false,
    idempotent: false,
    roles: SUPPORT_ROLES,
    action: 'console.support.replied',
    rateLimitPerMinute: 60,
    params: conversationParams,
    body: z.object({ text: supportMessageText }),
    status: 201,
    response: inboxThreadResponseSchema,
  },
  closeSupportConversation: {
    method: 'POST',
    path: '/v1/console/support/conversations/:id/close',
    summary: "Closes the conversation; the player's next message opens it again.",
    auth: false,
    idempotent: false,
    roles: SUPPORT_ROLES,
    action: 'console.support.closed',
    rateLimitPerMinute: 60,
    params: conversationParams,
    status: 200,
    response: inboxThreadResponseSchema,
  },
} as const satisfies Record<string, ConsoleEndpoint>;
