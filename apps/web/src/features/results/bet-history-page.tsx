import { Ticket } from 'lucide-react';
import { useParams } from 'react-router';
import { PlannedScreen } from '../../shared/planned-screen/index.ts';
import { Tabs } from '../../shared/ui/index.ts';

const BET_STATES = ['open', 'settled', 'won', 'lost'] as const;

/** `/m/bet-history/:state`: sportsbook bets by state. */
export function BetHistoryPage() {
  const { state = 'open' } = useParams();
  return (
    <PlannedScreen
      section="Sportsbook"
      title="Bet history"
      subtitle="Your sportsbook bets and how they finished."
      icon={<Ticket aria-hidden="true" />}
      highlights={[
        'Open bets with their potential payout',
        'Settled bets, won and lost',
        'Each leg of a parlay with its result',
        'Stakes and payouts, to the cent',
      ]}
      links={[]}
    >
      <Tabs
        label="Bet state"
        value={state}
        items={BET_STATES.map((value) => ({
          value,
          label: value.charAt(0).toUpperCase() + value.slice(1),
          to: `/m/bet-history/${value}`,
        }))}
      />
    </PlannedScreen>
  );
}
