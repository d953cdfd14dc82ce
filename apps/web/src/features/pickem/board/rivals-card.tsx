import type { PickemSubject } from '@kennel/core';
import { Swords } from 'lucide-react';
import { memo } from 'react';
import { gameStatusText, PlayerAvatar, useNow } from '../../../shared/sports/index.ts';
import { cn } from '../../../shared/ui/index.ts';
import type { BoardIndex } from './board-cache.ts';
import type { LineCardProps } from './line-card.tsx';
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

/** "+2.5" or "−1.5": the handicap added to the first player's value. */
export const formatHandicap = (value: number) =>
  `${value < 0 ? '−' : '+'}${formatLineValue(Math.abs(value))}`;

/** "A. Abernathy": enough to tell two rivals apart on a button. */
const shortName = (name: string) => {
  const [first, ...rest] = name.split(' ');
  return rest.length > 0 ? `${first?.[0]}. ${rest.join(' ')}` : name;
};

function Side({
  subject,
  index,
  handicap,
  onOpen,
}: {
  subject: PickemSubject;
  index: BoardIndex;
  handicap: string | null;
  onOpen: () => void;
}) {
  const player = index.players.get(subject.player_id);
  const game = index.games.get(subject.game_id);
  const now = useNow(30_000);
  return (
    <div className="flex min-w-0 flex-col items-center gap-1.5 text-center">
      {player && <PlayerAvatar player={player} size="md" />}
      <button
        type="button"
        onClick={onOpen}
        className="max-w-full truncate font-bold text-sm leading-tight hover:underline"
      >
        {playerName(player)}
      </button>
      <p className="max-w-full truncate text-muted text-xs">{playerMeta(player, game)}</p>
      {game && (
        <p
          className={cn(
            'text-[11px] font-semibold uppercase tracking-wide tabular-nums',
            game.status === 'in_progress' ? 'text-danger' : 'text-muted',
          )}
        >
          {gameStatusText(game, now)}
        </p>
      )}
      <p className="flex h-6 items-center gap-1.5 text-xs">
        {handicap && (
          <span className="rounded-md bg-brand/12 px-1.5 py-0.5 font-extrabold text-brand tabular-nums">
            {handicap}
          </span>
        )}
        {subject.current_value !== null && (
          <span className="font-semibold text-muted">
            Now <span className="font-extrabold text-text tabular-nums">{subject.current_value}</span>
          </span>
        )}
      </p>
    </div>
  );
}

/** Rivals: two players on one stat, the first with a handicap; pick who ends higher. */
export const RivalsCard = memo(function RivalsCard({
  line,
  index,
  picked,
  onPick,
  onOpenPlayer,
}: LineCardProps) {
  const [first, second] = line.subjects as [PickemSubject, PickemSubject];
  const firstName = playerName(index.players.get(first.player_id));
  const secondName = playerName(index.players.get(second.player_id));
  const handicap = formatHandicap(line.stat_value);
  const flashing = useChangeFlash(line.stat_value);
  const suspended = line.status === 'suspended';
  const open = (subject: PickemSubject) => () => {
    const player = index.players.get(subject.player_id);
    if (player) onOpenPlayer(player);
  };
  const firstOption = optionOf(line, 'first');
  const secondOption = optionOf(line, 'second');
  return (
    <article
      aria-label={`${firstName} ${handicap} vs ${secondName}: ${line.stat_label}`}
      data-testid="line-card"
      data-prop-id={line.prop_id}
      data-line-id={line.id}
      data-status={line.status}
      className={cn(
        'flex h-full flex-col gap-3 rounded-2xl border bg-surface p-3.5 shadow-card',
        picked ? 'border-brand ring-1 ring-brand' : 'border-border',
      )}
    >
      <div className="flex items-center justify-between gap-2">
        <p className="flex items-center gap-1.5 font-bold text-sm">
          <Swords aria-hidden="true" className="size-4 text-brand" />
          {line.stat_label}
        </p>
        <div className="flex gap-1.5">
          {suspended && <SuspendedBadge />}
          <PriceBadge options={line.options} />
        </div>
      </div>
      <div
        data-testid="line-value"
        data-changed={flashing || undefined}
        className={cn(
          'grid grid-cols-[1fr_auto_1fr] items-start gap-2 rounded-xl py-1',
          flashing && FLASH_CLASSES,
        )}
      >
        <Side subject={first} index={index} handicap={handicap} onOpen={open(first)} />
        <span className="mt-3 font-extrabold text-muted text-xs">VS</span>
        <Side subject={second} index={index} handicap={null} onOpen={open(second)} />
      </div>
      <div className="mt-auto grid grid-cols-2 gap-2">
        {firstOption && (
          <OptionButton
            option={firstOption}
            label={`${shortName(firstName)} ${handicap}`}
            accessibleName={`${firstName} ${handicap} over ${secondName}, ${line.stat_label}`}
            picked={picked === 'first'}
            disabled={suspended}
            onPick={() => onPick(line, 'first')}
          />
        )}
        {secondOption && (
          <OptionButton
            option={secondOption}
            label={shortName(secondName)}
            accessibleName={`${secondName} over ${firstName} ${handicap}, ${line.stat_label}`}
            picked={picked === 'second'}
            disabled={suspended}
            onPick={() => onPick(line, 'second')}
          />
        )}
      </div>
    </article>
  );
});
