import { useNow } from '../../../shared/sports/index.ts';
import { clockLeft } from './team-phases.ts';

/**
 * Time left on the pick clock; the deadline is the server's, this only counts down to it, on the
 * server's clock (this device's + `clockOffsetMs`), so a phone whose clock is off shows the right time.
 * Once it has passed, the server is making the pick (a bot's, or the autopick): it says so rather
 * than "0:00 left".
 */
export function PickClock({ deadlineAt, clockOffsetMs }: { deadlineAt: string; clockOffsetMs: number }) {
  const now = useNow(1_000, clockOffsetMs);
  if (Date.parse(deadlineAt) <= now.getTime()) return <span data-testid="pick-clock">Picking…</span>;
  return (
    <>
      <time dateTime={deadlineAt} className="font-bold tabular-nums" data-testid="pick-clock">
        {clockLeft(deadlineAt, now)}
      </time>{' '}
      left
    </>
  );
}
