import { CONSOLE_ENDPOINTS, type InboxThread as Thread } from '@kennel/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, CheckCircle2, Send, UserRound } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { consoleCall } from '../api.ts';
import { hrefOf } from '../route.ts';
import { Badge, buttonClass, Card, ErrorNote, formatTime } from '../ui.tsx';

const E = CONSOLE_ENDPOINTS;

export function InboxThread({ id }: { id: string }) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState('');
  const thread = useQuery({
    queryKey: ['inbox-thread', id],
    queryFn: async () => (await consoleCall(E.supportThread, { params: { id } })).data,
    refetchInterval: 10_000,
  });
  const settle = (answer: { data: Thread }) => {
    queryClient.setQueryData(['inbox-thread', id], answer.data);
    void queryClient.invalidateQueries({ queryKey: ['inbox'] });
  };
  const reply = useMutation({
    mutationFn: (text: string) => consoleCall(E.replyToSupport, { params: { id }, body: { text } }),
    onSuccess: (answer) => {
      setDraft('');
      settle(answer);
    },
  });
  const close = useMutation({
    mutationFn: () => consoleCall(E.closeSupportConversation, { params: { id } }),
    onSuccess: settle,
  });

  function send(event: FormEvent) {
    event.preventDefault();
    if (draft.trim()) reply.mutate(draft.trim());
  }

  const data = thread.data;
  return (
    <Card
      title={
        <span className="flex items-center gap-2">
          <a
            href={hrefOf({ page: 'inbox', id: null })}
            className="rounded-lg p-1 text-muted hover:bg-surface-2 lg:hidden"
            aria-label="Back to the inbox"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
          </a>
          {data ? data.from : 'Conversation'}
          {data?.status === 'closed' ? <Badge>Closed</Badge> : null}
        </span>
      }
      actions={
        data ? (
          <div className="flex flex-wrap items-center gap-2">
            {data.player_id ? (
              <a href={hrefOf({ page: 'players', id: data.player_id })} className={buttonClass('secondary')}>
                <UserRound aria-hidden="true" className="size-4" />
                Player
              </a>
            ) : null}
            {data.status === 'open' ? (
              <button
                type="button"
                className={buttonClass('secondary')}
                onClick={() => close.mutate()}
                disabled={close.isPending}
              >
                <CheckCircle2 aria-hidden="true" className="size-4" />
                Close
              </button>
            ) : null}
          </div>
        ) : null
      }
    >
      {thread.isError ? <ErrorNote error={thread.error} /> : null}
      {data ? (
        <>
          <p className="mb-3 text-xs text-muted">
            {data.player_id ? 'Player' : 'Signed-out visitor, answered by email'} · {data.email}
          </p>
          <ol className="max-h-[55dvh] space-y-3 overflow-y-auto pr-1" aria-label="Messages">
            {data.messages.map((message) => (
              <li
                key={message.id}
                className={message.author === 'operator' ? 'ml-8 sm:ml-16' : 'mr-8 sm:mr-16'}
              >
                <p
                  className={`whitespace-pre-wrap rounded-xl px-3 py-2 text-sm ${
                    message.author === 'operator'
                      ? 'bg-brand text-brand-contrast'
                      : 'border border-border bg-surface-2'
                  }`}
                >
                  {message.text}
                </p>
                <p className={`mt-1 text-xs text-muted ${message.author === 'operator' ? 'text-right' : ''}`}>
                  {message.author === 'operator' ? (message.author_name ?? 'Operator') : data.from} ·{' '}
                  {formatTime(message.sent_at)}
                </p>
              </li>
            ))}
          </ol>
          <form onSubmit={send} className="mt-4 space-y-2 border-t border-border pt-4">
            <label htmlFor="reply" className="block text-sm font-medium">
              Your answer {data.player_id ? '(shown in their chat and emailed)' : '(emailed to them)'}
            </label>
            <textarea
              id="reply"
              rows={3}
              maxLength={1000}
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              className="w-full resize-y rounded-xl border border-border bg-bg px-3 py-2 text-sm focus:border-brand focus:outline-none"
            />
            {reply.isError ? <ErrorNote error={reply.error} /> : null}
            {close.isError ? <ErrorNote error={close.error} /> : null}
            <div className="flex justify-end">
              <button type="submit" className={buttonClass()} disabled={!draft.trim() || reply.isPending}>
                <Send aria-hidden="true" className="size-4" />
                Send answer
              </button>
            </div>
          </form>
        </>
      ) : null}
    </Card>
  );
}
