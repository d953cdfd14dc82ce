import {
  formatNumericMonthDay,
  type GameSummary,
  type NewsItemView,
  type StatDefinition,
} from '@kennel/core';
import { cn, ScrollRegion } from '../ui/index.ts';
import { formatPublished, formatStat } from './format.ts';

export function SectionTitle({ children }: { children: React.ReactNode }) {
  return <h3 className="font-bold text-muted text-xs uppercase tracking-wider">{children}</h3>;
}

export function StatTiles({
  stats,
  values,
  testId,
}: {
  stats: readonly StatDefinition[];
  values: Record<string, number>;
  testId: string;
}) {
  return (
    <dl data-testid={testId} className="grid grid-cols-3 gap-2 sm:grid-cols-4">
      {stats.map((stat) => (
        <div key={stat.key} className="flex flex-col gap-0.5 rounded-xl bg-surface-2 px-3 py-2">
          <dt className="font-semibold text-[11px] text-muted" title={stat.label}>
            {stat.short}
          </dt>
          <dd className="font-extrabold text-base tabular-nums">{formatStat(stat.key, values[stat.key])}</dd>
        </div>
      ))}
    </dl>
  );
}

function opponent(game: GameSummary, teamId: string | undefined) {
  const home = game.home.id === teamId;
  const other = home ? game.away : game.home;
  const own = home ? game.home_score : game.away_score;
  const theirs = home ? game.away_score : game.home_score;
  const result = game.status !== 'final' ? '' : own > theirs ? 'W' : own < theirs ? 'L' : 'T';
  return { label: `${home ? 'vs' : '@'} ${other.abbreviation}`, result, score: `${own}-${theirs}` };
}

export interface GameLogRow {
  game: GameSummary;
  stats: Record<string, number>;
  fantasy_points: number;
}

/** The last games, one row each: date, opponent, result, the sport's stat columns and fantasy points. */
export function GameLogTable({
  rows,
  stats,
  teamId,
}: {
  rows: readonly GameLogRow[];
  stats: readonly StatDefinition[];
  teamId: string | undefined;
}) {
  return (
    <ScrollRegion label="Game log, scrolls sideways" className="-mx-5 overflow-x-auto px-5">
      <table
        data-testid="game-log"
        className="w-full min-w-max border-separate border-spacing-0 text-xs tabular-nums"
      >
        <thead>
          <tr className="text-muted">
            <th scope="col" className="sticky left-0 bg-surface py-1.5 pr-3 text-left font-semibold">
              Game
            </th>
            {stats.map((stat) => (
              <th
                key={stat.key}
                scope="col"
                title={stat.label}
                className="px-2 py-1.5 text-right font-semibold"
              >
                {stat.short}
              </th>
            ))}
            <th scope="col" title="Fantasy points" className="py-1.5 pl-2 text-right font-semibold text-text">
              FPTS
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const against = opponent(row.game, teamId);
            return (
              <tr key={row.game.id} className="[&>*]:border-border [&>*]:border-t">
                <th scope="row" className="sticky left-0 bg-surface py-2 pr-3 text-left font-normal">
                  <span className="block font-semibold text-text">{against.label}</span>
                  <span className="block text-[11px] text-muted">
                    {formatNumericMonthDay(row.game.starts_at)}
                    {against.result && (
                      <>
                        {' · '}
                        <span
                          className={cn(
                            against.result === 'W' && 'text-success',
                            against.result === 'L' && 'text-danger',
                          )}
                        >
                          {against.result}
                        </span>{' '}
                        {against.score}
                      </>
                    )}
                  </span>
                </th>
                {stats.map((stat) => (
                  <td key={stat.key} className="px-2 py-2 text-right">
                    {formatStat(stat.key, row.stats[stat.key])}
                  </td>
                ))}
                <td className="py-2 pl-2 text-right font-bold">{row.fantasy_points.toFixed(1)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

export function PlayerNewsList({ items, now }: { items: readonly NewsItemView[]; now: Date }) {
  return (
    <ul data-testid="player-news" className="flex flex-col divide-y divide-border">
      {items.map((item) => (
        <li key={item.id} className="flex flex-col gap-1 py-3 first:pt-0">
          <p className="font-semibold text-sm leading-snug">{item.headline}</p>
          <p className="line-clamp-3 text-muted text-sm leading-relaxed">{item.body}</p>
          <p className="text-[11px] text-muted">
            {item.source} ·{' '}
            <time dateTime={item.published_at}>{formatPublished(item.published_at, now)}</time>
          </p>
        </li>
      ))}
    </ul>
  );
}
