import { useNow } from '../../../shared/sports/index.ts';
import { clockLeft } from './team-phases.ts';

/** Time left on the pick clock; the deadline is the server's, this only counts down to it. */
export function PickClock({ deadlineAt }: { deadlineAt: string }) {
  const now = useNow(1_000);
  return (
    <time dateTime={deadlineAt} className="font-bold tabular-nums" data-testid="pick-clock">
      {clockLeft(deadlineAt, now)}
    </time>
  );
}
