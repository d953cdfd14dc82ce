import { BET_HISTORY_STATES, type BetHistoryState } from '@kennel/core';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { Ticket } from 'lucide-react';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { useHttpClient } from '../../shared/api/index.ts';
import { betHistoryQueryOptions, sportsbookQueryKeys } from '../../shared/api/sportsbook.ts';
import { useDocumentTitle } from '../../shared/planned-screen/index.ts';
import { onPlayerSnapshot } from '../../shared/realtime/player-snapshots.ts';
import { PageHeader, Tabs } from '../../shared/ui/index.ts';
import { BetCard } from './bet-card.tsx';
import { ResultList } from './result-list.tsx';
import { useLiveBets } from './use-live-bets.ts';

const label = (state: string) => state.charAt(0).toUpperCase() + state.slice(1);

const EMPTY: Record<BetHistoryState, string> = {
  open: 'Bets you place on the sportsbook app show here, with their games live, until every game in them is over.',
  settled: 'Finished bets show here with what each leg did and what the bet paid.',
  won: 'Bets that won show here with what they paid.',
  lost: 'Bets that lost show here.',
};

/**
 * Reloads the bets when the API's `sportsbook_bets` snapshot changes (a bet placed in the app, one
 * settled or settled again): the first one received is where the page starts from.
 */
function useBetsFollowSocket() {
  const queryClient = useQueryClient();
  useEffect(() => {
    let last: string | undefined;
    return onPlayerSnapshot('sportsbook_bets', (data) => {
      const seen = JSON.stringify(data);
      if (last !== undefined && seen !== last)
        void queryClient.invalidateQueries({ queryKey: sportsbookQueryKeys.bets });
      last = seen;
    });
  }, [queryClient]);
}

/** `/m/bet-history/:state`: the player's sportsbook bets in one state, with their legs and payouts. */
export function BetHistoryPage() {
  const { state = 'open' } = useParams();
  const current: BetHistoryState = (BET_HISTORY_STATES as readonly string[]).includes(state)
    ? (state as BetHistoryState)
    : 'open';
  useDocumentTitle('Bet history');
  useBetsFollowSocket();
  const http = useHttpClient();
  const bets = useInfiniteQuery(betHistoryQueryOptions(http, current));
  const list = (bets.data?.pages ?? []).flatMap((page) => page.bets);
  useLiveBets(list);
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-6">
      <PageHeader
        eyebrow="Sportsbook"
        title="Bet history"
        subtitle="Your sportsbook bets and how they finished."
      />
      <Tabs
        label="Bet state"
        value={current}
        items={BET_HISTORY_STATES.map((value) => ({
          value,
          label: label(value),
          to: `/m/bet-history/${value}`,
        }))}
      />
      <ResultList
        heading={`${label(current)} bets`}
        results={bets}
        skeletonHeight="h-48"
        empty={
          list.length === 0 && {
            icon: <Ticket aria-hidden="true" />,
            title: `No ${current} bets`,
            body: EMPTY[current],
          }
        }
      >
        {() => list.map((bet) => <BetCard key={bet.id} bet={bet} />)}
      </ResultList>
    </div>
  );
}
