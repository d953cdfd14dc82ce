import { Clock, Grid3x3, ListOrdered } from 'lucide-react';
import { useParams } from 'react-router';
import { PlannedScreen } from '../../../shared/planned-screen/index.ts';

/** `/draft`: drafts on the clock; `/draft/:draftId`: the live draft room. */
export function DraftPage() {
  const { draftId } = useParams();
  if (!draftId) {
    return (
      <PlannedScreen
        section="Best ball"
        title="Your drafts"
        subtitle="Drafts that are filling or on the clock right now."
        icon={<Clock aria-hidden="true" />}
        highlights={[
          'Every draft you are in, with its pick clock',
          'A flag on drafts where you are on the clock',
          'Jump straight into a draft room',
        ]}
        links={[
          { to: '/lobby', label: 'Find a contest' },
          { to: '/active', label: 'Active drafts' },
        ]}
      />
    );
  }
  return (
    <PlannedScreen
      section="Draft room"
      title={`Draft ${draftId}`}
      subtitle="Pick your players live, against the clock."
      icon={<ListOrdered aria-hidden="true" />}
      highlights={[
        'Player pool with search, position filters, ADP and projections',
        'Your queue, drag to reorder',
        'The pick clock, with a sound or flash when you are up',
        'The board of all picks and every team’s roster',
        'Autopick from your rankings when time runs out',
        'Live updates; a reconnect restores the full draft',
      ]}
      links={[
        { to: `/draft-board/${encodeURIComponent(draftId)}`, label: 'Full draft board' },
        { to: '/rankings', label: 'My rankings' },
      ]}
    />
  );
}

/** `/draft-board/:draftId` (navigation hidden): the whole board as rounds × seats. */
export function DraftBoardPage() {
  const { draftId = '' } = useParams();
  return (
    <PlannedScreen
      section="Draft board"
      title={`Draft board ${draftId}`}
      subtitle="Every pick of the draft as a grid of rounds and seats."
      icon={<Grid3x3 aria-hidden="true" />}
      highlights={[
        'Rounds down, seats across, colour-coded by position',
        'Live as picks are made',
        'Your seat highlighted',
      ]}
      links={[{ to: `/draft/${encodeURIComponent(draftId)}`, label: 'Back to the draft room' }]}
    />
  );
}
