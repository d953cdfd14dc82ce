import type { PlayerNotification } from '@kennel/core';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BellOff, Check, CheckCheck } from 'lucide-react';
import { Link } from 'react-router';
import { useHttpClient } from '../../shared/api/index.ts';
import { Button, cn, IconButton, Loadable, LoadMore, toast } from '../../shared/ui/index.ts';
import { NoticeIcon } from './notice-icon.tsx';
import { noticeTime } from './notice-time.ts';
import { markRead, notificationsQueryOptions } from './notifications-api.ts';
import { unreadCountQueryOptions } from './unread-count.ts';

/** The notification centre's list (inside the bell's sheet): newest first, each opening its page. */
export function NotificationPanel({ onNavigate }: { onNavigate: () => void }) {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  const list = useInfiniteQuery(notificationsQueryOptions(http));
  const unread = useQuery(unreadCountQueryOptions(http)).data ?? 0;
  const mark = useMutation({
    mutationFn: (id: string | null) => markRead(http, queryClient, id),
    onError: (error) => toast.error('Could not mark as read', { description: error.message }),
  });
  const notices = list.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <div className="flex flex-col gap-4">
      <div className="flex min-h-9 items-center justify-between gap-3">
        <p className="text-muted text-sm" aria-live="polite">
          {unread > 0 ? `${unread} unread` : "You're all caught up"}
        </p>
        {unread > 0 && (
          <Button size="sm" variant="ghost" disabled={mark.isPending} onClick={() => mark.mutate(null)}>
            <CheckCheck aria-hidden="true" />
            Mark all read
          </Button>
        )}
      </div>
      <Loadable
        pending={list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
        what="Your notifications"
        skeletonHeight="h-20"
        empty={
          notices.length === 0 && {
            icon: <BellOff aria-hidden="true" />,
            title: 'No notifications yet',
            body: 'Deposits, settled entries, drafts and account decisions show up here as they happen.',
          }
        }
      >
        {() => (
          <ul className="flex flex-col gap-2">
            {notices.map((notice) => (
              <NoticeItem
                key={notice.id}
                notice={notice}
                onOpen={() => {
                  if (notice.read_at === null) mark.mutate(notice.id);
                  onNavigate();
                }}
                onMarkRead={() => mark.mutate(notice.id)}
              />
            ))}
          </ul>
        )}
      </Loadable>
      <LoadMore
        more={list.hasNextPage}
        loading={list.isFetchingNextPage}
        load={() => void list.fetchNextPage()}
      />
    </div>
  );
}

function NoticeItem({
  notice,
  onOpen,
  onMarkRead,
}: {
  notice: PlayerNotification;
  onOpen: () => void;
  onMarkRead: () => void;
}) {
  const unread = notice.read_at === null;
  return (
    <li
      data-testid="notification"
      data-unread={unread}
      className={cn(
        'relative flex items-start gap-3 rounded-xl border p-3 transition-colors',
        unread ? 'border-brand/30 bg-brand/5' : 'border-border bg-surface',
      )}
    >
      <NoticeIcon type={notice.type} />
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <Link
          to={notice.link}
          onClick={onOpen}
          className="font-semibold text-sm leading-snug after:absolute after:inset-0 after:rounded-xl hover:underline"
        >
          {unread && <span className="sr-only">Unread: </span>}
          {notice.title}
        </Link>
        <p className="text-pretty text-muted text-sm">{notice.body}</p>
        <time dateTime={notice.created_at} className="text-muted text-xs">
          {noticeTime(notice.created_at)}
        </time>
      </div>
      {unread ? (
        <IconButton
          label={`Mark "${notice.title}" as read`}
          size="sm"
          className="relative z-10 -mt-1 -mr-1 shrink-0"
          icon={<Check aria-hidden="true" />}
          onClick={onMarkRead}
        />
      ) : (
        <span className="size-8 shrink-0" aria-hidden="true" />
      )}
    </li>
  );
}
