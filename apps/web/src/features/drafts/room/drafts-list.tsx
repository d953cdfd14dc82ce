import type { DraftListItem, Drafts } from '@kennel/core';
import { useQuery } from '@tanstack/react-query';
import { ChevronRight, Clock, ListOrdered } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { draftsQueryOptions } from '../../../shared/api/best-ball.ts';
import { useHttpClient } from '../../../shared/api/index.ts';
import { useDocumentTitle } from '../../../shared/planned-screen/index.ts';
import { useServerClockOffset } from '../../../shared/sports/server-clock.ts';
import {
  Badge,
  Button,
  buttonClasses,
  cn,
  EmptyState,
  PageHeader,
  Skeleton,
  Spinner,
} from '../../../shared/ui/index.ts';
import { pickText } from '../common/format.ts';
import { roundAndPick } from './draft-state.ts';
import { formatClock, useCountdown } from './use-countdown.ts';

/** Drafts on the clock for the player first, then the soonest deadline (the API's order, kept if it changes). */
export function sortDrafts(drafts: readonly DraftListItem[]): DraftListItem[] {
  const deadline = (draft: DraftListItem) =>
    draft.deadline_at ? Date.parse(draft.deadline_at) : Number.POSITIVE_INFINITY;
  return [...drafts].sort(
    (a, b) => Number(b.on_the_clock_is_you) - Number(a.on_the_clock_is_you) || deadline(a) - deadline(b),
  );
}

/** How often the list asks again while nothing is due: each row's turn moves as other teams pick. */
export const DRAFTS_REFRESH_MS = 5_000;
/** How soon after a row's deadline the list asks again: the server makes an overdue pick at once. */
export const PAST_DEADLINE_REFRESH_MS = 1_000;

/**
 * When the list asks the server again: every few seconds, and just after the soonest deadline (measured
 * on the server's clock of the answer), so a row whose clock ran out moves on to the next pick promptly.
 * A deadline still past in the answer (the server busy with the overdue pick) is asked about again
 * after as long as it has been past, 1 s up to the usual few: a slow server is not asked faster.
 */
export function draftsRefetchMs(data: Drafts | undefined): number {
  if (!data) return DRAFTS_REFRESH_MS;
  const now = Date.parse(data.server_now);
  const deadlines = data.drafts.flatMap((draft) =>
    draft.status === 'drafting' && draft.deadline_at ? [Date.parse(draft.deadline_at)] : [],
  );
  const overdueMs = now - Math.min(...deadlines);
  const wait = overdueMs < 0 ? PAST_DEADLINE_REFRESH_MS - overdueMs : overdueMs;
  return Math.max(PAST_DEADLINE_REFRESH_MS, Math.min(DRAFTS_REFRESH_MS, wait));
}

function turnText(draft: DraftListItem): string {
  if (draft.status === 'filling') return 'Waiting for the draft to fill';
  if (draft.on_the_clock_is_you) return 'You are on the clock';
  if (draft.picks_until_your_turn === null) return 'Your picks are all in';
  const picks = draft.picks_until_your_turn;
  return `${picks} ${picks === 1 ? 'pick' : 'picks'} until your turn`;
}

