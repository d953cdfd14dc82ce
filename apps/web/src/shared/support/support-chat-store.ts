/** The chat widget's own state, outside React's providers so it works even when the app failed to start. */
export interface SupportChatState {
  open: boolean;
  helpDeskUrl: string;
  messages: ReadonlyArray<{ id: number; text: string; sentAt: Date }>;
}

type Listener = () => void;

let state: SupportChatState = { open: false, helpDeskUrl: '', messages: [] };
const listeners = new Set<Listener>();
let returnFocusTo: HTMLElement | null = null;

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
  addMessage(text: string) {
    update({ messages: [...state.messages, { id: state.messages.length + 1, text, sentAt: new Date() }] });
  },
  reset() {
    state = { open: false, helpDeskUrl: '', messages: [] };
    returnFocusTo = null;
    for (const listener of listeners) listener();
  },
};
