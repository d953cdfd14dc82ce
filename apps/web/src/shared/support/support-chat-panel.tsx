import { LifeBuoy, Send, X } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { followLiveAnswers, loadSupportConversation, sendSupportMessage } from './support-chat-connection.ts';
import { SupportChatMessages } from './support-chat-messages.tsx';
import { supportChatStore } from './support-chat-store.ts';

// The server checks the address; this only keeps an obvious typo from being sent.
const LOOKS_LIKE_EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

export function SupportChatPanel() {
  const state = useSyncExternalStore(supportChatStore.subscribe, supportChatStore.getState);
  const { open, writer, guestEmail } = state;
  const [draft, setDraft] = useState('');
  const titleId = useId();
  const inputId = useId();
  const emailId = useId();
  const inputRef = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    if (!open) return;
    inputRef.current?.focus();
    void loadSupportConversation();
    return followLiveAnswers();
  }, [open]);

  if (!open) return null;

  const asGuest = writer === 'guest';
  const emailReady = !asGuest || LOOKS_LIKE_EMAIL.test(guestEmail.trim());
  const canSend = draft.trim() !== '' && emailReady && writer !== 'unknown';

  function send(event: FormEvent) {
    event.preventDefault();
    const text = draft.trim();
    if (!text || !canSend) return;
    void sendSupportMessage(text);
    setDraft('');
    inputRef.current?.focus(); // the Send button disables itself, which would drop focus to the page
  }

  return (
    <section
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      data-testid="support-chat"
      onKeyDown={(event) => {
        if (event.key === 'Escape') supportChatStore.close();
      }}
      className="fixed inset-x-3 bottom-3 z-50 flex max-h-[min(34rem,calc(100dvh-1.5rem))] flex-col overflow-hidden rounded-2xl border border-border bg-surface text-text shadow-card sm:inset-x-auto sm:right-5 sm:bottom-5 sm:w-96"
    >
      <header className="flex items-center gap-3 border-b border-border bg-brand px-4 py-3 text-brand-contrast">
        <LifeBuoy aria-hidden="true" className="size-5 shrink-0" />
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="font-semibold leading-tight">
            Kennel support
          </h2>
          <p className="text-xs opacity-90">We usually answer within a few hours.</p>
        </div>
        <button
          type="button"
          onClick={() => supportChatStore.close()}
          aria-label="Close support chat"
          className="rounded-full p-1.5 hover:bg-white/15"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </header>

      <SupportChatMessages
        state={state}
        onRetry={(message) => {
          supportChatStore.remove(message.key);
          void sendSupportMessage(message.text);
        }}
      />

      <form onSubmit={send} className="space-y-2 border-t border-border p-3">
        {asGuest ? (
          <div>
            <label htmlFor={emailId} className="mb-1 block text-xs font-medium text-muted">
              Your email (we answer there)
            </label>
            <input
              id={emailId}
              type="email"
              autoComplete="email"
              value={guestEmail}
              onChange={(event) => supportChatStore.setGuestEmail(event.target.value)}
              placeholder="name@example.com"
              className="h-10 w-full rounded-xl border border-border bg-bg px-3 text-base text-text placeholder:text-muted sm:text-sm focus:border-brand focus:outline-none"
            />
          </div>
        ) : null}
        <div className="flex items-end gap-2">
          <label htmlFor={inputId} className="sr-only">
            Your message
          </label>
          <textarea
            id={inputId}
            ref={inputRef}
            rows={2}
            maxLength={1000}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => {
              // Not the Enter that confirms an input method's composition (Japanese, Chinese, ...).
              if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) send(event);
            }}
            placeholder="Type your message"
            className="min-h-11 flex-1 resize-none rounded-xl border border-border bg-bg px-3 py-2 text-base text-text placeholder:text-muted sm:text-sm focus:border-brand focus:outline-none"
          />
          <button
            type="submit"
            disabled={!canSend}
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand text-brand-contrast disabled:opacity-50"
          >
            <Send aria-hidden="true" className="size-4" />
            <span className="sr-only">Send message</span>
          </button>
        </div>
      </form>
    </section>
  );
}