function DraftRow({ draft, clockOffsetMs }: { draft: DraftListItem; clockOffsetMs: number }) {
  const remaining = useCountdown(draft.deadline_at, clockOffsetMs);
  const { round } = roundAndPick(draft.current_pick, draft.seat_count);
  return (
    <li>
      <Link
        to={`/draft/${encodeURIComponent(draft.id)}`}
        className={cn(
          'flex items-center gap-3 rounded-2xl border bg-surface p-4 transition-colors hover:bg-surface-2',
          draft.on_the_clock_is_you ? 'border-brand ring-1 ring-brand' : 'border-border',
        )}
      >
        {/* What wraps on a narrow screen wraps in here; the chevron stays at the row's right. */}
        <div className="flex min-w-0 flex-1 flex-wrap items-center gap-x-3 gap-y-2">
          <div className="flex min-w-0 flex-1 basis-56 flex-col gap-1">
            {/* Whole: two drafts of one week differ only at the end ("· Sprint $5.00"). */}
            <span data-contest-name className="text-balance font-bold">
              {draft.contest.name}
            </span>
            <span className="text-muted text-sm">
              {draft.status === 'drafting'
                ? `Round ${round} of ${draft.rounds} · Pick ${pickText(draft.current_pick, draft.seat_count)} · ${draft.seat_count} teams`
                : `${draft.seat_count} teams · ${draft.rounds} rounds`}
            </span>
            <span
              className={cn('font-semibold text-sm', draft.on_the_clock_is_you ? 'text-brand' : 'text-text')}
            >
              {turnText(draft)}
            </span>
          </div>
          {draft.on_the_clock_is_you && (
            <Badge tone="brand" solid className="ml-auto sm:ml-0">
              Your pick
            </Badge>
          )}
          {remaining !== null && (
            <span
              className={cn(
                'flex items-center gap-1 rounded-lg px-2 py-1 font-bold tabular-nums',
                draft.on_the_clock_is_you ? 'bg-brand/10 text-brand' : 'bg-surface-2 text-muted',
              )}
              role="timer"
              aria-label={
                remaining === 0
                  ? `Pick clock ran out: ${draft.on_the_clock_is_you ? 'the autopick is drafting for you' : 'the pick is being made'}`
                  : `Pick clock ${formatClock(remaining)}`
              }
            >
              {remaining === 0 ? (
                <Spinner size={16} label={null} />
              ) : (
                <Clock aria-hidden="true" className="size-4" />
              )}
              {remaining === 0
                ? draft.on_the_clock_is_you
                  ? 'Autopicking…'
                  : 'Picking…'
                : formatClock(remaining)}
            </span>
          )}
        </div>
        <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-muted" />
      </Link>
    </li>
  );
}

/** `/draft`: the player's drafts, those on the clock for them first, each with its clock. */
export function DraftsList() {
  useDocumentTitle('Your drafts');
  const http = useHttpClient();
  const query = useQuery({
    ...draftsQueryOptions(http),
    refetchInterval: (current) => draftsRefetchMs(current.state.data),
  });
  const serverNow = query.data?.server_now;
  const offset = useServerClockOffset(serverNow, query.dataUpdatedAt);
  const drafts = useMemo(() => sortDrafts(query.data?.drafts ?? []), [query.data]);
  return (
    <div data-page="drafts" className="flex flex-col gap-4">
      <PageHeader
        eyebrow="Best ball"
        title="Your drafts"
        subtitle="Drafts filling or under way. The ones where you are on the clock come first."
        actions={
          <Link to="/lobby" className={buttonClasses({ variant: 'secondary' })}>
            Find a contest
          </Link>
        }
      />
      {query.isPending ? (
        <div className="flex flex-col gap-3" aria-busy="true">
          <Skeleton radius="2xl" className="h-24" />
          <Skeleton radius="2xl" className="h-24" />
        </div>
      ) : query.error ? (
        <EmptyState
          title="Your drafts could not be loaded"
          body={query.error.message}
          action={<Button onClick={() => void query.refetch()}>Try again</Button>}
        />
      ) : drafts.length === 0 ? (
        <EmptyState
          icon={<ListOrdered aria-hidden="true" />}
          title="No drafts under way"
          body="Enter a best ball contest in the lobby: your draft starts as soon as it fills, and shows here with its pick clock."
          action={
            <>
              <Link to="/lobby" className={buttonClasses()}>
                Go to the lobby
              </Link>
              <Link to="/active" className={buttonClasses({ variant: 'secondary' })}>
                Your teams
              </Link>
            </>
          }
        />
      ) : (
        <ul aria-label="Your drafts" className="flex flex-col gap-3">
          {drafts.map((draft) => (
            <DraftRow key={draft.id} draft={draft} clockOffsetMs={offset} />
          ))}
        </ul>
      )}
    </div>
  );
}
