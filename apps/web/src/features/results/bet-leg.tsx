import {
  formatAmericanOdds,
  type GameSummary,
  MARKET_KIND_LABELS,
  type SportsbookBet,
  type SportsbookLeg,
  selectionName,
} from '@kennel/core';
import { CircleCheck, CircleDashed, CircleX, RotateCcw } from 'lucide-react';
import { formatStat, gameStatusText, useLiveGame, useNow } from '../../shared/sports/index.ts';
import { type BadgeTone, cn } from '../../shared/ui/index.ts';

export type BetStatus = 'open' | NonNullable<SportsbookBet['result']>;

export const BET_LOOKS: Record<BetStatus, { label: string; tone: BadgeTone }> = {
  open: { label: 'Open', tone: 'brand' },
  won: { label: 'Won', tone: 'success' },
  lost: { label: 'Lost', tone: 'danger' },
  push: { label: 'Push', tone: 'warning' },
  void: { label: 'Void', tone: 'warning' },
  cashed_out: { label: 'Cashed out', tone: 'success' },
};

type LegStatus = Exclude<BetStatus, 'cashed_out'>;

const LEG_ICONS: Record<LegStatus, typeof CircleCheck> = {
  open: CircleDashed,
  won: CircleCheck,
  lost: CircleX,
  push: RotateCcw,
  void: RotateCcw,
};

const LEG_TONES: Record<LegStatus, string> = {
  open: 'text-muted',
  won: 'text-success',
  lost: 'text-danger',
  push: 'text-warning',
  void: 'text-warning',
};

/** The leg's game as it is now (the page follows `game:<id>`: use-live-bets.ts): the score and clock, or its start. */
function LiveGame({ game }: { game: GameSummary }) {
  const now = useNow(30_000);
  const current = useLiveGame(game, false);
  const started = current.status !== 'scheduled' && current.status !== 'postponed';
  return (
    <p
      data-testid="leg-game"
      className={cn(
        'text-xs tabular-nums',
        current.status === 'in_progress' ? 'font-semibold text-danger' : 'text-muted',
      )}
    >
      {started
        ? `${current.away.abbreviation} ${current.away_score} – ${current.home.abbreviation} ${current.home_score}`
        : `${current.away.abbreviation} @ ${current.home.abbreviation}`}
      {' · '}
      {gameStatusText(current, now)}
    </p>
  );
}

/** A prop's total so far against its line: a bar filled to it, the line marked. */
function PropProgress({ leg }: { leg: SportsbookLeg }) {
  const line = leg.line ?? 0;
  const current = leg.current_value ?? 0;
  const scale = Math.max(line * 1.5, current, 1);
  const beating = leg.selection === 'over' ? current > line : current < line;
  return (
    <div className="mt-1.5 flex items-center gap-2" data-testid="leg-stat">
      <div aria-hidden="true" className="relative h-1.5 flex-1 rounded-full bg-surface-2">
        <div
          className={cn(
            'h-full rounded-full transition-[width] duration-500 motion-reduce:transition-none',
            beating ? 'bg-success' : 'bg-brand',
          )}
          style={{ width: `${Math.min(1, current / scale) * 100}%` }}
        />
        <div
          className="absolute -top-0.5 h-2.5 w-0.5 -translate-x-1/2 rounded-full bg-text"
          style={{ left: `${(line / scale) * 100}%` }}
        />
      </div>
      <span className="shrink-0 text-muted text-xs tabular-nums">
        {leg.current_value === null ? 'No stats yet' : `${formatStat(leg.stat ?? '', current)} so far`}
      </span>
    </div>
  );
}

/** One leg: what was taken at what price, its grade, and while open its game live (and a prop's total so far). */
export function BetLeg({ leg, game, open }: { leg: SportsbookLeg; game?: GameSummary; open: boolean }) {
  const status: LegStatus = leg.result === null || leg.result === 'cashed_out' ? 'open' : leg.result;
  const Icon = LEG_ICONS[status];
  const prop = leg.market_kind === 'player_prop';
  return (
    <li className="flex items-start gap-3 py-2.5" data-testid="bet-leg">
      <Icon aria-hidden="true" className={cn('mt-0.5 size-4 shrink-0', LEG_TONES[status])} />
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-sm">{selectionName(leg)}</p>
        <p className="text-muted text-xs">
          {MARKET_KIND_LABELS[leg.market_kind]} · {leg.away_team} at {leg.home_team}
        </p>
        {open && game && <LiveGame game={game} />}
        {open && prop && game?.status !== 'scheduled' && <PropProgress leg={leg} />}
      </div>
      <div className="flex flex-col items-end gap-0.5">
        <span className="font-semibold text-sm tabular-nums">{formatAmericanOdds(leg.price)}</span>
        {leg.result !== null && <span className="sr-only">{BET_LOOKS[status].label}</span>}
        {leg.result !== null && leg.result !== 'won' && leg.result !== 'lost' && (
          <span className="text-muted text-xs">{BET_LOOKS[status].label}</span>
        )}
      </div>
    </li>
  );
}
