import { ArrowDown, ArrowUp } from 'lucide-react';
import { SportIcon } from '../../shared/icons/index.ts';

const SAMPLE_PICKS = [
  { sport: 'nba', player: 'Point guard, Home team', stat: 'Points', line: '24.5', choice: 'higher' },
  {
    sport: 'nfl',
    player: 'Wide receiver, Away team',
    stat: 'Receiving yards',
    line: '71.5',
    choice: 'lower',
  },
  { sport: 'mlb', player: 'Starting pitcher, Home team', stat: 'Strikeouts', line: '6.5', choice: 'higher' },
] as const;

/** A still picture of a pick'em slip for the landing page; decorative, so hidden from screen readers. */
export function HeroPreview() {
  return (
    <div aria-hidden="true" className="relative hidden w-80 shrink-0 flex-col gap-3 lg:flex">
      {SAMPLE_PICKS.map((pick, index) => (
        <div
          key={pick.stat}
          className="flex items-center gap-3 rounded-2xl border border-border bg-bg p-4 shadow-card"
          style={{ transform: `translateX(${index === 1 ? -24 : 0}px)` }}
        >
          <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-surface-2 text-muted">
            <SportIcon sport={pick.sport} size={22} />
          </span>
          <span className="flex min-w-0 flex-1 flex-col">
            <span className="truncate text-muted text-xs">{pick.player}</span>
            <span className="font-semibold text-sm">
              {pick.line} {pick.stat}
            </span>
          </span>
          <span
            className={
              pick.choice === 'higher'
                ? 'flex size-9 items-center justify-center rounded-xl bg-higher text-higher-contrast'
                : 'flex size-9 items-center justify-center rounded-xl bg-lower text-lower-contrast'
            }
          >
            {pick.choice === 'higher' ? <ArrowUp className="size-5" /> : <ArrowDown className="size-5" />}
          </span>
        </div>
      ))}
      <div className="flex items-center justify-between rounded-2xl bg-text px-4 py-3 text-bg">
        <span className="font-semibold text-sm">3-pick entry · $10</span>
        <span className="font-extrabold">Pays $60</span>
      </div>
    </div>
  );
}
