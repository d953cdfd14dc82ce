import { Check, ListPlus } from 'lucide-react';
import { Button, cn, IconButton } from '../../../shared/ui/index.ts';
import { useOpenPlayerCard } from './player-card-context.ts';
import type { PoolRow } from './pool-filter.ts';
import { PositionTag } from './position-tag.tsx';

export interface PoolRowProps {
  row: PoolRow;
  id: string;
  highlighted: boolean;
  queued: boolean;
  canDraft: boolean;
  onHighlight: () => void;
  onDraft: () => void;
  onQueue: () => void;
}

const adp = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const points = adp;

/** One player of the pool: name, team and position, ADP, projection, then queue and draft. */
export function PoolPlayerRow({
  row,
  id,
  highlighted,
  queued,
  canDraft,
  onHighlight,
  onDraft,
  onQueue,
}: PoolRowProps) {
  const openCard = useOpenPlayerCard();
  const drafted = row.drafted_by_seat !== null;
  // Nobody drafts a player whose game has started (RULES.md): shown, but out of reach.
  const started = !drafted && row.game_started;
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the pool’s arrow keys move the highlight and `i` opens the card; a click is the pointer’s way.
    // biome-ignore lint/a11y/noStaticElementInteractions: the row is not a control; its buttons are.
    <div
      id={id}
      data-highlighted={highlighted || undefined}
      data-drafted={drafted || undefined}
      onClick={() => {
        onHighlight();
        openCard(row.player_id);
      }}
      className={cn(
        'flex h-full items-center gap-2 border-border border-b px-3',
        highlighted && 'bg-brand/10 ring-2 ring-brand ring-inset',
        (drafted || started) && 'opacity-50',
      )}
    >
      <div className="flex min-w-0 flex-1 flex-col">
        <button
          type="button"
          aria-haspopup="dialog"
          aria-label={`${row.name}: player card`}
          className={cn(
            'truncate text-left font-semibold text-sm hover:underline focus-visible:underline',
            drafted && 'line-through',
          )}
          onClick={(event) => {
            event.stopPropagation();
            onHighlight();
            openCard(row.player_id);
          }}
        >
          {row.name}
        </button>
        <span className="flex items-center gap-1.5 text-muted text-xs">
          <PositionTag position={row.position} />
          {row.team ?? 'FA'}
          {drafted && <span>· Pick {row.drafted_pick}</span>}
          {started && <span>· Game started</span>}
        </span>
      </div>
      {/* Phones stack ADP over the projection so the name keeps its room. */}
      <span className="flex w-12 flex-col items-end text-xs tabular-nums sm:hidden">
        <span title="Average draft position">{adp.format(row.adp)}</span>
        <span className="font-semibold" title="Projected points">
          {points.format(row.projected_points)}
        </span>
      </span>
      <span className="hidden w-11 text-right text-sm tabular-nums sm:block" title="Average draft position">
        {adp.format(row.adp)}
      </span>
      <span
        className="hidden w-12 text-right font-semibold text-sm tabular-nums sm:block"
        title="Projected points"
      >
        {points.format(row.projected_points)}
      </span>
      <div className="flex w-[92px] shrink-0 items-center justify-end gap-1 sm:w-[104px]">
        {!drafted && !started && (
          <>
            <IconButton
              label={queued ? `${row.name} is queued` : `Queue ${row.name}`}
              size="sm"
              variant="ghost"
              aria-pressed={queued}
              disabled={queued}
              icon={queued ? <Check aria-hidden="true" /> : <ListPlus aria-hidden="true" />}
              onClick={(event) => {
                event.stopPropagation();
                onQueue();
              }}
            />
            <Button
              size="sm"
              disabled={!canDraft}
              aria-label={`Draft ${row.name}`}
              onClick={(event) => {
                event.stopPropagation();
                onDraft();
              }}
            >
              Draft
            </Button>
          </>
        )}
      </div>
    </div>
  );
}
