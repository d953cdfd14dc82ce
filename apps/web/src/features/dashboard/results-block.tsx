import { formatMonthDay, type PickemEntry } from '@kennel/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useHttpClient } from '../../shared/api/index.ts';
import { pickemEntriesQueryOptions } from '../../shared/api/pickem.ts';
import { entryTitle } from '../../shared/pickem-entries/pick-progress.ts';
import { Badge, type BadgeTone, buttonClasses, Loadable, Money } from '../../shared/ui/index.ts';
import { DashboardBlock } from './dashboard-block.tsx';

const SHOWN = 4;
const RESULTS: Record<NonNullable<PickemEntry['result']>, { label: string; tone: BadgeTone }> = {
  won: { label: 'Won', tone: 'success' },
  lost: { label: 'Lost', tone: 'danger' },
  refunded: { label: 'Refunded', tone: 'warning' },
};

/** The latest settled pick'em entries with what each paid. */
export function ResultsBlock() {
  const http = useHttpClient();
  const settled = useQuery(pickemEntriesQueryOptions(http, { status: 'settled' }));
  return (
    <DashboardBlock title="Recent results" link={{ to: '/results/pick-em', label: 'All results' }}>
      <Loadable
        compact
        pending={settled.isPending}
        error={settled.error}
        onRetry={() => void settled.refetch()}
        what="Your results"
        empty={
          settled.data?.entries.length === 0 && {
            body: 'No settled entries yet. Each lands here with what it paid once its games are final.',
            action: (
              <Link to="/live/pick-em" className={buttonClasses({ size: 'sm', variant: 'secondary' })}>
                Follow live entries
              </Link>
            ),
          }
        }
      >
        {() => (
          <ul className="flex flex-col divide-y divide-border">
            {(settled.data?.entries ?? []).slice(0, SHOWN).map((entry) => {
              const result = entry.result ? RESULTS[entry.result] : null;
              return (
                <li key={entry.id} className="flex items-center gap-3 py-2" data-testid="dashboard-result">
                  <div className="flex min-w-0 flex-1 flex-col">
                    <span className="truncate font-semibold text-sm">{entryTitle(entry)}</span>
                    <span className="text-muted text-xs">
                      <Money cents={entry.fee_cents} /> entry ·{' '}
                      {formatMonthDay(entry.settled_at ?? entry.created_at)}
                    </span>
                  </div>
                  {result ? <Badge tone={result.tone}>{result.label}</Badge> : <Badge>Settling</Badge>}
                  <Money
                    cents={entry.payout_cents ?? 0}
                    className="w-16 text-right font-bold text-sm"
                    toned={entry.result === 'won'}
                  />
                </li>
              );
            })}
          </ul>
        )}
      </Loadable>
    </DashboardBlock>
  );
}
