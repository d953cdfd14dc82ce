import { ShieldCheck, SlidersHorizontal } from 'lucide-react';
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

/** `/guarddog` and `/m/guarddog`: Kennel's player-protection programme. */
export function GuarddogPage() {
  return (
    <PlannedScreen
      section="Player protection"
      title="GuardDog"
      subtitle="Kennel’s programme for keeping play safe, fair and fun."
      icon={<ShieldCheck aria-hidden="true" />}
      highlights={[
        'The tools: limits, time-outs, self-exclusion and reality checks',
        'Our commitments: no marketing to excluded players, clear odds and rules',
        'How we watch for signs of harmful play, and what we do about it',
        'Where to get independent help',
      ]}
      links={[
        { to: '/responsible-gaming-resources', label: 'Responsible gaming resources' },
        { to: '/account/responsible-gaming', label: 'Responsible gaming in your account' },
      ]}
    />
  );
}
