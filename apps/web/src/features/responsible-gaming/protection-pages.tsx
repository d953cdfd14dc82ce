import { SlidersHorizontal } from 'lucide-react';
import { PlannedScreen } from '../../shared/planned-screen/index.ts';

/** `/m/responsible-gaming-limits/*`: view and set every limit, time-outs and self-exclusion. */
export function ResponsibleGamingLimitsPage() {
  return (
    <PlannedScreen
      section="Responsible gaming"
      title="Your limits"
      subtitle="Decide how much and how often you play."
      icon={<SlidersHorizontal aria-hidden="true" />}
      highlights={[
        'Deposit, entry-fee and time limits per day, week and month',
        'Lower limits apply at once; increases wait, then need your confirmation',
        'Time-outs and self-exclusion with a clear confirmation step',
        'How much of each limit you have left',
      ]}
      links={[{ to: '/m/responsible-gaming-resources', label: 'Get help' }]}
    />
  );
}
