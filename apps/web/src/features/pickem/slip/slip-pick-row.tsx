import { ArrowDown, ArrowUp, CircleAlert, PauseCircle, Swords, X } from 'lucide-react';
import { PlayerAvatar } from '../../../shared/sports/index.ts';
import { cn, IconButton, Skeleton } from '../../../shared/ui/index.ts';
import { formatLineValue, formatMultiplier, playerName } from '../board/line-parts.tsx';
import { formatHandicap } from '../board/rivals-card.tsx';
import type { ResolvedPick } from './slip-lines.ts';
import type { PickState } from './use-entry-slip.ts';

const STATE_NOTES: Record<Exclude<PickState, 'ok' | 'loading'>, string> = {
  moved: 'Line changed',
  suspended: 'Suspended for now',
  closed: 'No longer available',
};

function sideText(resolved: ResolvedPick): string {
  const { line, choice, players } = resolved;
  if (!line) return '';
  if (line.kind === 'rivals') {
    const [first, second] = players;
    return choice === 'first'
      ? `${playerName(first)} ${formatHandicap(line.stat_value)}`
      : `${playerName(second)} over ${playerName(first)} ${formatHandicap(line.stat_value)}`;
  }
  return `${choice === 'higher' ? 'Higher' : 'Lower'} than ${formatLineValue(line.stat_value)}`;
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
  const { line, choice, option, players } = resolved;
  const player = players[0];
  const name =
    line?.kind === 'rivals' ? `${playerName(players[0])} vs ${playerName(players[1])}` : playerName(player);
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
      {state === 'loading' ? (
        <>
          <Skeleton className="size-8 rounded-full" />
          <div className="flex flex-1 flex-col gap-1.5">
            <Skeleton className="h-3.5 w-28" />
            <Skeleton className="h-3 w-20" />
          </div>
        </>
      ) : (
        <>
          {line?.kind === 'rivals' ? (
            <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand/12 text-brand">
              <Swords aria-hidden="true" className="size-4" />
            </span>
          ) : player ? (
            <PlayerAvatar player={player} size="sm" />
          ) : (
            <span className="size-8 shrink-0 rounded-full bg-surface-2" />
          )}
          <div className="flex min-w-0 flex-1 flex-col gap-0.5">
            <p className="truncate font-semibold text-sm">{line ? name : 'This line has closed'}</p>
            {line && (
              <p className="flex items-center gap-1.5 text-muted text-xs">
                {choice === 'higher' && <ArrowUp aria-hidden="true" className="size-3.5 text-higher" />}
                {choice === 'lower' && <ArrowDown aria-hidden="true" className="size-3.5 text-lower" />}
                <span className="truncate">
                  <span className="font-semibold text-text">{sideText(resolved)}</span> {line.stat_label}
                </span>
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
          {option && option.multiplier_hundredths !== 100 && (
            <span
              className={cn(
                'rounded-md px-1.5 py-0.5 font-bold text-[11px] tabular-nums',
                option.multiplier_hundredths > 100 ? 'bg-accent/20' : 'bg-surface-2 text-muted',
              )}
            >
              {formatMultiplier(option.multiplier_hundredths)}
            </span>
          )}
        </>
      )}
      <IconButton
        label={`Remove ${line ? name : 'pick'}`}
        size="sm"
        icon={<X />}
        onClick={onRemove}
        className="text-muted"
      />
    </li>
  );
}
