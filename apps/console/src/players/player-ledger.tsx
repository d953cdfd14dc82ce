import { CONSOLE_ENDPOINTS } from '@kennel/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { consoleCall } from '../api.ts';
import { buttonClass, Card, Empty, ErrorNote, formatCents, formatTime } from '../ui.tsx';

/** The player's money history from the ledger, newest first, a page at a time. */
export function PlayerLedger({ id }: { id: string }) {
  const ledger = useInfiniteQuery({
    queryKey: ['player-ledger', id],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) =>
      consoleCall(CONSOLE_ENDPOINTS.playerLedger, {
        params: { id },
        query: pageParam ? { cursor: pageParam } : {},
      }),
    getNextPageParam: (page) => page.next_cursor ?? undefined,
  });
  const rows = ledger.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <Card title="Ledger history">
      {ledger.isError ? <ErrorNote error={ledger.error} /> : null}
      {ledger.isSuccess && rows.length === 0 ? <Empty>No money movements yet.</Empty> : null}
      {rows.length > 0 ? (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <thead>
              <tr className="text-left text-xs text-muted">
                <th className="py-2 pr-2 font-medium">When</th>
                <th className="px-2 py-2 font-medium">What</th>
                <th className="hidden px-2 py-2 font-medium sm:table-cell">Account</th>
                <th className="px-2 py-2 text-right font-medium">Amount</th>
                <th className="hidden py-2 pl-2 text-right font-medium sm:table-cell">Balance after</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {rows.map((row) => (
                <tr key={row.id}>
                  <td className="py-2 pr-2 text-muted sm:whitespace-nowrap">{formatTime(row.created_at)}</td>
                  <td className="px-2 py-2">
                    {row.description}
                    {row.correction ? (
                      <span className="block text-xs text-muted">
                        {row.correction.kind === 'reversal'
                          ? `correction; left ${formatCents(row.correction.owed_cents)} owed`
                          : `paid toward ${formatCents(row.correction.owed_cents)} owed`}
                      </span>
                    ) : null}
                  </td>
                  <td className="hidden px-2 py-2 text-muted sm:table-cell">{row.account}</td>
                  <td
                    className={`px-2 py-2 text-right font-medium tabular-nums ${row.amount_cents < 0 ? 'text-danger' : 'text-success'}`}
                  >
                    {formatCents(row.amount_cents)}
                  </td>
                  <td className="hidden py-2 pl-2 text-right tabular-nums sm:table-cell">
                    {formatCents(row.balance_after_cents)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {ledger.hasNextPage ? (
        <div className="mt-3 flex justify-center">
          <button
            type="button"
            className={buttonClass('secondary')}
            onClick={() => void ledger.fetchNextPage()}
            disabled={ledger.isFetchingNextPage}
          >
            Show older
          </button>
        </div>
      ) : null}
    </Card>
  );
}
