import type { PickemChoice, PickemLine, PlayerSummary } from '@kennel/core';
import { Radio } from 'lucide-react';
import { memo } from 'react';
import { GameChip, PlayerAvatar } from '../../../shared/sports/index.ts';
import { cn } from '../../../shared/ui/index.ts';
import type { BoardIndex } from './board-cache.ts';
import {
  formatLineValue,
  OptionButton,
  optionOf,
  PriceBadge,
  playerMeta,
  playerName,
  SuspendedBadge,
} from './line-parts.tsx';
import { FLASH_CLASSES, useChangeFlash } from './use-change-flash.ts';

export interface LineCardProps {
  line: PickemLine;
  index: BoardIndex;
  /** The side on the slip, if any. */
  picked: PickemChoice | null;
  onPick: (line: PickemLine, choice: PickemChoice) => void;
  onOpenPlayer: (player: PlayerSummary) => void;
}

/** A higher/lower line: the player, their game, the stat line and the two sides. */
export const HigherLowerCard = memo(function HigherLowerCard({
  line,
  index,
  picked,
  onPick,
  onOpenPlayer,
}: LineCardProps) {
  const subject = line.subjects[0]!;
  const player = index.players.get(subject.player_id);
  const game = index.games.get(subject.game_id);
  const name = playerName(player);
  const suspended = line.status === 'suspended';
  const flashing = useChangeFlash(line.stat_value);
  const higher = optionOf(line, 'higher');
  const lower = optionOf(line, 'lower');
  const value = formatLineValue(line.stat_value);
  const live = line.timing === 'in_game';
  return (
    <article
      aria-label={`${name}: ${value} ${line.stat_label}`}
      data-testid="line-card"
      data-prop-id={line.prop_id}
      data-line-id={line.id}
      data-status={line.status}
      className={cn(
        'flex h-full flex-col gap-3 rounded-2xl border bg-surface p-3.5 shadow-card transition-colors',
        picked ? 'border-brand ring-1 ring-brand' : 'border-border',
      )}
    >
      <div className="flex items-start gap-3">
        {player && <PlayerAvatar player={player} size="md" className="mt-0.5" />}
        <div className="flex min-w-0 flex-1 flex-col items-start gap-1">
          <button
            type="button"
            onClick={() => player && onOpenPlayer(player)}
            className="max-w-full truncate text-left font-bold text-[15px] leading-tight hover:underline"
          >
            {name}
          </button>
          <p className="truncate text-muted text-xs">{playerMeta(player, game)}</p>
          <div className="flex flex-wrap gap-1.5">
            {suspended && <SuspendedBadge />}
            <PriceBadge options={line.options} />
          </div>
        </div>
        {game && <GameChip game={game} className="w-[8.5rem] px-2.5 py-2 shadow-none sm:w-[8.5rem]" />}
      </div>
      <div
        data-testid="line-value"
        data-changed={flashing || undefined}
        className={cn(
          'mt-auto flex items-center justify-between gap-2 rounded-xl bg-surface-2 px-3 py-2',
          flashing && FLASH_CLASSES,
        )}
      >
        <p className="flex min-w-0 items-baseline gap-2">
          <span className="font-extrabold text-2xl tabular-nums tracking-tight">{value}</span>
          <span className="truncate font-medium text-muted text-sm">{line.stat_label}</span>
        </p>
        {live && subject.current_value !== null && (
          <p className="flex shrink-0 items-center gap-1 font-semibold text-danger text-xs">
            <Radio aria-hidden="true" className="size-3.5" />
            Now <span className="font-extrabold text-sm text-text tabular-nums">{subject.current_value}</span>
          </p>
        )}
      </div>
      <div className="grid grid-cols-2 gap-2">
        {higher && (
          <OptionButton
            option={higher}
            label="Higher"
            accessibleName={`${name} higher than ${value} ${line.stat_label}`}
            picked={picked === 'higher'}
            disabled={suspended}
            onPick={() => onPick(line, 'higher')}
          />
        )}
        {lower && (
          <OptionButton
            option={lower}
            label="Lower"
            accessibleName={`${name} lower than ${value} ${line.stat_label}`}
            picked={picked === 'lower'}
            disabled={suspended}
            onPick={() => onPick(line, 'lower')}
          />
        )}
      </div>
    </article>
  );
});
