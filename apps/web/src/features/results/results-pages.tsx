import { ChartColumn, CircleDollarSign, Ticket } from 'lucide-react';
import { useParams } from 'react-router';
import { PlannedScreen } from '../../shared/planned-screen/index.ts';
import { Tabs } from '../../shared/ui/index.ts';

/** `/results/:gameType?/:sportId?/:slateId?`: settled entries with payouts. */
export function ResultsPage() {
  const { gameType = 'pick-em' } = useParams();
  return (
    <PlannedScreen
      section="Results"
      title="Results"
      subtitle="Your settled entries and what they paid."
      icon={<CircleDollarSign aria-hidden="true" />}
      highlights={[
        'Every settled pick’em entry and best ball team',
        'Payouts, to the cent',
        'Which picks hit, missed or were voided',
        'Filter by sport and slate',
      ]}
      links={[
        { to: '/live', label: 'Live entries' },
        { to: '/average-results', label: 'Average results' },
      ]}
    >
      <Tabs
        label="Game type"
        value={gameType}
        items={[
          { value: 'pick-em', label: 'Pick’em', to: '/results/pick-em' },
          { value: 'best-ball', label: 'Best ball', to: '/results/best-ball' },
        ]}
      />
    </PlannedScreen>
  );
}

/** `/average-results` and `/m/average-results`: how pick'em entries do on average, by type and size. */
export function AverageResultsPage() {
  return (
    <PlannedScreen
      section="Results"
      title="Average results"
      subtitle="How often pick’em entries win, and what they return on average."
      icon={<ChartColumn aria-hidden="true" />}
      highlights={[
        'Win rates by entry type (Standard and Flex) and number of picks',
        'Average return per dollar entered',
        'Computed from every settled entry',
        'Updated as new entries settle',
      ]}
      links={[
        { to: '/pick-em', label: 'Make picks' },
        { to: '/rules/pick-em', label: 'How payouts work' },
      ]}
    />
  );
}

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
