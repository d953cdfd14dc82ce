import { CalendarClock, Radio } from 'lucide-react';
import { Badge } from '../../shared/ui/index.ts';

/** Whether an entry's games have begun: a solid red Live, or Upcoming. */
export function LiveBadge({ underway }: { underway: boolean }) {
  return underway ? (
    <Badge tone="danger" solid icon={<Radio aria-hidden="true" />}>
      Live
    </Badge>
  ) : (
    <Badge tone="brand" icon={<CalendarClock aria-hidden="true" />}>
      Upcoming
    </Badge>
  );
}
