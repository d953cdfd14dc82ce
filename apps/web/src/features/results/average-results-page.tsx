import type { PickemAverageResults } from '@kennel/core';
import { useQuery } from '@tanstack/react-query';
import { ChartColumn } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { useHttpClient } from '../../shared/api/index.ts';
import { pickemAverageResultsQueryOptions } from '../../shared/api/pickem.ts';
import { useDocumentTitle } from '../../shared/planned-screen/index.ts';
import {
  Button,
  buttonClasses,
  Card,
  EmptyState,
  Money,
  PageHeader,
  Skeleton,
} from '../../shared/ui/index.ts';

type Row = PickemAverageResults['rows'][number];

const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });
const count = new Intl.NumberFormat('en-US');

/** "Flex, 5 picks" in table order: Standard before Flex, then by size. */
export function sortedRows(rows: readonly Row[]): Row[] {
  return [...rows].sort((a, b) => (a.type === b.type ? a.picks - b.picks : a.type === 'standard' ? -1 : 1));
}

export const rowTitle = (row: Row) => `${row.picks}-pick ${row.type === 'flex' ? 'Flex' : 'Standard'}`;

/** What a dollar entered came back as: 0.94 → "$0.94". */
export const returnPerDollar = (row: Row) => <Money cents={Math.round(row.average_return * 100)} />;

function ResultsTable({ rows }: { rows: Row[] }) {
  return (
    <Card className="hidden sm:block">
      <table className="w-full text-sm">
        <caption className="sr-only">Average results by entry type and number of picks</caption>
        <thead className="bg-surface-2 text-left text-muted text-xs uppercase tracking-wide">
          <tr>
            <th scope="col" className="px-5 py-3 font-semibold">
              Entry
            </th>
            <th scope="col" className="px-5 py-3 text-right font-semibold">
              Entries
            </th>
            <th scope="col" className="px-5 py-3 text-right font-semibold">
              Win rate
            </th>
            <th scope="col" className="px-5 py-3 text-right font-semibold">
              Return per $1
            </th>
            <th scope="col" className="px-5 py-3 text-right font-semibold">
              Entered
            </th>
            <th scope="col" className="px-5 py-3 text-right font-semibold">
              Paid out
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {rows.map((row) => (
            <tr key={`${row.type}-${row.picks}`} data-testid="average-row" className="tabular-nums">
              <th scope="row" className="px-5 py-3 text-left font-semibold">
                {rowTitle(row)}
              </th>
              <td className="px-5 py-3 text-right">{count.format(row.entries)}</td>
              <td className="px-5 py-3 text-right font-semibold">{percent.format(row.win_rate)}</td>
              <td className="px-5 py-3 text-right font-semibold">{returnPerDollar(row)}</td>
              <td className="px-5 py-3 text-right text-muted">
                <Money cents={row.fees_cents} />
              </td>
              <td className="px-5 py-3 text-right text-muted">
                <Money cents={row.payouts_cents} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}

function ResultsCards({ rows }: { rows: Row[] }) {
  return (
    <ul className="flex flex-col gap-3 sm:hidden">
      {rows.map((row) => (
        <li key={`${row.type}-${row.picks}`}>
          <Card className="flex flex-col gap-3 px-4 py-3.5" data-testid="average-card">
            <div className="flex items-baseline justify-between gap-2">
              <h2 className="font-bold text-base">{rowTitle(row)}</h2>
              <span className="text-muted text-xs">{count.format(row.entries)} entries</span>
            </div>
            <dl className="grid grid-cols-2 gap-3 tabular-nums">
              <div className="flex flex-col rounded-xl bg-surface-2 px-3 py-2">
                <dt className="text-muted text-xs">Win rate</dt>
                <dd className="font-extrabold text-lg">{percent.format(row.win_rate)}</dd>
              </div>
              <div className="flex flex-col rounded-xl bg-surface-2 px-3 py-2">
                <dt className="text-muted text-xs">Return per $1</dt>
                <dd className="font-extrabold text-lg">{returnPerDollar(row)}</dd>
              </div>
            </dl>
          </Card>
        </li>
      ))}
    </ul>
  );
}

/** `/average-results` and `/m/average-results`: how often pick'em entries win and what they return. */
export function AverageResultsPage() {
  useDocumentTitle('Average results');
  const http = useHttpClient();
  const prefix = useLocation().pathname.startsWith('/m/') ? '/m' : '';
  const results = useQuery(pickemAverageResultsQueryOptions(http));
  const header = (
    <PageHeader
      eyebrow="Results"
      title="Average results"
      subtitle="How often pick’em entries win and what they return for each dollar entered, by type and size."
      actions={
        <Link to={`${prefix}/rules/pick-em`} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
          How payouts work
        </Link>
      }
    />
  );
  let body: React.ReactNode;
  if (results.isPending) {
    body = <Skeleton radius="2xl" className="h-64 w-full" />;
  } else if (results.isError) {
    body = (
      <EmptyState
        title="Average results could not be loaded"
        body={results.error.message}
        action={<Button onClick={() => void results.refetch()}>Try again</Button>}
      />
    );
  } else if (results.data.rows.length === 0) {
    body = (
      <EmptyState
        icon={<ChartColumn aria-hidden="true" />}
        title="No settled entries yet"
        body="Averages appear once the first pick’em entries have settled."
        action={
          <Link to="/pick-em" className={buttonClasses()}>
            Make picks
          </Link>
        }
      />
    );
  } else {
    const rows = sortedRows(results.data.rows);
    body = (
      <>
        <ResultsTable rows={rows} />
        <ResultsCards rows={rows} />
        <p className="text-muted text-xs">
          From {count.format(results.data.settled_entries)} settled{' '}
          {results.data.settled_entries === 1 ? 'entry' : 'entries'}. Return per $1 counts the stake: $1.00
          means players got back what they entered.
        </p>
      </>
    );
  }
  return (
    <div data-page="average-results" className="flex flex-col gap-4">
      {header}
      {body}
    </div>
  );
}
