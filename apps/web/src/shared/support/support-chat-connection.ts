import { SUPPORT_ENDPOINTS, supportConversationSchema } from '@kennel/core/contracts/support';
import { SUPPORT_SNAPSHOT_TYPE } from '@kennel/core/support/model';
import { ApiRequestError } from '../api/api-request-error.ts';
import { createHttpClient, type HttpClient } from '../api/http-client.ts';
import { onPlayerSnapshot } from '../realtime/player-snapshots.ts';
import { supportChatStore } from './support-chat-store.ts';

const E = SUPPORT_ENDPOINTS;
let client: HttpClient | null = null;

/**
 * The chat's own client, straight from the build setting: the chat must work when the app's
 * services (and their validated config) are what failed to start.
 */
function http(): HttpClient {
  const raw = import.meta.env.VITE_API_BASE_URL;
  client ??= createHttpClient({ baseUrl: typeof raw === 'string' ? raw.trim() : '' });
  return client;
}

/** For tests: a client over their own fetch. */
export function replaceSupportClient(replacement: HttpClient | null) {
  client = replacement;
}

/** Asks who is writing: a signed-in player gets their stored conversation, anyone else writes as a visitor. */
export async function loadSupportConversation(): Promise<void> {
  try {
    const answer = await http().call(E.supportConversation, {}, { quietStatuses: [401] });
    supportChatStore.setConversation(answer.data);
  } catch {
    supportChatStore.writeAsGuest();
  }
}

/** Messages go one after another: a visitor's second waits for the first's conversation token. */
let sending: Promise<void> = Promise.resolve();

/**
 * Sends the message; it shows at once, then as sent, or as not sent with ways to try again. Sends
 * queue behind each other, so a visitor's quick second message joins the conversation the first
 * opened (not a second one) and messages arrive in the order they were written.
 */
export function sendSupportMessage(text: string): Promise<void> {
  const key = supportChatStore.addSending(text);
  const sent = sending.then(() => sendNow(text, key));
  sending = sent.catch(() => {});
  return sent;
}

async function sendNow(text: string, key: string): Promise<void> {
  const { writer, guestEmail, guestToken } = supportChatStore.getState();
  try {
    if (writer === 'player') {
      const answer = await http().call(E.sendSupportMessage, { body: { text } });
      supportChatStore.remove(key);
      supportChatStore.setConversation(answer.data);
      return;
    }
    const answer = await http().call(E.sendGuestSupportMessage, {
      body: { email: guestEmail, text, ...(guestToken ? { conversation_token: guestToken } : {}) },
    });
    supportChatStore.setGuestToken(answer.data.conversation_token);
    supportChatStore.markSent(key, {
      id: answer.data.message.id,
      sentAt: new Date(answer.data.message.sent_at),
    });
  } catch (error) {
    supportChatStore.markFailed(key);
    // Signed out since the chat opened: the next try goes as a visitor.
    if (error instanceof ApiRequestError && error.apiCode === 'unauthenticated')
      supportChatStore.writeAsGuest();
  }
}

/** Answers pushed over the app's live connection (when it has one open) land in the chat at once. */
export function followLiveAnswers(): () => void {
  return onPlayerSnapshot(SUPPORT_SNAPSHOT_TYPE, (data) => {
    const parsed = supportConversationSchema.nullable().safeParse(data);
    if (parsed.success && supportChatStore.getState().writer !== 'guest')
      supportChatStore.setConversation(parsed.data);
  });
}
