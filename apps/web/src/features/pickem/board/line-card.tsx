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

/** One stat line of a player: the value (flashing when it moves), any boost, and the two sides. */
function LineRow({
  line,
  name,
  picked,
  onPick,
}: { line: PickemLine; name: string } & Pick<LineCardProps, 'picked' | 'onPick'>) {
  const flashing = useChangeFlash(line.stat_value);
  const suspended = line.status === 'suspended';
  const higher = optionOf(line, 'higher');
  const lower = optionOf(line, 'lower');
  const value = formatLineValue(line.stat_value);
  const current = line.timing === 'in_game' ? line.subjects[0]?.current_value : null;
  return (
    <li
      aria-label={`${name}: ${value} ${line.stat_label}`}
      data-testid="line-card"
      data-prop-id={line.prop_id}
      data-line-id={line.id}
      data-status={line.status}
      className={cn(
        'flex items-center gap-2 rounded-xl py-1.5 pr-1.5 pl-3',
        picked ? 'bg-brand/8 ring-1 ring-brand/40' : 'bg-surface-2',
      )}
    >
      <div
        data-testid="line-value"
        data-changed={flashing || undefined}
        className={cn(
          '-my-1 -ml-2 flex min-w-0 flex-1 flex-col rounded-lg py-1 pl-2',
          flashing && FLASH_CLASSES,
        )}
      >
        <span className="flex items-center gap-1.5">
          <span className="font-extrabold text-xl tabular-nums leading-tight tracking-tight">{value}</span>
          {suspended ? <SuspendedBadge /> : <PriceBadge options={line.options} />}
        </span>
        <span className="truncate font-medium text-muted text-xs">{line.stat_label}</span>
        {current !== null && current !== undefined && (
          <span className="flex items-center gap-1 font-semibold text-danger text-xs">
            <Radio aria-hidden="true" className="size-3" />
            <span className="font-extrabold text-text tabular-nums">{current}</span> so far
          </span>
        )}
      </div>
      <div className="grid w-[11.5rem] shrink-0 grid-cols-2 gap-1.5">
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
    </li>
  );
}

/** A player card: who, their team and game, and each of their higher/lower lines. */
export const PlayerLinesCard = memo(function PlayerLinesCard({
  lines,
  index,
  pickedOf,
  onPick,
  onOpenPlayer,
}: Omit<LineCardProps, 'line' | 'picked'> & {
  lines: readonly PickemLine[];
  pickedOf: (line: PickemLine) => PickemChoice | null;
}) {
  const subject = lines[0]!.subjects[0]!;
  const player = index.players.get(subject.player_id);
  const game = index.games.get(subject.game_id);
  const name = playerName(player);
  const anyPicked = lines.some((line) => pickedOf(line) !== null);
  return (
    <article
      aria-label={name}
      data-testid="player-card-lines"
      className={cn(
        'flex h-full flex-col gap-3 rounded-2xl border bg-surface p-3 shadow-card transition-colors',
        anyPicked ? 'border-brand/60' : 'border-border',
      )}
    >
      <div className="flex items-start gap-3">
        {player && <PlayerAvatar player={player} size="md" className="mt-1" />}
        <div className="flex min-w-0 flex-1 flex-col items-start gap-0.5 pt-0.5">
          <button
            type="button"
            onClick={() => player && onOpenPlayer(player)}
            className="max-w-full text-left font-bold text-[15px] leading-tight hover:underline"
          >
            {name}
          </button>
          <p className="max-w-full truncate text-muted text-xs">{playerMeta(player, game)}</p>
        </div>
        {game && <GameChip game={game} live={false} frame="w-[8.25rem] gap-1 border px-2.5 py-2" />}
      </div>
      <ul aria-label={`${name}'s lines`} className="flex flex-col gap-1.5">
        {lines.map((line) => (
          <LineRow key={line.prop_id} line={line} name={name} picked={pickedOf(line)} onPick={onPick} />
        ))}
      </ul>
    </article>
  );
});
