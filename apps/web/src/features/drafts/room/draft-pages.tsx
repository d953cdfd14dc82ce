import { useParams } from 'react-router';
import { useDocumentTitle } from '../../../shared/planned-screen/index.ts';
import { DraftBoard } from './draft-board.tsx';
import { DraftRoom } from './draft-room.tsx';
import { DraftsList } from './drafts-list.tsx';

/** `/draft`: the player's drafts; `/draft/:draftId`: the live draft room. */
export function DraftPage() {
  const { draftId } = useParams();
  if (!draftId) return <DraftsList />;
  return (
    <div data-page="draft-room">
      <DraftRoom key={draftId} draftId={draftId} />
    </div>
  );
}

/** `/draft-board/:draftId` (navigation hidden): the whole board as rounds × seats. */
export function DraftBoardPage() {
  const { draftId = '' } = useParams();
  useDocumentTitle('Draft board');
  return <DraftBoard key={draftId} draftId={draftId} />;
}
