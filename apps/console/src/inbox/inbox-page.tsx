import { CONSOLE_ENDPOINTS, type SupportConversationStatus } from '@kennel/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { consoleCall } from '../api.ts';
import { hrefOf } from '../route.ts';
import { Badge, Card, Empty, ErrorNote, formatTime } from '../ui.tsx';
import { InboxThread } from './inbox-thread.tsx';

/** New messages show within this long without a reload. */
const INBOX_REFRESH_MS = 10_000;

export const inboxQueryKey = (status: SupportConversationStatus) => ['inbox', status] as const;

/** Conversations waiting for an answer first; one open beside the list (below it on a phone). */
export function InboxPage({ selected }: { selected: string | null }) {
  const [status, setStatus] = useState<SupportConversationStatus>('open');
  const inbox = useQuery({
    queryKey: inboxQueryKey(status),
    queryFn: async () => (await consoleCall(CONSOLE_ENDPOINTS.supportInbox, { query: { status } })).data,
    refetchInterval: INBOX_REFRESH_MS,
  });

  return (
    <div className="grid gap-5 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
      <div className={selected ? 'hidden lg:block' : ''}>
        <Card
          title="Support inbox"
          actions={
            <div
              role="tablist"
              aria-label="Conversations"
              className="flex rounded-lg bg-surface-2 p-0.5 text-sm"
            >
              {(['open', 'closed'] as const).map((option) => (
                <button
                  key={option}
                  type="button"
                  role="tab"
                  aria-selected={status === option}
                  onClick={() => setStatus(option)}
                  className="rounded-md px-3 py-1 font-medium capitalize text-muted aria-selected:bg-surface aria-selected:text-text aria-selected:shadow-sm"
                >
                  {option}
                </button>
              ))}
            </div>
          }
        >
          {inbox.isError ? <ErrorNote error={inbox.error} /> : null}
          {inbox.data?.length === 0 ? <Empty>No {status} conversations.</Empty> : null}
          <ul className="-mx-2 space-y-1">
            {inbox.data?.map((conversation) => (
              <li key={conversation.id}>
                <a
                  href={hrefOf({ page: 'inbox', id: conversation.id })}
                  aria-current={conversation.id === selected ? 'true' : undefined}
                  className="block rounded-xl px-3 py-2.5 hover:bg-surface-2 aria-[current=true]:bg-brand/10"
                >
                  <span className="flex items-center justify-between gap-2">
                    <span className="truncate font-semibold text-sm">{conversation.from}</span>
                    <span className="shrink-0 text-xs text-muted">
                      {formatTime(conversation.last_message_at)}
                    </span>
                  </span>
                  <span className="mt-0.5 flex items-center gap-2">
                    <span className="min-w-0 flex-1 truncate text-sm text-muted">
                      {conversation.last_message}
                    </span>
                    {conversation.awaiting_reply ? <Badge tone="warning">Waiting</Badge> : null}
                    {conversation.player_id === null ? <Badge>Visitor</Badge> : null}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </Card>
      </div>
      {selected ? (
        <InboxThread id={selected} />
      ) : (
        <div className="hidden lg:block">
          <Card>
            <Empty>Choose a conversation to read and answer it.</Empty>
          </Card>
        </div>
      )}
    </div>
  );
}
