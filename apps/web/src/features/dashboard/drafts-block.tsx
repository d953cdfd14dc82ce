import type { DraftListItem } from '@kennel/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { draftsQueryOptions } from '../../shared/api/best-ball.ts';
import { useHttpClient } from '../../shared/api/index.ts';
import { useServerClockOffset } from '../../shared/sports/server-clock.ts';
import { useNow } from '../../shared/sports/use-now.ts';
import { Badge, buttonClasses, cn, Loadable } from '../../shared/ui/index.ts';
import { formatCountdown } from './countdown.ts';
import { DashboardBlock } from './dashboard-block.tsx';

const SHOWN = 4;

/** The player's drafts, theirs on the clock first (soonest deadline first), each a link into its room. */
export function DraftsBlock() {
  const http = useHttpClient();
  // Picks move on without this page hearing of them: a fresh list now and then keeps the clocks right.
  const drafts = useQuery({ ...draftsQueryOptions(http, { status: 'active' }), refetchInterval: 15_000 });
  const clockOffsetMs = useServerClockOffset(drafts.data?.server_now, drafts.dataUpdatedAt);
  return (
    <DashboardBlock title="Drafts" link={{ to: '/draft', label: 'All drafts' }}>
      <Loadable
        compact
        pending={drafts.isPending}
        error={drafts.error}
        onRetry={() => void drafts.refetch()}
        what="Your drafts"
        empty={
          drafts.data?.drafts.length === 0 && {
            body: 'No drafts going on. Enter a best ball contest and your draft starts when it fills.',
            action: (
              <Link to="/lobby" className={buttonClasses({ size: 'sm' })}>
                Find a contest
              </Link>
            ),
          }
        }
      >
        {() =>
          drafts.data && (
            <DraftList
              drafts={onTheClockFirst(drafts.data.drafts).slice(0, SHOWN)}
              more={Math.max(0, drafts.data.drafts.length - SHOWN)}
              clockOffsetMs={clockOffsetMs}
            />
          )
        }
      </Loadable>
    </DashboardBlock>
  );
}

/** On the clock for the player first, soonest deadline first; the rest keep the API's order. */
export function onTheClockFirst(drafts: readonly DraftListItem[]): DraftListItem[] {
  const mine = drafts
    .filter((draft) => draft.on_the_clock_is_you)
    .sort((a, b) => (a.deadline_at ?? '').localeCompare(b.deadline_at ?? ''));
  return [...mine, ...drafts.filter((draft) => !draft.on_the_clock_is_you)];
}

function DraftList({
  drafts,
  more,
  clockOffsetMs,
}: {
  drafts: DraftListItem[];
  more: number;
  /** How far the server's clock is ahead of this device's (the list's `server_now`). */
  clockOffsetMs: number;
}) {
  const ticking = drafts.some((draft) => draft.on_the_clock_is_you && draft.deadline_at);
  const now = useNow(ticking ? 1_000 : 60_000, clockOffsetMs);
  return (
    <ul className="flex flex-col gap-2">
      {drafts.map((draft) => (
        <li key={draft.id}>
          <Link
            to={`/draft/${draft.id}`}
            data-testid="dashboard-draft"
            className={cn(
              'flex items-center gap-3 rounded-xl border p-3 transition-colors focus-visible:outline-2 focus-visible:outline-brand',
              draft.on_the_clock_is_you
                ? 'border-brand/40 bg-brand/8 hover:border-brand'
                : 'border-border hover:border-border-strong',
            )}
          >
            <div className="flex min-w-0 flex-1 flex-col">
              <span className="line-clamp-2 font-semibold text-sm">{withoutSport(draft.contest.name)}</span>
              <span className="text-muted text-xs">{draftState(draft)}</span>
            </div>
            {draft.on_the_clock_is_you && draft.deadline_at ? (
              <Badge tone="brand" solid>
                <span className="sr-only">Time left </span>
                <span className="tabular-nums" data-testid="draft-countdown">
                  {formatCountdown(Math.max(0, Date.parse(draft.deadline_at) - now.getTime()))}
                </span>
              </Badge>
            ) : null}
          </Link>
        </li>
      ))}
      {more > 0 && (
        <li className="text-muted text-xs">
          and {more} more {more === 1 ? 'draft' : 'drafts'}
        </li>
      )}
    </ul>
  );
}

/** "Week 17 · Tue 11:20 AM ET · Sprint $5.00" from "NFL · Week 17 · …": the style at the end is what tells drafts apart. */
function withoutSport(name: string): string {
  const [first, ...rest] = name.split(' · ');
  return rest.length > 0 && first && first.length <= 5 ? rest.join(' · ') : name;
}

function draftState(draft: DraftListItem): string {
  if (draft.status === 'filling') return 'Waiting for the draft to fill';
  const pick = `Pick ${draft.current_pick} of ${draft.seat_count * draft.rounds}`;
  if (draft.on_the_clock_is_you) return `You’re on the clock · ${pick}`;
  if (draft.picks_until_your_turn === null) return `Your picks are in · ${pick}`;
  return `Your turn in ${draft.picks_until_your_turn} ${draft.picks_until_your_turn === 1 ? 'pick' : 'picks'} · ${pick}`;
}
