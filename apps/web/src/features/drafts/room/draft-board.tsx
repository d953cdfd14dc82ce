import type { DraftPick, DraftState } from '@kennel/core';
import { ArrowLeft, ArrowRight, Grid3x3 } from 'lucide-react';
import { Link } from 'react-router';
import { isApiRequestError } from '../../../shared/api/index.ts';
import { Button, buttonClasses, cn, EmptyState, Skeleton } from '../../../shared/ui/index.ts';
import { pickText, roundPick } from '../common/format.ts';
import { DraftClock } from './draft-clock.tsx';
import { isYourTurn } from './draft-state.ts';
import { positionClasses } from './positions.ts';
import { useDraft } from './use-draft.ts';

/** The pick number in a round × seat cell (snake order: odd rounds 1→N, even rounds N→1). */
export function pickNumberAt(round: number, seat: number, seats: number): number {
  const inRound = round % 2 === 1 ? seat : seats - seat + 1;
  return (round - 1) * seats + inRound;
}

function BoardCell({
  pick,
  pickNumber,
  current,
  yours,
  seats,
}: {
  pick: DraftPick | undefined;
  pickNumber: number;
  current: boolean;
  yours: boolean;
  seats: number;
}) {
  const { label } = roundPick(pickNumber, seats);
  return (
    <td
      data-pick={pickNumber}
      aria-current={current ? 'step' : undefined}
      className={cn(
        'h-16 min-w-28 border border-border p-1 align-top',
        yours && 'bg-brand/5',
        current && 'outline-3 outline-brand -outline-offset-2',
      )}
    >
      {pick ? (
        <div
          className={cn(
            'flex h-full flex-col justify-between rounded-lg px-1.5 py-1 ring-1 ring-inset',
            positionClasses(pick.position),
          )}
        >
          <span className="flex justify-between font-semibold text-[10px]">
            <span>{label}</span>
            <span>
              {pick.position}
              {pick.team ? ` · ${pick.team}` : ''}
            </span>
          </span>
          <span className="truncate font-bold text-xs leading-tight">{pick.player_name}</span>
        </div>
      ) : (
        <div className="flex h-full flex-col rounded-lg px-1.5 py-1 text-[10px] text-muted">
          <span>{label}</span>
          {current && <span className="mt-auto font-bold text-brand text-xs">On the clock</span>}
        </div>
      )}
    </td>
  );
}

export function BoardGrid({ draft }: { draft: DraftState }) {
  const byNumber = new Map(draft.picks.map((pick) => [pick.pick_number, pick]));
  const seats = [...draft.seats].sort((a, b) => a.seat - b.seat);
  const rounds = Array.from({ length: draft.rounds }, (_, index) => index + 1);
  const current = draft.status === 'drafting' ? draft.current_pick : null;
  return (
    <section
      className="overflow-x-auto rounded-2xl border border-border bg-surface"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways must take focus so keyboard users can scroll it.
      tabIndex={0}
      aria-label="Draft board, scrolls sideways"
    >
      <table className="w-full border-collapse text-left">
        <caption className="sr-only">Draft board: rounds down, seats across, in snake order</caption>
        <thead>
          <tr>
            <th scope="col" className="sticky left-0 z-10 w-14 bg-surface-2 px-2 py-2 text-muted text-xs">
              Round
            </th>
            {seats.map((seat) => (
              <th
                key={seat.seat}
                scope="col"
                className={cn(
                  'min-w-28 px-2 py-2 font-semibold text-xs',
                  seat.is_you ? 'bg-brand text-brand-contrast' : 'bg-surface-2',
                )}
              >
                <span className="block truncate">{seat.is_you ? `${seat.name} (you)` : seat.name}</span>
                <span className="font-normal">
                  Seat {seat.seat}
                  {seat.autopick ? ' · auto' : ''}
                </span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rounds.map((round) => (
            <tr key={round}>
              <th
                scope="row"
                className="sticky left-0 z-10 bg-surface-2 px-2 text-center font-semibold text-xs"
              >
                <span className="flex items-center justify-center gap-0.5">
                  {round}
                  {round % 2 === 1 ? (
                    <ArrowRight aria-label="left to right" className="size-3.5 text-muted" />
                  ) : (
                    <ArrowLeft aria-label="right to left" className="size-3.5 text-muted" />
                  )}
                </span>
              </th>
              {seats.map((seat) => {
                const pickNumber = pickNumberAt(round, seat.seat, draft.seat_count);
                return (
                  <BoardCell
                    key={seat.seat}
                    pick={byNumber.get(pickNumber)}
                    pickNumber={pickNumber}
                    current={pickNumber === current}
                    yours={seat.is_you}
                    seats={draft.seat_count}
                  />
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** `/draft-board/:draftId`: the whole board, live. */
export function DraftBoard({ draftId }: { draftId: string }) {
  const { query, draft, clockOffsetMs } = useDraft(draftId);
  if (query.isPending) return <Skeleton radius="2xl" className="h-96 w-full" />;
  if (!draft) {
    // A draft's board is its own players' alone: anyone else is told there is no such draft (404).
    const notYours = isApiRequestError(query.error) && query.error.status === 404;
    return (
      <EmptyState
        icon={<Grid3x3 aria-hidden="true" />}
        titleLevel="h1"
        title={notYours ? 'This draft is not one of yours' : 'The draft board could not be loaded'}
        body={query.error?.message}
        action={
          notYours ? (
            <Link to="/draft" className={buttonClasses()}>
              Your drafts
            </Link>
          ) : (
            <Button onClick={() => void query.refetch()}>Try again</Button>
          )
        }
      />
    );
  }
  const onClock = draft.seats.find((seat) => seat.seat === draft.on_the_clock_seat);
  return (
    <div data-page="draft-board" className="flex flex-col gap-4">
      <header className="flex flex-wrap items-center gap-3">
        <div className="flex min-w-0 basis-full flex-col sm:flex-1">
          <p className="font-semibold text-brand text-xs uppercase tracking-wider">Draft board</p>
          <h1 className="text-balance font-extrabold text-xl tracking-tight sm:truncate sm:text-2xl">
            {draft.contest.name}
          </h1>
          <p className="text-muted text-sm">
            {draft.status === 'complete'
              ? `Draft complete · ${draft.picks.length} picks`
              : draft.status === 'drafting'
                ? `Pick ${pickText(draft.current_pick, draft.seat_count)} · ${isYourTurn(draft) ? 'You are' : `${onClock?.name ?? 'A team'} is`} on the clock`
                : draft.status === 'cancelled'
                  ? 'Draft cancelled before its games · entries refunded'
                  : 'Waiting for the draft to fill'}
          </p>
        </div>
        <DraftClock
          deadlineAt={draft.deadline_at}
          clockOffsetMs={clockOffsetMs}
          yourTurn={isYourTurn(draft)}
          size="sm"
        />
        <Link
          to={`/draft/${encodeURIComponent(draft.id)}`}
          className={buttonClasses({ variant: 'secondary', size: 'sm' })}
        >
          <ArrowLeft aria-hidden="true" />
          Draft room
        </Link>
      </header>
      <BoardGrid draft={draft} />
    </div>
  );
}
