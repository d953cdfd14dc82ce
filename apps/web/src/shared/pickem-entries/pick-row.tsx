import type { GameSummary, PickemEntry, PickemPick, PlayerSummary } from '@kennel/core';
import { ArrowDown, ArrowUp, Check, Minus, X } from 'lucide-react';
import { formatStat, gameStatusText, PlayerAvatar, useLiveGame, useNow } from '../sports/index.ts';
import { Badge, type BadgeTone, cn } from '../ui/index.ts';
import { type PickStanding, pickProgress, playerNamer, rivalsProgress, voidReason } from './pick-progress.ts';

const STANDING: Record<PickStanding, { label: string; tone: BadgeTone; icon: React.ReactNode } | null> = {
  hit: { label: 'Hit', tone: 'success', icon: <Check aria-hidden="true" /> },
  miss: { label: 'Miss', tone: 'danger', icon: <X aria-hidden="true" /> },
  void: { label: 'Void', tone: 'neutral', icon: <Minus aria-hidden="true" /> },
  pending: null,
};

function StandingBadge({ standing }: { standing: PickStanding }) {
  const look = STANDING[standing];
  if (!look) return null;
  return (
    <Badge tone={look.tone} icon={look.icon} data-testid="pick-standing">
      {look.label}
    </Badge>
  );
}

/** The pick's game as it is now (pushed on `game:<id>`): its clock, or its start time. */
function GameState({ game, live }: { game: GameSummary; live: boolean }) {
  const now = useNow(30_000);
  const current = useLiveGame(game, live);
  return (
    <span
      data-testid="pick-game-status"
      className={cn(
        'tabular-nums',
        current.status === 'in_progress' ? 'font-semibold text-danger' : 'text-muted',
      )}
    >
      {current.away.abbreviation} @ {current.home.abbreviation} · {gameStatusText(current, now)}
    </span>
  );
}

/** A bar filled to the stat so far, with the line marked. */
function ProgressBar({ fill, mark, standing }: { fill: number; mark: number; standing: PickStanding }) {
  return (
    <div aria-hidden="true" className="relative h-2 w-full rounded-full bg-surface-2">
      <div
        className={cn(
          'h-full rounded-full transition-[width] duration-500 motion-reduce:transition-none',
          standing === 'hit' ? 'bg-success' : standing === 'miss' ? 'bg-danger' : 'bg-brand',
        )}
        style={{ width: `${fill * 100}%` }}
      />
      <div
        className="absolute -top-1 h-4 w-0.5 -translate-x-1/2 rounded-full bg-text"
        style={{ left: `${mark * 100}%` }}
      />
    </div>
  );
}

function HigherLower({ pick, player, game, live }: PickRowInnerProps & { player?: PlayerSummary }) {
  const progress = pickProgress(pick);
  const name = player ? `${player.first_name} ${player.last_name}` : 'Unknown player';
  const current = progress.current === null ? '–' : formatStat(pick.stat, progress.current);
  const higher = pick.choice === 'higher';
  const label = `${name}, ${higher ? 'higher' : 'lower'} than ${pick.stat_value} ${pick.stat_label}: ${current} so far`;
  return (
    <>
      <div className="flex items-center gap-3">
        {player && <PlayerAvatar player={player} size="sm" />}
        <div className="flex min-w-0 flex-1 flex-col">
          {/* Wrapped, never cut off: a phone card is narrow and every word of a pick matters. */}
          <span className="break-words font-semibold text-sm" data-testid="pick-player">
            {name}
          </span>
          {game && (
            <span className="text-xs">
              <GameState game={game} live={live} />
            </span>
          )}
        </div>
        <span
          className={cn(
            'inline-flex h-6 shrink-0 items-center gap-1 rounded-full px-2 font-bold text-xs',
            higher ? 'bg-success/12 text-success' : 'bg-danger/12 text-danger',
          )}
        >
          {higher ? (
            <ArrowUp aria-hidden="true" className="size-3.5" />
          ) : (
            <ArrowDown aria-hidden="true" className="size-3.5" />
          )}
          {higher ? 'Higher' : 'Lower'}
        </span>
        <StandingBadge standing={progress.standing} />
      </div>
      <div className="flex flex-col gap-1.5" title={label}>
        <ProgressBar fill={progress.fill} mark={progress.mark} standing={progress.standing} />
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 text-muted text-xs">
          <span className="min-w-0 break-words" data-testid="pick-stat">
            <span data-testid="pick-current" className="font-bold text-sm text-text tabular-nums">
              {current}
            </span>{' '}
            {pick.stat_label}
          </span>
          <span className="shrink-0 tabular-nums">
            Line <span className="font-semibold text-text">{pick.stat_value}</span>
            {progress.remaining !== null && progress.remaining > 0 && higher && (
              <> · {progress.remaining} to go</>
            )}
          </span>
        </div>
      </div>
    </>
  );
}

