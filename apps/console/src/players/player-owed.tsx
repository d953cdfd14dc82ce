import { CONSOLE_ENDPOINTS } from '@kennel/core';
import { useQuery } from '@tanstack/react-query';
import { consoleCall } from '../api.ts';
import { Badge, Card, Empty, ErrorNote, formatCents, formatTime } from '../ui.tsx';

/**
 * What the player owes back of payments a correction reversed (ADR 0039): when, why, what the
 * reversal could not take, and what is left after later winnings paid it down.
 */
export function PlayerOwed({ id }: { id: string }) {
  const owed = useQuery({
    queryKey: ['player-owed', id],
    queryFn: async () => (await consoleCall(CONSOLE_ENDPOINTS.playerOwed, { params: { id } })).data,
  });
  return (
    <Card
      title="Owed from corrections"
      actions={
        owed.data && owed.data.owed_cents > 0 ? (
          <Badge tone="warning">{formatCents(owed.data.owed_cents)} owed</Badge>
        ) : null
      }
    >
      {owed.isError ? <ErrorNote error={owed.error} /> : null}
      {owed.data?.items.length === 0 ? (
        <Empty>Nothing owed: no correction took back more than they held.</Empty>
      ) : null}
      {owed.data && owed.data.items.length > 0 ? (
        <div className="overflow-x-auto">
          <table className="w-full text-sm" data-testid="player-owed">
            <thead>
              <tr className="text-left text-xs text-muted">
                <th className="py-2 pr-2 font-medium">When</th>
                <th className="px-2 py-2 font-medium">Why</th>
                <th className="px-2 py-2 text-right font-medium">Owed at reversal</th>
                <th className="py-2 pl-2 text-right font-medium">Left</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {owed.data.items.map((item) => (
                <tr key={item.id}>
                  <td className="py-2 pr-2 text-muted sm:whitespace-nowrap">{formatTime(item.created_at)}</td>
                  <td className="px-2 py-2">{item.reason}</td>
                  <td className="px-2 py-2 text-right tabular-nums">
                    {formatCents(item.owed_at_reversal_cents)}
                  </td>
                  <td className="py-2 pl-2 text-right font-medium tabular-nums">
                    {item.owed_cents > 0 ? (
                      formatCents(item.owed_cents)
                    ) : (
                      <span className="text-muted">paid {item.paid_at ? formatTime(item.paid_at) : ''}</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </Card>
  );
}
