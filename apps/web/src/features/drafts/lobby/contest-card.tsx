import type { ContestSummary } from '@kennel/core';
import { Clock, Timer, Users } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Badge, Button, Card, Money } from '../../../shared/ui/index.ts';
import { formatPickClock, SPEED_LABELS } from '../common/format.ts';
import { FillBar } from './fill-bar.tsx';
import { contestTitle, entriesCloseText } from './lobby-text.ts';

/** A lobby card: what the contest costs and pays, how its drafts run, how full it is. */
export function ContestCard({
  contest,
  slateName,
  now,
  onDetails,
  onEnter,
}: {
  contest: ContestSummary;
  slateName: string | null;
  now: Date;
  onDetails: () => void;
  onEnter: () => void;
}) {
  const titleId = useId();
  const full = contest.entries >= contest.entry_cap;
  const maxedOut = contest.my_entries !== null && contest.my_entries >= contest.max_per_user;
  // Until the lock job drops it from the lobby (seconds), a contest past its entries close stays listed.
  const closed = Date.parse(contest.entries_close_at) <= now.getTime();
  return (
    <Card className="flex flex-col" aria-labelledby={titleId} role="article" data-contest-id={contest.id}>
      <div className="flex items-start gap-3 px-4 pt-4">
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          {/* Wraps rather than cut: "NFL Season, Week 8 to Week 11" says the contest runs weeks. */}
          <h2 id={titleId} className="text-balance font-bold text-base tracking-tight">
            {contestTitle(contest.name, slateName)}
          </h2>
          <div className="flex flex-wrap items-center gap-1.5">
            <Badge tone={contest.speed === 'fast' ? 'brand' : 'neutral'} icon={<Timer aria-hidden="true" />}>
              {SPEED_LABELS[contest.speed]} · {formatPickClock(contest.pick_clock_ms)} picks
            </Badge>
          </div>
        </div>
        <div className="flex shrink-0 flex-col items-end">
          <span className="text-muted text-xs">Prize pool</span>
          <Money
            cents={contest.prize_pool_cents}
            wholeDollars
            className="font-extrabold text-xl text-success"
          />
        </div>
      </div>
      <dl className="grid grid-cols-4 gap-2 px-4 pt-3 text-center">
        <Stat label="Entry" value={<Money cents={contest.entry_fee_cents} wholeDollars />} />
        <Stat label="Teams" value={contest.seats} />
        <Stat label="Rounds" value={contest.rounds} />
        <Stat
          label="Yours"
          value={
            <span data-testid="my-entries">
              {contest.my_entries ?? 0}/{contest.max_per_user}
            </span>
          }
        />
      </dl>
      <FillBar entries={contest.entries} cap={contest.entry_cap} className="px-4 pt-3" />
      <div className="mt-auto flex items-center gap-2 px-4 pt-3 pb-4">
        <span className="flex min-w-0 flex-1 items-center gap-1.5 text-muted text-xs leading-tight">
          <Clock aria-hidden="true" className="size-3.5 shrink-0" />
          <span>{entriesCloseText(contest.entries_close_at, now)}</span>
        </span>
        <Button variant="secondary" size="sm" onClick={onDetails} aria-label={`Details of ${contest.name}`}>
          Details
        </Button>
        <Button
          size="sm"
          icon={<Users aria-hidden="true" />}
          onClick={onEnter}
          disabled={full || maxedOut || closed}
          aria-label={`Enter ${contest.name}`}
        >
          {closed ? 'Closed' : full ? 'Full' : maxedOut ? 'Max entered' : 'Enter'}
        </Button>
      </div>
    </Card>
  );
}

function Stat({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 rounded-xl bg-surface-2 px-1 py-2">
      <dt className="text-[11px] text-muted">{label}</dt>
      <dd className="font-bold text-sm tabular-nums">{value}</dd>
    </div>
  );
}
