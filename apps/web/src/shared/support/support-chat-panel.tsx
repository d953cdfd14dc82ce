import { formatTimeOfDay } from '@kennel/core';
import { LifeBuoy, Mail, Send, X } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { supportChatStore } from './support-chat-store.ts';
import { SUPPORT_EMAIL, supportMailto } from './support-links.ts';

export function SupportChatPanel() {
  const { open, helpDeskUrl, messages } = useSyncExternalStore(
    supportChatStore.subscribe,
    supportChatStore.getState,
  );
  const [draft, setDraft] = useState('');
  const titleId = useId();
  const inputId = useId();
  const inputRef = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  if (!open) return null;

  function send(event: FormEvent) {
    event.preventDefault();
    const text = draft.trim();
    if (!text) return;
    supportChatStore.addMessage(text);
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

      <div className="flex-1 space-y-3 overflow-y-auto px-4 py-4 text-sm" aria-live="polite">
        <div className="rounded-xl bg-surface-2 px-3 py-2.5">
          <p>Tell us what happened and we will help you sort it out.</p>
          <p className="mt-2 text-muted">
            Our team answers through the{' '}
            <a
              href={helpDeskUrl}
              target="_blank"
              rel="noreferrer"
              className="font-medium text-brand underline"
            >
              help desk
            </a>{' '}
            and by email at{' '}
            <a href={supportMailto()} className="font-medium text-brand underline">
              {SUPPORT_EMAIL}
            </a>
            .
          </p>
        </div>
        {messages.map((message) => (
          <div key={message.id} className="ml-8 space-y-1.5">
            <p className="whitespace-pre-wrap rounded-xl bg-brand px-3 py-2 text-brand-contrast">
              {message.text}
            </p>
            <p className="text-right text-xs text-muted">
              {formatTimeOfDay(message.sentAt)} · Not sent yet: live chat is not connected.{' '}
              <a
                href={supportMailto(message.text)}
                className="inline-flex items-center gap-1 text-brand underline"
              >
                <Mail aria-hidden="true" className="size-3" />
                Email it to us
              </a>
            </p>
          </div>
        ))}
      </div>

      <form onSubmit={send} className="flex items-end gap-2 border-t border-border p-3">
        <label htmlFor={inputId} className="sr-only">
          Your message
        </label>
        <textarea
          id={inputId}
          ref={inputRef}
          rows={2}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey) send(event);
          }}
          placeholder="Type your message"
          className="min-h-11 flex-1 resize-none rounded-xl border border-border bg-bg px-3 py-2 text-sm text-text placeholder:text-muted focus:border-brand focus:outline-none"
        />
        <button
          type="submit"
          disabled={!draft.trim()}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand text-brand-contrast disabled:opacity-50"
        >
          <Send aria-hidden="true" className="size-4" />
          <span className="sr-only">Send message</span>
        </button>
      </form>
    </section>
  );
}
