import type { TaxYearSummary } from '@kennel/core';
import { Badge, Card, CardHeader, cn, formatMoney } from '../../../shared/ui/index.ts';

/** Net winnings of each tax year against that year's reporting threshold. */
export function TaxYearsCard({ years }: { years: readonly TaxYearSummary[] }) {
  return (
    <Card>
      <CardHeader
        as="h2"
        title="Net winnings by tax year"
        subtitle="Winnings minus entry fees and bet stakes, net of refunds, by calendar year (New York time). Entries and bets paid with promo credit don't count. A year's figure is an estimate until its 1099s are issued on 31 January of the next year."
      />
      <div>
        <ul className="divide-y divide-border">
          {years.map((year) => {
            const share = year.threshold_cents > 0 ? year.net_winnings_cents / year.threshold_cents : 0;
            const percent = Math.round(Math.min(1, Math.max(0, share)) * 100);
            return (
              <li
                key={year.tax_year}
                data-testid={`tax-year-${year.tax_year}`}
                className="flex flex-col gap-2 px-4 py-4 sm:px-5"
              >
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-bold text-base tabular-nums">{year.tax_year}</span>
                  {year.reached_threshold ? (
                    <Badge tone="warning">Threshold reached</Badge>
                  ) : (
                    <Badge tone="neutral">Under the threshold</Badge>
                  )}
                </div>
                <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 text-sm">
                  <span className="font-semibold tabular-nums">
                    {formatMoney(year.net_winnings_cents)}
                    {year.estimate ? (
                      <span className="font-normal text-muted"> so far (estimate)</span>
                    ) : null}
                  </span>
                  <span className="text-muted">
                    of the {formatMoney(year.threshold_cents, { wholeDollars: true })} threshold
                  </span>
                </div>
                <div
                  aria-hidden="true"
                  data-percent={percent}
                  className="h-2 overflow-hidden rounded-full bg-surface-2"
                >
                  <div
                    className={cn('h-full rounded-full', year.reached_threshold ? 'bg-warning' : 'bg-brand')}
                    style={{ width: `${percent}%` }}
                  />
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </Card>
  );
}
