import { formatTimeOfDay } from '@kennel/core/time';
import { Mail, RotateCw } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { ChatMessage, SupportChatState } from './support-chat-store.ts';
import { SUPPORT_EMAIL, supportMailto } from './support-links.ts';

interface MessagesProps {
  state: Pick<SupportChatState, 'messages' | 'writer' | 'status' | 'guestEmail' | 'helpDeskUrl'>;
  onRetry: (message: ChatMessage) => void;
}

/** What a player's message is doing: on its way, with us (answered or not), or not sent. */
function playerMessageState(message: ChatMessage, answered: boolean, guestEmail: string | null): string {
  if (message.state === 'sending') return 'Sending…';
  if (guestEmail) return `Sent. We will answer at ${guestEmail}.`;
  return answered ? 'Answered' : 'Sent';
}

export function SupportChatMessages({ state, onRetry }: MessagesProps) {
  const { messages, writer, status, guestEmail, helpDeskUrl } = state;
  const list = useRef<HTMLDivElement>(null);
  // The newest message (an answer arriving, the player's own) is the one to see.
  useEffect(() => {
    if (messages.length > 0) list.current?.scrollTo?.({ top: list.current.scrollHeight });
  }, [messages.length]);
  const lastOperatorAt = messages.reduce(
    (last, message, index) => (message.author === 'operator' ? index : last),
    -1,
  );
  return (
    <div ref={list} className="flex-1 space-y-3 overflow-y-auto px-4 py-4 text-sm" aria-live="polite">
      <div className="rounded-xl bg-surface-2 px-3 py-2.5">
        <p>Tell us what happened and we will help you sort it out.</p>
        <p className="mt-2 text-muted">
          {writer === 'guest'
            ? 'You are signed out, so we answer by email. '
            : 'Our answers appear here and in your email. '}
          You can also use the{' '}
          <a href={helpDeskUrl} target="_blank" rel="noreferrer" className="font-medium text-brand underline">
            help desk
          </a>{' '}
          or write to{' '}
          <a href={supportMailto()} className="font-medium text-brand underline">
            {SUPPORT_EMAIL}
          </a>
          .
        </p>
      </div>
      {messages.map((message, index) =>
        message.author === 'operator' ? (
          <div key={message.key} className="mr-8 space-y-1.5" data-testid="support-answer">
            <p className="whitespace-pre-wrap rounded-xl border border-border bg-surface-2 px-3 py-2 text-text">
              {message.text}
            </p>
            <p className="text-xs text-muted">
              {message.authorName ?? 'Kennel support'} · Kennel support · {formatTimeOfDay(message.sentAt)}
            </p>
          </div>
        ) : (
          <div key={message.key} className="ml-8 space-y-1.5">
            <p className="whitespace-pre-wrap rounded-xl bg-brand px-3 py-2 text-brand-contrast">
              {message.text}
            </p>
            {message.state === 'failed' ? (
              <p className="text-right text-xs text-danger" role="status">
                Not sent: we could not reach Kennel.{' '}
                <button
                  type="button"
                  onClick={() => onRetry(message)}
                  className="inline-flex items-center gap-1 font-medium underline"
                >
                  <RotateCw aria-hidden="true" className="size-3" />
                  Try again
                </button>{' '}
                or{' '}
                <a
                  href={supportMailto(message.text)}
                  className="inline-flex items-center gap-1 text-brand underline"
                >
                  <Mail aria-hidden="true" className="size-3" />
                  Email it to us
                </a>
              </p>
            ) : (
              <p className="text-right text-xs text-muted">
                {formatTimeOfDay(message.sentAt)} ·{' '}
                {playerMessageState(message, index < lastOperatorAt, writer === 'guest' ? guestEmail : null)}
              </p>
            )}
          </div>
        ),
      )}
      {status === 'closed' ? (
        <p className="text-center text-xs text-muted">
          This conversation is closed. Write again and it opens again.
        </p>
      ) : null}
    </div>
  );
}
