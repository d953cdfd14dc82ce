import { ChartPie, Clock3, Medal } from 'lucide-react';
import { useParams } from 'react-router';
import { PlannedScreen } from '../../../shared/planned-screen/index.ts';
import { Tabs } from '../../../shared/ui/index.ts';
import { SportTabs } from '../common/sport-tabs.tsx';

function DraftsTabs({ current }: { current: 'active' | 'completed' }) {
  return (
    <Tabs
      label="Drafts"
      value={current}
      items={[
        { value: 'active', label: 'Active', to: '/active' },
        { value: 'completed', label: 'Completed', to: '/completed' },
      ]}
    />
  );
}

/** `/active/:draftId?`: drafts filling or drafting, and teams whose games have not finished. */
export function ActiveDraftsPage() {
  const { draftId } = useParams();
  return (
    <PlannedScreen
      section="Drafts"
      title={draftId ? `Active team ${draftId}` : 'Active drafts'}
      subtitle="Drafts that are filling or drafting, and teams still in play."
      icon={<Clock3 aria-hidden="true" />}
      highlights={[
        'Drafts filling up, with how many seats are left',
        'Drafts in progress, with who is on the clock',
        'Filled teams whose games have not finished',
        'Each team’s roster and projected points',
      ]}
      links={[
        { to: '/lobby', label: 'Enter a contest' },
        { to: '/live', label: 'Live scores' },
      ]}
    >
      <DraftsTabs current="active" />
    </PlannedScreen>
  );
}

/** `/completed/:slateId?/:draftType?/:selectedId?`: finished teams with roster, scores and rank. */
export function CompletedDraftsPage() {
  const { slateId, draftType, selectedId } = useParams();
  const scope = [slateId && `slate ${slateId}`, draftType, selectedId && `team ${selectedId}`].filter(
    Boolean,
  );
  return (
    <PlannedScreen
      section="Drafts"
      title="Completed drafts"
      subtitle={scope.length > 0 ? `Showing ${scope.join(' · ')}.` : 'Your finished best ball teams.'}
      icon={<Medal aria-hidden="true" />}
      highlights={[
        'Every finished team by slate and draft type',
        'Each team’s roster and weekly scores',
        'Your final rank and any winnings',
      ]}
      links={[
        { to: '/results', label: 'All results' },
        { to: '/lobby', label: 'Draft again' },
      ]}
    >
      <DraftsTabs current="completed" />
    </PlannedScreen>
  );
}

/** `/exposure/:slateId?/:contestStyleId?`: share of the user's teams holding each player. */
export function ExposurePage() {
  const { slateId, contestStyleId } = useParams();
  return (
    <PlannedScreen
      section="Best ball"
      title="Exposure"
      subtitle={
        slateId
          ? `Your exposure on slate ${slateId}${contestStyleId ? `, contest style ${contestStyleId}` : ''}.`
          : 'How much of your portfolio rides on each player.'
      }
      icon={<ChartPie aria-hidden="true" />}
      highlights={[
        'The share of your teams holding each player',
        'Sort by exposure, ADP or position',
        'Filter by position and team',
        'A chart of your most-held players',
      ]}
      links={[
        { to: '/rankings', label: 'Adjust my rankings' },
        { to: '/completed', label: 'Completed drafts' },
      ]}
    />
  );
}
