import { ShieldCheck } from 'lucide-react';
import { PlannedScreen } from '../../shared/planned-screen/index.ts';

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
