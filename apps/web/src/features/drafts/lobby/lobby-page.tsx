import { Trophy } from 'lucide-react';
import { useParams } from 'react-router';
import { PlannedScreen } from '../../../shared/planned-screen/index.ts';
import { SportTabs } from '../common/sport-tabs.tsx';

/** `/lobby/:sportId?/:slateId?`: best ball contests to enter, by sport and slate. */
export function LobbyPage() {
  const { sportId, slateId } = useParams();
  return (
    <PlannedScreen
      section="Best ball"
      title="Lobby"
      subtitle={slateId ? `Contests on slate ${slateId}.` : 'Find a best ball contest and draft in minutes.'}
      icon={<Trophy aria-hidden="true" />}
      highlights={[
        'Contest cards with entry fee, prize pool, draft size and speed',
        'Entries filled and the most you can enter, at a glance',
        'Enter one or several teams at once',
        'Contest details: prize table and rules',
      ]}
      links={[
        { to: '/active', label: 'My active drafts' },
        { to: '/pick-em', label: 'Pick’em' },
        { to: '/rules/best-ball', label: 'Best ball rules' },
      ]}
    >
      <SportTabs basePath="/lobby" current={sportId} />
    </PlannedScreen>
  );
}
