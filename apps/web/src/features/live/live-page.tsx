import { Radio } from 'lucide-react';
import { useParams } from 'react-router';
import { PlannedScreen } from '../../shared/planned-screen/index.ts';
import { Tabs } from '../../shared/ui/index.ts';

export const GAME_TYPES = [
  { value: 'pick-em', label: 'Pick’em' },
  { value: 'best-ball', label: 'Best ball' },
] as const;

/** `/live/:gameType?/:sportId?/:slateId?`: the user's live entries, updating in real time. */
export function LivePage() {
  const { gameType = 'pick-em' } = useParams();
  return (
    <PlannedScreen
      section="Live"
      title="Live"
      subtitle="Your entries in games happening right now, updating as they happen."
      icon={<Radio aria-hidden="true" />}
      highlights={[
        'Each pick’s current stat against its line',
        'Each best ball team’s live score and rank',
        'Updates arrive live, without reloading',
        'Entries move to results as soon as they settle',
      ]}
      links={[
        { to: '/results', label: 'Settled results' },
        { to: '/pick-em', label: 'Make more picks' },
      ]}
    >
      <Tabs
        label="Game type"
        value={gameType}
        items={GAME_TYPES.map((type) => ({ ...type, to: `/live/${type.value}` }))}
      />
    </PlannedScreen>
  );
}
