import type { PickemEntry } from '@kennel/core';
import { Radio } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { EntryCard } from '../../shared/pickem-entries/entry-card.tsx';
import { EntryFilters, entryScope, scopeFilter } from '../../shared/pickem-entries/entry-filters.tsx';
import { useDocumentTitle } from '../../shared/planned-screen/index.ts';
import { type GameType, gameProductOf, gameTypeTabs } from '../../shared/products/index.ts';
import { ServerClock } from '../../shared/sports/server-clock.ts';
import { buttonClasses, Loadable, PageHeader, Tabs } from '../../shared/ui/index.ts';
import { BestBallLive } from './best-ball-live.tsx';
import { CancelEntryButton } from './cancel-entry-button.tsx';
import { LiveBadge } from './live-badge.tsx';
import { LiveColumns } from './live-columns.tsx';
import { useLiveEntries } from './use-live-entries.ts';

function LiveEntry({ entry, clockOffsetMs }: { entry: PickemEntry; clockOffsetMs: number }) {
  const live = entry.status === 'live';
  return (
    <EntryCard
      entry={entry}
      live
      badge={<LiveBadge underway={live} />}
      money={{ label: 'To win', cents: entry.max_payout_cents }}
      notice={
        !live && entry.cancellable_until !== null ? (
          <CancelEntryButton entry={entry} clockOffsetMs={clockOffsetMs} />
        ) : undefined
      }
    />
  );
}

function PickemLive({ filter }: { filter: ReturnType<typeof scopeFilter> }): ReactNode {
  const { live, upcoming, clockOffsetMs, pending, error, retry } = useLiveEntries(filter);
  return (
    <Loadable
      pending={pending}
      error={error}
      onRetry={retry}
      what="Your entries"
      empty={
        live.length === 0 &&
        upcoming.length === 0 && {
          icon: <Radio aria-hidden="true" />,
          title: 'No live or upcoming entries',
          body: 'Entries show here from the moment you submit them, and update as their games are played.',
          action: (
            <>
              <Link to="/pick-em" className={buttonClasses()}>
                Make picks
              </Link>
              <Link to="/results/pick-em" className={buttonClasses({ variant: 'secondary' })}>
                See results
              </Link>
            </>
          ),
        }
      }
    >
      {() => (
        // Each pick's "in 12 min" and each Cancel window on the server's clock.
        <ServerClock offsetMs={clockOffsetMs}>
          <LiveColumns
            idPrefix="live"
            live={live.map((entry) => (
              <LiveEntry key={entry.id} entry={entry} clockOffsetMs={clockOffsetMs} />
            ))}
            upcoming={upcoming.map((entry) => (
              <LiveEntry key={entry.id} entry={entry} clockOffsetMs={clockOffsetMs} />
            ))}
            noneLive="None of your games has started yet."
            noneUpcoming="Every entry is under way."
          />
        </ServerClock>
      )}
    </Loadable>
  );
}

/** Each game's entries in play (the registry's games; one missing here fails the build). */
const LIVE_VIEWS: Record<GameType, (props: { filter: ReturnType<typeof scopeFilter> }) => ReactNode> = {
  'pick-em': PickemLive,
  'best-ball': BestBallLive,
};

/** `/live/:gameType?/:sportId?/:slateId?`: the player's upcoming and live entries, updating in real time. */
export function LivePage() {
  useDocumentTitle('Live');
  const scope = entryScope(useParams());
  const product = gameProductOf(scope.gameType);
  const Live = LIVE_VIEWS[product.gameType];
  return (
    <div data-page="live" className="flex flex-col gap-5">
      <PageHeader
        eyebrow="Live"
        title="Live"
        subtitle="Your entries in games happening now and about to start, updating as they happen."
      />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <Tabs label="Game type" value={product.gameType} items={gameTypeTabs('/live')} />
        <EntryFilters base="/live" scope={scope} when="upcoming" />
      </div>
      <Live filter={scopeFilter(scope)} />
    </div>
  );
}
