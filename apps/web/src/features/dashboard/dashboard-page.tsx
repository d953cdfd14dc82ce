import { Gauge } from 'lucide-react';
import { PlannedScreen } from '../../shared/planned-screen/index.ts';

/** `/dashboard`: the user's money, entries and limits at a glance. */
export function DashboardPage() {
  return (
    <PlannedScreen
      section="Home"
      title="Dashboard"
      subtitle="Your balance, open entries and drafts at a glance."
      icon={<Gauge aria-hidden="true" />}
      highlights={[
        'Your balance and recent deposits',
        'Open pick’em entries and drafts on the clock',
        'Recent results and payouts',
        'Your limits and how much of each is left',
      ]}
      links={[
        { to: '/lobby', label: 'Go to the lobby' },
        { to: '/live', label: 'Live entries' },
        { to: '/deposit', label: 'Deposit' },
      ]}
    />
  );
}
