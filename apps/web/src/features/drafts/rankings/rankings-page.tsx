import { ArrowUpDown } from 'lucide-react';
import { useParams } from 'react-router';
import { PlannedScreen } from '../../../shared/planned-screen/index.ts';
import { SportTabs } from '../common/sport-tabs.tsx';

/** `/rankings/:sportId?/:slateId?`: the user's pre-draft rankings, which drive autopick. */
export function RankingsPage() {
  const { sportId } = useParams();
  return (
    <PlannedScreen
      section="Best ball"
      title="Rankings"
      subtitle="Order players your way before you draft; autopick follows your list."
      icon={<ArrowUpDown aria-hidden="true" />}
      highlights={[
        'Drag and drop players into your order',
        'Search the player pool',
        'Reset to ADP in one tap',
        'Import and export your rankings as CSV',
      ]}
      links={[
        { to: '/lobby', label: 'Find a draft' },
        { to: '/exposure', label: 'My exposure' },
      ]}
    >
      <SportTabs basePath="/rankings" current={sportId} />
    </PlannedScreen>
  );
}
