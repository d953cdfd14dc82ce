import { type GameSummary, SPORTS, type TeamSummary, teamName } from '@kennel/core';
import { cn } from '../ui/index.ts';
import { formatLiveClock, formatStartTime } from './format.ts';
import { TeamAvatar } from './team-avatar.tsx';
import { useLiveGame } from './use-live-game.ts';
import { useNow } from './use-now.ts';

/** The chip's status line in the sport's own words. */
export function gameStatusText(game: GameSummary, now: Date): string {
  switch (game.status) {
    case 'scheduled':
      return formatStartTime(game.starts_at, now);
    case 'in_progress':
      return formatLiveClock(game);
    case 'final':
      return isOvertime(game) ? `Final/${overtimeTag(game)}` : 'Final';
    case 'postponed':
      return 'Postponed';
    case 'cancelled':
      return 'Cancelled';
  }
}

const isOvertime = (game: GameSummary) => game.period > SPORTS[game.sport_id].periods;
const overtimeTag = (game: GameSummary) =>
  game.sport_id === 'mlb' ? String(game.period) : game.sport_id === 'soccer' ? 'ET' : 'OT';

function TeamLine({
  team,
  score,
  showScore,
  leading,
}: {
  team: TeamSummary;
  score: number;
  showScore: boolean;
  leading: boolean;
}) {
  return (
    <div className="flex items-center gap-2">
      <TeamAvatar team={team} size="xs" />
      <span className={cn('flex-1 truncate font-bold text-[13px]', showScore && !leading && 'text-muted')}>
        {team.abbreviation}
      </span>
      {showScore && (
        <span
          data-testid="score"
          className={cn('font-extrabold text-sm tabular-nums', !leading && 'text-muted')}
        >
          {score}
        </span>
      )}
    </div>
  );
}

export type GameChipProps = {
  game: GameSummary;
  /** Follows `game:<id>` so score and clock change on screen; off for static lists. */
  live?: boolean;
  /**
   * Its width, gap, border width, padding and shadow, in place of the games strip's card (classes given
   * in `className` add to its own: cn() does not merge).
   */
  frame?: string;
  className?: string;
};

const STRIP_CARD = 'w-40 gap-1.5 border px-3 py-2.5 shadow-card sm:w-44';

/** Two teams with their colours, and the start time, live score and clock, or the final. */
export function GameChip({ game: fetched, live = true, frame = STRIP_CARD, className }: GameChipProps) {
  const game = useLiveGame(fetched, live);
  // Half-minute ticks keep "in 12 min" counting down.
  const now = useNow(30_000);
  const started = game.status === 'in_progress' || game.status === 'final';
  const inProgress = game.status === 'in_progress';
  const off = game.status === 'postponed' || game.status === 'cancelled';
  const status = gameStatusText(game, now);
  const label = `${teamName(game.away)} at ${teamName(game.home)}: ${
    started
      ? `${game.away.abbreviation} ${game.away_score}, ${game.home.abbreviation} ${game.home_score}, `
      : ''
  }${status}`;
  return (
    <article
      aria-label={label}
      data-testid="game-chip"
      data-game-id={game.id}
      data-status={game.status}
      className={cn(
        'flex shrink-0 flex-col rounded-2xl bg-surface',
        frame,
        inProgress ? 'border-danger/40' : 'border-border',
        className,
      )}
    >
      <div className="flex items-center gap-1.5 font-semibold text-[11px] uppercase tracking-wide">
        {inProgress && (
          <span className="relative flex size-2" aria-hidden="true">
            <span className="absolute inline-flex size-full animate-ping rounded-full bg-danger opacity-60 motion-reduce:animate-none" />
            <span className="relative inline-flex size-2 rounded-full bg-danger" />
          </span>
        )}
        <span
          data-testid="game-status"
          className={cn(
            'truncate tabular-nums',
            inProgress ? 'text-danger' : off ? 'text-warning' : 'text-muted',
          )}
        >
          {status}
        </span>
      </div>
      <TeamLine
        team={game.away}
        score={game.away_score}
        showScore={started}
        leading={game.away_score >= game.home_score}
      />
      <TeamLine
        team={game.home}
        score={game.home_score}
        showScore={started}
        leading={game.home_score >= game.away_score}
      />
    </article>
  );
}
