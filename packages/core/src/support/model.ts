/** A support conversation is open until an operator closes it; a player's new message opens it again. */
export const SUPPORT_CONVERSATION_STATUSES = ['open', 'closed'] as const;
export type SupportConversationStatus = (typeof SUPPORT_CONVERSATION_STATUSES)[number];

/** Who wrote a support message: the player (or a signed-out visitor) or an operator. */
export const SUPPORT_MESSAGE_AUTHORS = ['player', 'operator'] as const;
export type SupportMessageAuthor = (typeof SUPPORT_MESSAGE_AUTHORS)[number];

/** Long enough for a full account of a problem; short enough to read in the console. */
export const SUPPORT_MESSAGE_MAX_CHARS = 1_000;

/** The player's last messages shown in the chat (older ones stay in the console). */
export const SUPPORT_CHAT_HISTORY = 50;

/** The realtime snapshot type of the player's conversation (`{type: 'support', data}`). */
export const SUPPORT_SNAPSHOT_TYPE = 'support';
