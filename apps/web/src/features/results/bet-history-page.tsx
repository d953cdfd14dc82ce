import { Ticket } from 'lucide-react';
import { useParams } from 'react-router';
import { useDocumentTitle } from '../../shared/planned-screen/index.ts';
import { EmptyState, PageHeader, Tabs } from '../../shared/ui/index.ts';

const BET_STATES = ['open', 'settled', 'won', 'lost'] as const;
type BetState = (typeof BET_STATES)[number];

const label = (state: string) => state.charAt(0).toUpperCase() + state.slice(1);

/** `/m/bet-history/:state`: sportsbook bets by state; no bet can be placed yet, so each state is empty. */
export function BetHistoryPage() {
  const { state = 'open' } = useParams();
  const current: BetState = (BET_STATES as readonly string[]).includes(state) ? (state as BetState) : 'open';
  useDocumentTitle('Bet history');
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
        items={BET_STATES.map((value) => ({ value, label: label(value), to: `/m/bet-history/${value}` }))}
      />
      <EmptyState
        icon={<Ticket aria-hidden="true" />}
        title={`No ${current} bets`}
        body="Bets you place on the sportsbook show here with their stakes, legs and payouts."
      />
    </div>
  );
}
