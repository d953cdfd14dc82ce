import { formatMonthDayTime, type PickemEntry } from '@kennel/core';
import type { ReactNode } from 'react';
import { GameChip } from '../sports/index.ts';
import { Card, Money, ScrollRegion } from '../ui/index.ts';
import { entryGames, entryTitle } from './pick-progress.ts';
import { PickRow } from './pick-row.tsx';

export type EntryCardProps = {
  entry: PickemEntry;
  /** Follows the entry's games live (score, clock) on the live page. */
  live?: boolean;
  /** The status or result badge at the end of the header. */
  badge: ReactNode;
  /** The money line: "To win" before settling, "Paid" after. */
  money: { label: string; cents: number };
  /** Shown under the header: the cancel button, a re-pricing note. */
  notice?: ReactNode;
};

/** One pick'em entry: its size and type, fee and payout, its games, and each pick. */
export function EntryCard({ entry, live = false, badge, money, notice }: EntryCardProps) {
  const games = entryGames(entry);
  const title = entryTitle(entry);
  return (
    <Card
      data-testid="pickem-entry"
      data-entry-id={entry.id}
      data-status={entry.status}
      aria-label={`${title} entry`}
      role="article"
      className="flex flex-col"
    >
      <header className="grid grid-cols-[1fr_auto] items-start gap-x-4 gap-y-2 border-border border-b px-4 py-3 sm:grid-cols-[1fr_auto_auto] sm:px-5">
        <div className="flex min-w-0 flex-col">
          <h3 className="font-bold text-base tracking-tight">{title}</h3>
          <p className="text-muted text-xs">
            <time dateTime={entry.created_at}>{formatMonthDayTime(entry.created_at)}</time>
          </p>
        </div>
        <div className="justify-self-end sm:order-3">{badge}</div>
        <dl className="col-span-2 flex gap-5 text-xs sm:order-2 sm:col-span-1 sm:gap-4 sm:text-right">
          <div className="flex flex-col">
            <dt className="text-muted">Entry</dt>
            <dd className="font-bold text-sm">
              <Money cents={entry.fee_cents} />
            </dd>
          </div>
          <div className="flex flex-col">
            <dt className="text-muted">{money.label}</dt>
            <dd className="font-bold text-sm" data-testid="entry-money">
              <Money cents={money.cents} />
            </dd>
          </div>
        </dl>
      </header>
      {notice && <div className="border-border border-b px-4 py-2.5 sm:px-5">{notice}</div>}
      {games.length > 0 && (
        <ScrollRegion
          label="The entry’s games, scroll sideways"
          className="flex gap-2 overflow-x-auto px-4 pt-3 pb-1 sm:px-5"
        >
          {games.map((game) => (
            <GameChip key={game.id} game={game} live={live} />
          ))}
        </ScrollRegion>
      )}
      <ul className="flex flex-col divide-y divide-border px-4 py-3 sm:px-5">
        {entry.picks.map((pick) => (
          <PickRow key={pick.option_id} pick={pick} entry={entry} live={live} />
        ))}
      </ul>
    </Card>
  );
}
