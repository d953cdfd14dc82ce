import { type AuditEventWire, CONSOLE_ENDPOINTS } from '@kennel/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Filter } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { consoleCall } from '../api.ts';
import { hrefOf } from '../route.ts';
import { Badge, buttonClass, Card, Empty, ErrorNote, formatTime, inputClass } from '../ui.tsx';

interface AuditFilters {
  player: string;
  operator: string;
  action: string;
}

const EMPTY: AuditFilters = { player: '', operator: '', action: '' };

function who(event: AuditEventWire): string {
  if (event.actor === 'player') return 'The player';
  if (event.actor === 'system') return `Kennel${event.actor_name ? ` (${event.actor_name})` : ''}`;
  return event.actor_name ?? 'An operator';
}

function detailsText(details: Record<string, unknown>): string {
  return Object.entries(details)
    .map(([name, value]) => `${name}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(' · ');
}

/** The audit trail, newest first: who did what to which player, filtered by player, operator and action. */
export function AuditPage() {
  const [draft, setDraft] = useState<AuditFilters>(EMPTY);
  const [filters, setFilters] = useState<AuditFilters>(EMPTY);
  const trail = useInfiniteQuery({
    queryKey: ['audit', filters],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) =>
      consoleCall(CONSOLE_ENDPOINTS.auditTrail, {
        query: {
          ...(filters.player ? { player: filters.player } : {}),
          ...(filters.operator ? { operator: filters.operator } : {}),
          ...(filters.action ? { action: filters.action } : {}),
          ...(pageParam ? { before: pageParam } : {}),
        },
      }),
    getNextPageParam: (page) => page.next_before ?? undefined,
  });
  const events = trail.data?.pages.flatMap((page) => page.data) ?? [];

  function apply(event: FormEvent) {
    event.preventDefault();
    setFilters({ player: draft.player.trim(), operator: draft.operator.trim(), action: draft.action.trim() });
  }

  const field = (name: keyof AuditFilters, label: string, placeholder: string) => (
    <div className="min-w-0 flex-1 space-y-1">
      <label htmlFor={`audit-${name}`} className="block text-xs font-medium text-muted">
        {label}
      </label>
      <input
        id={`audit-${name}`}
        className={inputClass}
        placeholder={placeholder}
        value={draft[name]}
        onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
      />
    </div>
  );

  return (
    <Card title="Audit trail">
      <form onSubmit={apply} className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        {field('player', 'Player id', 'any player')}
        {field('operator', 'Operator id', 'anyone')}
        {field('action', 'Action (or its start)', 'e.g. verification.')}
        <button type="submit" className={buttonClass('secondary')}>
          <Filter aria-hidden="true" className="size-4" />
          Filter
        </button>
      </form>
      {trail.isError ? <ErrorNote error={trail.error} /> : null}
      {trail.isSuccess && events.length === 0 ? <Empty>Nothing in the trail matches.</Empty> : null}
      <ol className="divide-y divide-border" aria-label="Audit events">
        {events.map((event) => (
          <li
            key={event.seq}
            className="grid gap-1 py-2.5 text-sm sm:grid-cols-[9rem_minmax(0,1fr)] sm:gap-4"
          >
            <span className="text-xs text-muted sm:text-sm">{formatTime(event.at)}</span>
            <span className="min-w-0 space-y-0.5">
              <span className="flex flex-wrap items-center gap-2">
                <Badge tone={event.action === 'console.refused' ? 'danger' : 'brand'}>{event.action}</Badge>
                <span className="font-medium">{who(event)}</span>
                {event.player_id ? (
                  <a
                    href={hrefOf({ page: 'players', id: event.player_id })}
                    className="text-brand hover:underline"
                  >
                    {event.player_username ?? event.player_id}
                  </a>
                ) : null}
              </span>
              {Object.keys(event.details).length > 0 ? (
                <span className="block break-words text-xs text-muted">{detailsText(event.details)}</span>
              ) : null}
            </span>
          </li>
        ))}
      </ol>
      {trail.hasNextPage ? (
        <div className="mt-3 flex justify-center">
          <button
            type="button"
            className={buttonClass('secondary')}
            onClick={() => void trail.fetchNextPage()}
            disabled={trail.isFetchingNextPage}
          >
            Show older
          </button>
        </div>
      ) : null}
    </Card>
  );
}
