import type { DraftState } from '@kennel/core';
import { AlarmClock } from 'lucide-react';

const clock = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });
const dayClock = new Intl.DateTimeFormat('en-US', { weekday: 'short', hour: 'numeric', minute: '2-digit' });

/** "7:30 PM" today, else "Tue 7:30 PM". */
function when(at: Date, now: Date): string {
  return at.toDateString() === now.toDateString() ? clock.format(at) : dayClock.format(at).replace(',', '');
}

/**
 * When the draft must end, its slate's first game, and what happens then (RULES.md, Best ball
 * drafts): clocks shorten as it nears; any pick still to make then is autopicked.
 */
export function ClosingNote({ draft, now = new Date() }: { draft: DraftState; now?: Date }) {
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
