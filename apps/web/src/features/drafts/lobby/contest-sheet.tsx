import type { ContestDetail, ContestEntry, ContestSummary } from '@kennel/core';
import { useQuery } from '@tanstack/react-query';
import { AlarmClock, LogIn } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { contestQueryOptions } from '../../../shared/api/best-ball.ts';
import { useHttpClient } from '../../../shared/api/index.ts';
import { useSession } from '../../../shared/session/index.ts';
import {
  Badge,
  type BadgeTone,
  buttonClasses,
  Money,
  Sheet,
  SkeletonText,
} from '../../../shared/ui/index.ts';
import { formatPickClock, SPEED_LABELS } from '../common/format.ts';
import { PrizeTable } from '../common/prize-table.tsx';
import { EnterPanel } from './enter-panel.tsx';
import { FillBar } from './fill-bar.tsx';
import { dateTimeText, entriesCloseText, firstGameText, loginPathFor } from './lobby-text.ts';

/** One contest in a sheet: what it pays and how it runs, the player's entries in it, and Enter. */
export function ContestSheet({
  contest,
  title,
  now,
  onClose,
}: {
  contest: ContestSummary | null;
  title: string;
  now: Date;
  onClose: () => void;
}) {
  // An entry waiting for its answer keeps the sheet open: its outcome is shown where it was asked.
  const [entering, setEntering] = useState(false);
  return (
    <Sheet
      open={contest !== null}
      onOpenChange={(open) => !open && !entering && onClose()}
      title={title}
      description={contest ? entriesCloseText(contest.entries_close_at, now) : undefined}
      footer={contest && <SheetFooter contest={contest} onEnteringChange={setEntering} />}
    >
      {contest && <ContestDetails contest={contest} now={now} />}
    </Sheet>
  );
}

function SheetFooter({
  contest,
  onEnteringChange,
}: {
  contest: ContestSummary;
  onEnteringChange: (entering: boolean) => void;
}) {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'guest')
    return (
      <Link to={loginPathFor(location)} className={buttonClasses({ size: 'lg', fullWidth: true })}>
        <LogIn aria-hidden="true" />
        Log in to enter
      </Link>
    );
  return <EnterPanel contest={contest} onEnteringChange={onEnteringChange} />;
}

function ContestDetails({ contest, now }: { contest: ContestSummary; now: Date }) {
  const http = useHttpClient();
  const detail = useQuery(contestQueryOptions(http, contest.id));
  return (
    <div className="flex flex-col gap-5">
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2">
        <Fact label="Entry fee" value={<Money cents={contest.entry_fee_cents} />} />
        <Fact label="Prize pool" value={<Money cents={contest.prize_pool_cents} />} />
        <Fact label="Draft size" value={`${contest.seats} teams`} />
        <Fact label="Rounds" value={contest.rounds} />
        <Fact
          label="Speed"
          value={`${SPEED_LABELS[contest.speed]}, ${formatPickClock(contest.pick_clock_ms)} a pick`}
        />
        <Fact label="Max entries" value={`${contest.max_per_user} per player`} />
        <Fact
          wide
          label="Locks"
          value={<time dateTime={contest.locks_at}>{dateTimeText(contest.locks_at)}</time>}
        />
      </dl>
      <p className="flex gap-2 rounded-xl bg-surface-2 px-3 py-2 text-sm" data-testid="draft-deadline">
        <AlarmClock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted" />
        <span>
          Every draft ends by the first game ({firstGameText(contest.locks_at, now)}): clocks shorten as it
          nears, and any pick still to make then is autopicked from players whose games have not started.
        </span>
      </p>
      <FillBar entries={contest.entries} cap={contest.entry_cap} />
      <Section title="Prizes">
        <PrizeTable prizes={contest.prizes} caption="Prize for each finish in a full contest" />
        <p className="text-muted text-xs">
          By final rank among all {contest.entry_cap} entries, across every draft of the contest. The table is
          for a full contest: with fewer entries drafted, each prize is scaled to the share drafted (rounded
          down). Ties share the prizes of the places they cover.
          {contest.bots_allowed && ' Bots’ seats never win prizes.'}
        </p>
      </Section>
      {detail.isPending ? (
        <SkeletonText lines={5} />
      ) : detail.isError ? (
        <p role="alert" className="text-danger">
          The rules and your entries did not load. Close and open the contest to try again.
        </p>
      ) : (
        <MoreDetails detail={detail.data} />
      )}
    </div>
  );
}

function MoreDetails({ detail }: { detail: ContestDetail }) {
  return (
    <>
      {detail.starters.length > 0 && (
        <Section title="Starting lineup">
          <ul className="flex flex-wrap gap-1.5" aria-label="Starting lineup">
            {detail.starters.map((slot, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the same slot repeats (RB, RB)
              <li key={index}>
                <Badge>{slot}</Badge>
              </li>
            ))}
          </ul>
        </Section>
      )}
      <Section title="Your entries">
        {detail.my_entry_list.length === 0 ? (
          <p className="text-muted">You have no entries in this contest yet.</p>
        ) : (
          <ul className="flex flex-col divide-y divide-border" aria-label="Your entries">
            {detail.my_entry_list.map((entry, index) => (
              <EntryRow key={entry.id} entry={entry} number={detail.my_entry_list.length - index} />
            ))}
          </ul>
        )}
      </Section>
      {detail.rules.length > 0 && (
        <Section title="Rules">
          <ul className="flex list-disc flex-col gap-1.5 pl-5 text-muted">
            {detail.rules.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ul>
          <Link
            to="/rules/best-ball"
            className="mt-2 inline-block font-semibold text-brand underline-offset-2 hover:underline"
          >
            Full best ball rules
          </Link>
        </Section>
      )}
    </>
  );
}

const ENTRY_STATES: Record<ContestEntry['state'], { label: string; tone: BadgeTone }> = {
  pooled: { label: 'Waiting for a draft', tone: 'warning' },
  seated: { label: 'In a draft', tone: 'success' },
  refunded: { label: 'Refunded', tone: 'neutral' },
};

function EntryRow({ entry, number }: { entry: ContestEntry; number: number }) {
  const state = ENTRY_STATES[entry.state];
  return (
    <li className="flex items-center gap-2 py-2" data-testid="my-entry">
      <span className="font-semibold">Entry {number}</span>
      <Badge tone={state.tone}>{state.label}</Badge>
      {entry.seat !== null && <span className="text-muted text-xs">Seat {entry.seat}</span>}
      {entry.draft_id && (
        <Link
          to={`/draft/${entry.draft_id}`}
          className={buttonClasses({ variant: 'secondary', size: 'sm', className: 'ml-auto' })}
        >
          {entry.draft_status === 'complete' ? 'View draft' : 'Go to draft'}
        </Link>
      )}
    </li>
  );
}

function Fact({ label, value, wide = false }: { label: string; value: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'col-span-2 flex flex-col' : 'flex flex-col'}>
      <dt className="text-muted text-xs">{label}</dt>
      <dd className="font-semibold">{value}</dd>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2">
      <h3 className="font-bold text-sm">{title}</h3>
      {children}
    </section>
  );
}