function Rivals({ pick, entry, game, live }: PickRowInnerProps) {
  const progress = rivalsProgress(pick);
  const name = playerNamer(entry);
  const [first, second] = pick.subjects;
  const picked = pick.choice === 'first' ? first : second;
  const handicap = pick.stat_value >= 0 ? `+${pick.stat_value}` : String(pick.stat_value);
  return (
    <>
      <div className="flex items-center gap-3">
        <div className="flex min-w-0 flex-1 flex-col">
          <span className="break-words font-semibold text-sm" data-testid="pick-player">
            {first ? name(first.player_id) : '–'} {handicap} vs {second ? name(second.player_id) : '–'}
          </span>
          {game && (
            <span className="text-xs">
              <GameState game={game} live={live} />
            </span>
          )}
        </div>
        <StandingBadge standing={progress.standing} />
      </div>
      <div className="grid grid-cols-2 gap-2 text-xs">
        {[
          { subject: first, value: progress.firstAdjusted, side: 'first' as const },
          { subject: second, value: progress.second, side: 'second' as const },
        ].map(({ subject, value, side }) => (
          <div
            key={side}
            className={cn(
              'flex flex-col rounded-xl bg-surface-2 px-3 py-2',
              subject === picked && 'ring-2 ring-brand ring-inset',
              progress.leader === side && 'font-semibold',
            )}
          >
            <span className="break-words text-muted" data-testid="pick-player">
              {subject ? name(subject.player_id) : '–'}
            </span>
            <span className="break-words font-bold text-sm tabular-nums" data-testid="pick-current">
              {value === null ? '–' : formatStat(pick.stat, value)} {pick.stat_label}
            </span>
          </div>
        ))}
      </div>
    </>
  );
}

interface PickRowInnerProps {
  pick: PickemPick;
  entry: PickemEntry;
  game: GameSummary | undefined;
  live: boolean;
}

export type PickRowProps = {
  pick: PickemPick;
  entry: PickemEntry;
  /** Follows the pick's game live (the live page); results show the final state as fetched. */
  live?: boolean;
};

/** One pick: the player, the side taken, the stat so far against the line, and the game's state. */
export function PickRow({ pick, entry, live = false }: PickRowProps) {
  const subject = pick.subjects[0];
  const game = entry.games.find((candidate) => candidate.id === subject?.game_id);
  const player = entry.players.find((candidate) => candidate.id === subject?.player_id);
  const inner = { pick, entry, game, live };
  return (
    <li
      data-testid="pick"
      data-prop-id={pick.prop_id}
      data-standing={pick.result ?? 'pending'}
      className="flex flex-col gap-2.5 py-3 first:pt-0 last:pb-0"
    >
      {pick.kind === 'rivals' ? <Rivals {...inner} /> : <HigherLower {...inner} player={player} />}
      {pick.result === 'void' && (
        <p className="rounded-lg bg-surface-2 px-3 py-1.5 text-muted text-xs">
          Void: {voidReason(pick, playerNamer(entry))}
        </p>
      )}
    </li>
  );
}
