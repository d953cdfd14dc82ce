import type { SupportConversation } from '@kennel/core/contracts/support';
import type { SupportConversationStatus } from '@kennel/core/support/model';
import { serverNow } from '../clock/index.ts';

/** A message as the chat shows it: the server's, or one of the player's still on its way. */
export interface ChatMessage {
  /** The server's id, or a local one while sending (or after it failed). */
  key: string;
  author: 'player' | 'operator';
  authorName: string | null;
  text: string;
  sentAt: Date;
  state: 'sending' | 'sent' | 'failed';
}

/**
 * Who is writing: a signed-in player (their conversation is stored and answered in the chat), a
 * signed-out visitor (answered by email), or not known yet (the chat is still asking the API).
 */
export type ChatWriter = 'unknown' | 'player' | 'guest';

/** The chat widget's own state, outside React's providers so it works even when the app failed to start. */
export interface SupportChatState {
  open: boolean;
  helpDeskUrl: string;
  writer: ChatWriter;
  status: SupportConversationStatus | null;
  messages: readonly ChatMessage[];
  /** A visitor's address for the answer, and the token that continues their conversation. */
  guestEmail: string;
  guestToken: string | null;
}

type Listener = () => void;

const INITIAL: SupportChatState = {
  open: false,
  helpDeskUrl: '',
  writer: 'unknown',
  status: null,
  messages: [],
  guestEmail: '',
  guestToken: null,
};

let state: SupportChatState = INITIAL;
const listeners = new Set<Listener>();
let returnFocusTo: HTMLElement | null = null;
let localKeys = 0;

function update(next: Partial<SupportChatState>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

export const supportChatStore = {
  getState: () => state,
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  open(helpDeskUrl: string, opener: HTMLElement | null) {
    returnFocusTo = opener;
    update({ open: true, helpDeskUrl });
  },
  close() {
    update({ open: false });
    returnFocusTo?.focus();
    returnFocusTo = null;
  },
  /**
   * Nobody is signed in (or not any more): a player's stored conversation leaves the screen, so
   * whoever uses this browser next does not read it; messages not sent yet stay, to send again.
   */
  writeAsGuest() {
    if (state.writer !== 'player') return update({ writer: 'guest' });
    update({
      writer: 'guest',
      status: null,
      messages: state.messages.filter((message) => message.state !== 'sent'),
    });
  },
  setGuestEmail(guestEmail: string) {
    update({ guestEmail });
  },
  setGuestToken(guestToken: string) {
    update({ guestToken });
  },
  /** The server's conversation replaces what it has; messages still sending or failed stay after it. */
  setConversation(conversation: SupportConversation | null) {
    const stored: ChatMessage[] = (conversation?.messages ?? []).map((message) => ({
      key: message.id,
      author: message.author,
      authorName: message.author_name,
      text: message.text,
      sentAt: new Date(message.sent_at),
      state: 'sent',
    }));
    const local = state.messages.filter((message) => message.state !== 'sent');
    update({ writer: 'player', status: conversation?.status ?? null, messages: [...stored, ...local] });
  },
  /** Shows the player's message at once; answers its local key. */
  addSending(text: string): string {
    localKeys += 1;
    const key = `local-${localKeys}`;
    const message: ChatMessage = {
      key,
      author: 'player',
      authorName: null,
      text,
      sentAt: new Date(serverNow()),
      state: 'sending',
    };
    update({ messages: [...state.messages, message] });
    return key;
  },
  markSent(key: string, server?: { id: string; sentAt: Date }) {
    update({
      messages: state.messages.map((message) =>
        message.key === key
          ? { ...message, state: 'sent', ...(server ? { key: server.id, sentAt: server.sentAt } : {}) }
          : message,
      ),
    });
  },
  markFailed(key: string) {
    update({
      messages: state.messages.map((message) =>
        message.key === key ? { ...message, state: 'failed' } : message,
      ),
    });
  },
  /** A failed message leaves the list when it is sent again. */
  remove(key: string) {
    update({ messages: state.messages.filter((message) => message.key !== key) });
  },
  reset() {
    state = INITIAL;
    returnFocusTo = null;
    for (const listener of listeners) listener();
  },
};
