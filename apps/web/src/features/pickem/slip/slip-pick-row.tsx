import { ArrowDown, ArrowUp, CircleAlert, PauseCircle, Swords, X } from 'lucide-react';
import { PlayerAvatar } from '../../../shared/sports/index.ts';
import { cn, IconButton, Skeleton } from '../../../shared/ui/index.ts';
import { formatLineValue, formatMultiplier } from '../board/line-parts.tsx';
import { formatHandicap } from '../board/rivals-card.tsx';
import type { ResolvedPick } from './slip-lines.ts';
import { type LinePrice, type PickView, type PickViewPlayer, pickView } from './slip-pick-view.ts';
import type { PickState } from './use-entry-slip.ts';

const STATE_NOTES: Record<Exclude<PickState, 'ok' | 'loading'>, string> = {
  moved: 'Line changed',
  suspended: 'Suspended for now',
  closed: 'Line closed',
};

const nameOf = (player: PickViewPlayer | undefined) =>
  player ? `${player.first_name} ${player.last_name}` : 'Player';

/** The line's number, and what it was when the pick was made, struck through, if it moved. */
function LineNumber({ view, format }: { view: PickView; format: (value: number) => string }) {
  const { now, was } = view;
  const current = now ?? was;
  if (!current) return null;
  const moved = now !== null && was !== null && was.statValue !== now.statValue;
  return (
    <>
      {moved && (
        <>
          <s data-testid="old-line" className="font-normal text-muted">
            {format(was.statValue)}
          </s>{' '}
          <span className="sr-only">now </span>
        </>
      )}
      {format(current.statValue)}
    </>
  );
}

function SideText({ view }: { view: PickView }) {
  const [first, second] = view.players;
  if (view.kind === 'rivals') {
    const backed = view.choice === 'first' ? nameOf(first) : `${nameOf(second)} over ${nameOf(first)}`;
    return (
      <>
        {backed} <LineNumber view={view} format={formatHandicap} />
      </>
    );
  }
  return (
    <>
      {view.choice === 'higher' ? 'Higher' : 'Lower'} than <LineNumber view={view} format={formatLineValue} />
    </>
  );
}

function Multiplier({ now, was }: { now: LinePrice | null; was: LinePrice | null }) {
  const shown = now ?? was;
  if (!shown) return null;
  const changed = now !== null && was !== null && was.multiplierHundredths !== now.multiplierHundredths;
  if (shown.multiplierHundredths === 100 && !changed) return null;
  return (
    <span className="flex flex-col items-end gap-0.5">
      {changed && (
        <s className="text-[10px] text-muted tabular-nums">{formatMultiplier(was.multiplierHundredths)}</s>
      )}
      <span
        className={cn(
          'rounded-md px-1.5 py-0.5 font-bold text-[11px] tabular-nums',
          shown.multiplierHundredths > 100 ? 'bg-accent/20' : 'bg-surface-2 text-muted',
          now === null && 'line-through opacity-70',
        )}
      >
        {formatMultiplier(shown.multiplierHundredths)}
      </span>
    </span>
  );
}

/** One pick on the slip: who, which side of which line, its multiplier, and whether it needs a look. */
export function SlipPickRow({
  resolved,
  state,
  onRemove,
}: {
  resolved: ResolvedPick;
  state: PickState;
  onRemove: () => void;
}) {
  const view = pickView(resolved);
  const name =
    view?.kind === 'rivals'
      ? `${nameOf(view.players[0])} vs ${nameOf(view.players[1])}`
      : nameOf(view?.players[0]);
  const flagged = state === 'moved' || state === 'suspended' || state === 'closed';
  return (
    <li
      data-testid="slip-pick"
      data-prop-id={resolved.pick.propId}
      data-state={state}
      className={cn(
        'flex items-center gap-3 rounded-xl border p-2.5',
        flagged ? 'border-warning/50 bg-warning/8' : 'border-border bg-surface',
      )}
    >
      {view === null ? (
        <>
          <Skeleton radius="full" className="size-8" />
          <div className="flex flex-1 flex-col gap-1.5">
            {state === 'closed' ? (
              <p className="font-semibold text-sm">This pick's line has closed</p>
            ) : (
              <>
                <Skeleton className="h-3.5 w-28" />
                <Skeleton className="h-3 w-20" />
              </>
            )}
          </div>
        </>
      ) : (
        <>
          {view.kind === 'rivals' ? (
            <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand/12 text-brand">
              <Swords aria-hidden="true" className="size-4" />
            </span>
          ) : view.players[0] ? (
            <PlayerAvatar player={view.players[0]} size="sm" />
          ) : (
            <span className="size-8 shrink-0 rounded-full bg-surface-2" />
          )}
          <div className="flex min-w-0 flex-1 flex-col gap-0.5">
            <p className="truncate font-semibold text-sm">{name}</p>
            {/* Wraps rather than cut: which stat and which side is what the player is paying for. */}
            <p className="flex items-start gap-1.5 text-muted text-xs">
              {view.choice === 'higher' && (
                <ArrowUp aria-hidden="true" className="mt-px size-3.5 shrink-0 text-higher" />
              )}
              {view.choice === 'lower' && (
                <ArrowDown aria-hidden="true" className="mt-px size-3.5 shrink-0 text-lower" />
              )}
              <span data-testid="pick-line" className="min-w-0">
                <span data-testid="pick-side" className="font-semibold text-text">
                  <SideText view={view} />
                </span>{' '}
                {view.statLabel}
              </span>
            </p>
            {view.game && (
              <p data-testid="pick-game" className="text-muted text-xs">
                {view.game}
              </p>
            )}
            {flagged && (
              <p className="flex items-center gap-1 font-semibold text-warning text-xs">
                {state === 'suspended' ? (
                  <PauseCircle aria-hidden="true" className="size-3.5" />
                ) : (
                  <CircleAlert aria-hidden="true" className="size-3.5" />
                )}
                {STATE_NOTES[state]}
              </p>
            )}
          </div>
          <Multiplier now={view.now} was={view.was} />
        </>
      )}
      <IconButton
        label={`Remove ${view ? name : 'pick'}`}
        size="sm"
        icon={<X />}
        onClick={onRemove}
        variant="quiet"
      />
    </li>
  );
}
