import { CONSOLE_ENDPOINTS, type PayoutSchedule, type Schedules } from '@kennel/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Upload } from 'lucide-react';
import { useState } from 'react';
import { consoleCall } from '../api.ts';
import { buttonClass, Card, ErrorNote, formatTime } from '../ui.tsx';

const SIZES = [2, 3, 4, 5, 6, 7, 8];
const COLUMNS = ['Standard', 'Flex: all hit', 'Flex: 1 miss', 'Flex: 2 misses'] as const;
/** What a phone's narrow table heads show. */
const SHORT = ['Std', 'Flex', '−1', '−2'] as const;

/** Each cell as the operator types it: a multiple like 3 or 2.5 (blank: that size or miss level does not pay). */
type Grid = Record<number, string[]>;

const times = (hundredths: number | undefined) => (hundredths === undefined ? '' : String(hundredths / 100));

function gridOf(schedule: PayoutSchedule): Grid {
  return Object.fromEntries(
    SIZES.map((size) => [
      size,
      [times(schedule.standard[size]), ...[0, 1, 2].map((misses) => times(schedule.flex[size]?.[misses]))],
    ]),
  );
}

const hundredthsOf = (text: string) => Math.round(Number(text) * 100);

function scheduleOf(grid: Grid): { standard: Record<string, number>; flex: Record<string, number[]> } {
  const standard: Record<string, number> = {};
  const flex: Record<string, number[]> = {};
  for (const size of SIZES) {
    const [pays, ...levels] = grid[size]!;
    if (pays?.trim()) standard[size] = hundredthsOf(pays);
    const filled = levels.filter((level) => level.trim() !== '');
    if (filled.length > 0) flex[size] = filled.map(hundredthsOf);
  }
  return { standard, flex };
}

/** The pick'em payout schedule in force, edited as a grid and published as a new version. */
export function PayoutEditor({ current }: { current: Schedules['pickem_payouts'] }) {
  const queryClient = useQueryClient();
  const [grid, setGrid] = useState<Grid>(() => gridOf(current.body));
  const publish = useMutation({
    mutationFn: () =>
      consoleCall(CONSOLE_ENDPOINTS.publishPayoutSchedule, { body: { schedule: scheduleOf(grid) } }),
    onSuccess: (answer) => {
      queryClient.setQueryData(['schedules'], answer.data);
      setGrid(gridOf(answer.data.pickem_payouts.body));
    },
  });
  const set = (size: number, column: number, value: string) =>
    setGrid({ ...grid, [size]: grid[size]!.map((cell, index) => (index === column ? value : cell)) });

  return (
    <Card
      title="Pick'em payouts"
      actions={
        <span className="text-xs text-muted">
          Version {current.version} · {current.created_by ?? 'default'}
          {current.created_by ? `, ${formatTime(current.created_at)}` : ''}
        </span>
      }
    >
      <p className="mb-3 text-sm text-muted">
        Multiples of the entry fee. A new version prices entries made from now on; entries already made keep
        the version that priced them.
      </p>
      <div className="-mx-1 overflow-x-auto px-1">
        <table className="w-full text-sm">
          <thead>
            <tr className="text-left text-xs text-muted">
              <th scope="col" className="py-1 pr-2 font-medium">
                Picks
              </th>
              {COLUMNS.map((column) => (
                <th key={column} scope="col" className="px-1 py-1 font-medium">
                  <span className="sm:hidden" aria-hidden="true">
                    {SHORT[COLUMNS.indexOf(column)]}
                  </span>
                  <span className="sr-only sm:not-sr-only">{column}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {SIZES.map((size) => (
              <tr key={size} className="border-t border-border">
                <th scope="row" className="py-1.5 pr-2 text-left font-semibold tabular-nums">
                  {size}
                </th>
                {COLUMNS.map((column, index) => (
                  <td key={column} className="px-1 py-1.5">
                    <input
                      aria-label={`${column}, ${size} picks`}
                      inputMode="decimal"
                      className="h-9 w-full min-w-0 rounded-lg border border-border bg-bg px-2 text-right tabular-nums focus:border-brand focus:outline-none"
                      value={grid[size]![index]}
                      placeholder="—"
                      onChange={(event) => set(size, index, event.target.value)}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <button
          type="button"
          className={buttonClass()}
          disabled={publish.isPending}
          onClick={() => publish.mutate()}
        >
          <Upload aria-hidden="true" className="size-4" />
          Publish version {current.version + 1}
        </button>
        {publish.isSuccess ? (
          <p role="status" className="text-sm text-success">
            Published. New entries are priced by version {publish.data.data.pickem_payouts.version}.
          </p>
        ) : null}
      </div>
      {publish.isError ? (
        <div className="mt-3">
          <ErrorNote error={publish.error} />
        </div>
      ) : null}
    </Card>
  );
}
