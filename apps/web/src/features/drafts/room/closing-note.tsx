import { type DraftState, formatUpcoming } from '@kennel/core';
import { AlarmClock } from 'lucide-react';
import { useNow } from '../../../shared/sports/index.ts';

/** "7:30 PM ET" today, else "Tue 7:30 PM ET". */
const when = (at: Date, now: Date) => formatUpcoming(at, now);

/**
 * When the draft must end, its slate's first game, and what happens then (RULES.md, Best ball
 * drafts): clocks shorten as it nears; any pick still to make then is autopicked.
 */
export function ClosingNote({ draft, now: given }: { draft: DraftState; now?: Date }) {
  // The draft room's clock: the server's, as its pick clock counts.
  const roomTime = useNow();
  const now = given ?? roomTime;
  const closesAt = new Date(draft.closes_at);
  return (
    <p className="flex min-w-0 items-center gap-1.5 text-muted text-xs" data-testid="draft-closes">
      <AlarmClock aria-hidden="true" className="size-3.5 shrink-0" />
      {/* Phones keep the sticky header short; the lobby's details and the rules say the rest. */}
      <span className="sm:hidden">Ends {when(closesAt, now)}</span>
      <span className="hidden sm:inline" data-testid="draft-closes-rule">
        Ends by the first game, {when(closesAt, now)}: picks left then are autopicked
      </span>
    </p>
  );
}
