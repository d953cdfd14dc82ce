import { CONSOLE_ENDPOINTS } from '@kennel/core';
import { useQuery } from '@tanstack/react-query';
import { consoleCall } from '../api.ts';
import { TaxFormFigures } from '../players/tax-form-figures.tsx';
import { hrefOf } from '../route.ts';
import { Badge, Card, Empty, ErrorNote } from '../ui.tsx';

/**
 * Every issued 1099 whose figure or recipient changed since it was issued (a refund of one of the
 * year's stakes, a new W-9), across players: each links to the player, where the correction is issued.
 */
export function TaxCorrectionsDue() {
  const due = useQuery({
    queryKey: ['tax-corrections-due'],
    queryFn: async () => (await consoleCall(CONSOLE_ENDPOINTS.taxCorrectionsDue)).data,
  });
  return (
    <Card title="1099s to correct">
      <p className="text-sm text-muted">
        Issued forms that no longer match the ledger or the W-9. Open the player to issue the corrected form.
      </p>
      {due.isError ? <ErrorNote error={due.error} /> : null}
      {due.data?.length === 0 ? <Empty>No issued 1099 needs a correction.</Empty> : null}
      {due.data && due.data.length > 0 ? (
        <ul className="divide-y divide-border" data-testid="tax-corrections-due">
          {due.data.map((form) => (
            <li key={`${form.player_id}-${form.tax_year}`} className="space-y-2 py-3">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <a
                  href={hrefOf({ page: 'players', id: form.player_id })}
                  className="font-medium text-brand hover:underline"
                >
                  {form.username}
                </a>
                <span className="flex flex-wrap gap-1">
                  <Badge>
                    {form.tax_year}
                    {form.revision > 1 ? ` · correction ${form.revision - 1}` : ''}
                  </Badge>
                  {form.recipient_changed ? <Badge tone="warning">Recipient changed</Badge> : null}
                </span>
              </div>
              <TaxFormFigures form={form} />
            </li>
          ))}
        </ul>
      ) : null}
    </Card>
  );
}
