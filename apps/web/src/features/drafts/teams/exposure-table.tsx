import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { playerName } from '../../../shared/best-ball-teams/team-format.ts';
import { PlayerAvatar } from '../../../shared/sports/index.ts';
import { cn, ScrollRegion } from '../../../shared/ui/index.ts';
import {
  adpGap,
  type ExposureRow,
  type ExposureSort,
  type ExposureSortKey,
  formatGap,
  formatPick,
  formatShare,
} from './exposure-model.ts';

const COLUMNS: { key: ExposureSortKey; label: string; numeric: boolean; narrow?: boolean }[] = [
  { key: 'player', label: 'Player', numeric: false },
  { key: 'position', label: 'Pos', numeric: false },
  { key: 'team', label: 'Team', numeric: false, narrow: true },
  { key: 'teams', label: 'Teams', numeric: true, narrow: true },
  { key: 'share', label: 'Share', numeric: true },
  { key: 'average_pick', label: 'Avg pick', numeric: true, narrow: true },
  { key: 'adp', label: 'ADP', numeric: true, narrow: true },
  { key: 'adp_gap', label: 'vs ADP', numeric: true },
];

function SortIcon({ active, direction }: { active: boolean; direction: ExposureSort['direction'] }) {
  if (!active) return <ArrowUpDown aria-hidden="true" className="hidden size-3.5 opacity-50 sm:inline" />;
  return direction === 'ascending' ? (
    <ArrowUp aria-hidden="true" className="size-3.5" />
  ) : (
    <ArrowDown aria-hidden="true" className="size-3.5" />
  );
}

/**
 * Exposure by player. Each header is a button that sorts by its column (again to reverse); on
 * phones the team, teams and average pick columns give way to the share and ADP gap.
 */
export function ExposureTable({
  rows,
  sort,
  onSort,
}: {
  rows: readonly ExposureRow[];
  sort: ExposureSort;
  onSort: (key: ExposureSortKey) => void;
}) {
  return (
    <ScrollRegion
      label="Exposure table, scrolls sideways"
      className="overflow-x-auto rounded-2xl border border-border bg-surface"
    >
      <table className="w-full text-sm">
        <caption className="sr-only">
          Your exposure: the share of your teams holding each player, and where you take him against the other
          drafters’ ADP
        </caption>
        <thead className="border-border border-b bg-surface-2/60 text-left text-muted text-xs">
          <tr>
            {COLUMNS.map((column) => {
              const active = sort.key === column.key;
              return (
                <th
                  key={column.key}
                  scope="col"
                  aria-sort={active ? sort.direction : undefined}
                  className={cn(
                    'px-2 py-2 sm:px-2.5 font-semibold',
                    column.numeric && 'text-right',
                    column.narrow && 'hidden sm:table-cell',
                  )}
                >
                  <button
                    type="button"
                    onClick={() => onSort(column.key)}
                    className={cn(
                      'inline-flex items-center gap-1 rounded-sm uppercase tracking-wide outline-none hover:text-text focus-visible:ring-2 focus-visible:ring-focus',
                      active && 'text-text',
                    )}
                  >
                    {column.label}
                    <SortIcon active={active} direction={sort.direction} />
                  </button>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {rows.map((row) => {
            const gap = adpGap(row);
            return (
              <tr key={row.player.id} data-testid="exposure-row">
                <th scope="row" className="px-2 py-2 sm:px-2.5 text-left font-semibold">
                  <span className="flex items-center gap-2">
                    <span className="hidden sm:inline-flex">
                      <PlayerAvatar player={row.player} size="xs" />
                    </span>
                    <span className="max-w-[7.5rem] truncate sm:max-w-none">{playerName(row.player)}</span>
                  </span>
                </th>
                <td className="px-2 py-2 sm:px-2.5 text-muted">{row.player.position}</td>
                <td className="hidden px-2 py-2 sm:px-2.5 text-muted sm:table-cell">
                  {row.player.team?.abbreviation ?? '–'}
                </td>
                <td className="hidden px-2 py-2 sm:px-2.5 text-right tabular-nums sm:table-cell">
                  {row.teams}
                </td>
                <td
                  className="px-2 py-2 sm:px-2.5 text-right font-bold tabular-nums"
                  data-testid="exposure-share"
                >
                  {formatShare(row.share)}
                </td>
                <td className="hidden px-2 py-2 sm:px-2.5 text-right tabular-nums sm:table-cell">
                  {formatPick(row.average_pick)}
                </td>
                <td className="hidden px-2 py-2 sm:px-2.5 text-right tabular-nums sm:table-cell">
                  {row.adp === null ? '–' : formatPick(row.adp)}
                </td>
                <td
                  className={cn(
                    'px-2 py-2 sm:px-2.5 text-right tabular-nums',
                    gap !== null && gap <= -0.05 && 'text-warning',
                    gap !== null && gap >= 0.05 && 'text-success',
                  )}
                  title={
                    gap === null
                      ? 'No ADP yet'
                      : gap < 0
                        ? 'Taken before the other drafters take him (a reach)'
                        : 'Taken after the other drafters take him (value)'
                  }
                >
                  {formatGap(gap)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
