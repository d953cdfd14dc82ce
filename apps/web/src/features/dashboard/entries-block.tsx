import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { bestBallTeamsQueryOptions } from '../../shared/api/best-ball.ts';
import { useHttpClient } from '../../shared/api/index.ts';
import { pickemEntriesQueryOptions } from '../../shared/api/pickem.ts';
import { onPlayerSnapshot } from '../../shared/realtime/player-snapshots.ts';
import { buttonClasses, CompactEmpty, Loadable } from '../../shared/ui/index.ts';
import { DashboardBlock } from './dashboard-block.tsx';

/** The `pickem_entries` snapshot's counts, checked by hand (whatever else it carries is not needed here). */
function countsOf(data: unknown): { upcoming: number; live: number } | null {
  if (typeof data !== 'object' || data === null) return null;
  const { upcoming, live } = data as Record<string, unknown>;
  return typeof upcoming === 'number' && typeof live === 'number' ? { upcoming, live } : null;
}

/** A first page's count: "20+" when there are more pages. */
function countText(count: number, more: boolean): string {
  return more ? `${count}+` : String(count);
}

/**
 * Open entries: pick'em upcoming and live (the first pages, then the exact counts the per-player
 * snapshot pushes), and best ball teams still active.
 */
export function EntriesBlock() {
  const http = useHttpClient();
  const upcoming = useQuery(pickemEntriesQueryOptions(http, { status: 'upcoming' }));
  const live = useQuery(pickemEntriesQueryOptions(http, { status: 'live' }));
  const teams = useQuery(bestBallTeamsQueryOptions(http, { status: 'active' }));
  const [pushed, setPushed] = useState<{ upcoming: number; live: number } | null>(null);
  useEffect(() => onPlayerSnapshot('pickem_entries', (data) => setPushed(countsOf(data))), []);

  const queries = [upcoming, live, teams];
  const body = () => {
    if (!upcoming.data || !live.data || !teams.data) return null;
    const rows = [
      {
        label: 'Pick’em upcoming',
        value: pushed
          ? String(pushed.upcoming)
          : countText(upcoming.data.entries.length, upcoming.data.next_cursor !== null),
        to: '/live/pick-em',
        zero: pushed ? pushed.upcoming === 0 : upcoming.data.entries.length === 0,
      },
      {
        label: 'Pick’em live',
        value: pushed
          ? String(pushed.live)
          : countText(live.data.entries.length, live.data.next_cursor !== null),
        to: '/live/pick-em',
        zero: pushed ? pushed.live === 0 : live.data.entries.length === 0,
      },
      {
        label: 'Best ball teams',
        value: countText(teams.data.teams.length, teams.data.next_cursor !== null),
        to: '/active',
        zero: teams.data.teams.length === 0,
      },
    ];
    if (rows.every((row) => row.zero))
      return (
        <CompactEmpty
          action={
            <div className="flex flex-wrap gap-2">
              <Link to="/pick-em" className={buttonClasses({ size: 'sm' })}>
                Play pick’em
              </Link>
              <Link to="/lobby" className={buttonClasses({ size: 'sm', variant: 'secondary' })}>
                Draft best ball
              </Link>
            </div>
          }
        >
          No open entries. Make picks or draft a team and they show up here.
        </CompactEmpty>
      );
    return (
      <ul className="grid grid-cols-3 gap-2">
        {rows.map((row) => (
          <li key={row.label} className="flex">
            <Link
              to={row.to}
              data-testid="open-count"
              className="flex flex-1 flex-col justify-between gap-1 rounded-xl bg-surface-2 p-3 transition-colors hover:bg-border focus-visible:outline-2 focus-visible:outline-brand"
            >
              <span className="text-muted text-xs">{row.label}</span>
              <span className="font-extrabold text-2xl tabular-nums">{row.value}</span>
            </Link>
          </li>
        ))}
      </ul>
    );
  };
  return (
    <DashboardBlock title="Open entries" link={{ to: '/live/pick-em', label: 'Live' }}>
      <Loadable
        compact
        pending={queries.some((query) => query.isPending)}
        error={queries.find((query) => query.isError)?.error}
        onRetry={() => {
          for (const query of queries) if (query.isError) void query.refetch();
        }}
        what="Your entries"
      >
        {body}
      </Loadable>
    </DashboardBlock>
  );
}
