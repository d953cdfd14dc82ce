import { z } from 'zod';
import { emailField } from '../accounts/fields.ts';
import {
  SUPPORT_CONVERSATION_STATUSES,
  SUPPORT_MESSAGE_AUTHORS,
  SUPPORT_MESSAGE_MAX_CHARS,
} from '../support/model.ts';
import type { Endpoint } from './endpoint.ts';
import { timestampField } from './timestamp-field.ts';

export const supportMessageText = z
  .string({ error: 'Write your message.' })
  .trim()
  .min(1, { error: 'Write your message.' })
  .max(SUPPORT_MESSAGE_MAX_CHARS, {
    error: `A message can be at most ${SUPPORT_MESSAGE_MAX_CHARS} characters. Split it in two.`,
  });

export const supportMessageSchema = z
  .object({
    id: z.string(),
    author: z.enum(SUPPORT_MESSAGE_AUTHORS),
    /** The operator's display name on a reply; null on the player's own messages. */
    author_name: z.string().nullable(),
    text: z.string(),
    sent_at: timestampField,
  })
  .meta({ id: 'SupportMessage' });
export type SupportMessage = z.infer<typeof supportMessageSchema>;

export const supportConversationSchema = z
  .object({
    id: z.string(),
    status: z.enum(SUPPORT_CONVERSATION_STATUSES),
    /** Oldest first, the last SUPPORT_CHAT_HISTORY of them. */
    messages: z.array(supportMessageSchema),
  })
  .meta({ id: 'SupportConversation' });
export type SupportConversation = z.infer<typeof supportConversationSchema>;

/** The signed-in player's conversation, null before their first message (also the realtime snapshot). */
export const supportConversationResponseSchema = z.object({ data: supportConversationSchema.nullable() });

export const supportMessageRequestSchema = z
  .object({ text: supportMessageText })
  .meta({ id: 'SupportMessageRequest' });

/**
 * A signed-out visitor (the error screen can show signed out): their address is where the answer
 * goes. `conversation_token` continues the conversation their first message started.
 */
export const guestSupportMessageRequestSchema = z
  .object({
    email: emailField,
    text: supportMessageText,
    conversation_token: z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/, { error: 'That conversation has ended. Send your message again.' })
      .optional(),
  })
  .meta({ id: 'GuestSupportMessageRequest' });

export const guestSupportMessageResponseSchema = z.object({
  data: z.object({
    message: supportMessageSchema,
    /** Send it with the next message to continue this conversation. */
    conversation_token: z.string(),
  }),
});

/** The support chat: the player's messages are stored and answered from the operator console. */
export const SUPPORT_ENDPOINTS = {
  supportConversation: {
    method: 'GET',
    path: '/v1/support/conversation',
    summary: "The signed-in player's support conversation (null before their first message).",
    auth: true,
    idempotent: false,
    status: 200,
    response: supportConversationResponseSchema,
  },
  sendSupportMessage: {
    method: 'POST',
    path: '/v1/support/messages',
    summary: 'Sends a message to Kennel support; replies come back in the chat and by email.',
    auth: true,
    idempotent: false,
    rateLimitPerMinute: 10,
    accountRateLimit: { max: 30, windowMinutes: 60, per: 'user' },
    body: supportMessageRequestSchema,
    status: 201,
    response: supportConversationResponseSchema,
  },
  sendGuestSupportMessage: {
    method: 'POST',
    path: '/v1/support/guest-messages',
    summary: 'Sends a message to Kennel support while signed out; the reply goes to the email given.',
    auth: false,
    idempotent: false,
    rateLimitPerMinute: 5,
    accountRateLimit: { max: 20, windowMinutes: 60, per: 'body.email' },
    body: guestSupportMessageRequestSchema,
    status: 201,
    response: guestSupportMessageResponseSchema,
  },
} as const satisfies Record<string, Endpoint>;
