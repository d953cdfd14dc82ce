import {
  formatWeekdayDate,
  TRANSACTION_TYPE_LABELS,
  TRANSACTION_TYPES,
  type Transaction,
} from '@kennel/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Download, Receipt, SearchX, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { isApiRequestError, useHttpClient } from '../../../shared/api/index.ts';
import { useWebConfig } from '../../../shared/config/index.ts';
import {
  Button,
  buttonClasses,
  EmptyState,
  Field,
  Input,
  Select,
  Skeleton,
} from '../../../shared/ui/index.ts';
import { type HistoryFilters, transactionsCsvUrl, transactionsQueryOptions } from '../api/wallet-api.ts';
import { ProblemPanel } from '../shared/problem-panel.tsx';
import { filterProblem, hasFilters } from './history-filters.ts';
import { TransactionRow } from './transaction-row.tsx';

/** Rows under a heading per calendar day (Eastern Time, as every time shows), newest first. */
function byDay(rows: readonly Transaction[]): [string, Transaction[]][] {
  const groups = new Map<string, Transaction[]>();
  for (const row of rows) {
    const label = formatWeekdayDate(row.created_at);
    groups.set(label, [...(groups.get(label) ?? []), row]);
  }
  return [...groups];
}

function Filters({
  filters,
  onChange,
}: {
  filters: HistoryFilters;
  onChange: (next: HistoryFilters) => void;
}) {
  const problem = filterProblem(filters);
  return (
    // A date field needs about 11rem for its date and picker: one to a row on phones, two on a row
    // (the type above them) until a wide screen has room for all three.
    <div className="grid grid-cols-1 gap-3 min-[30rem]:grid-cols-2 lg:grid-cols-[minmax(0,1.3fr)_minmax(0,1fr)_minmax(0,1fr)]">
      <Field label="Type" className="min-[30rem]:col-span-2 lg:col-span-1">
        <Select
          value={filters.type ?? ''}
          onChange={(event) =>
            onChange({ ...filters, type: (event.target.value || undefined) as HistoryFilters['type'] })
          }
          options={[
            { value: '', label: 'All transactions' },
            ...TRANSACTION_TYPES.map((type) => ({ value: type, label: TRANSACTION_TYPE_LABELS[type] })),
          ]}
        />
      </Field>
      <Field label="From">
        <Input
          type="date"
          value={filters.from ?? ''}
          max={filters.to}
          onChange={(event) => onChange({ ...filters, from: event.target.value || undefined })}
        />
      </Field>
      <Field label="To" error={problem ?? undefined}>
        <Input
          type="date"
          value={filters.to ?? ''}
          min={filters.from}
          onChange={(event) => onChange({ ...filters, to: event.target.value || undefined })}
        />
      </Field>
    </div>
  );
}

export interface TransactionHistoryProps {
  filters: HistoryFilters;
  onFiltersChange: (next: HistoryFilters) => void;
}

/** Every ledger movement with type and date filters, "Load more" paging and a CSV of the same rows. */
export function TransactionHistory({ filters, onFiltersChange }: TransactionHistoryProps) {
  const http = useHttpClient();
  const { apiBaseUrl } = useWebConfig();
  const invalid = filterProblem(filters) !== null;
  const history = useInfiniteQuery({ ...transactionsQueryOptions(http, filters), enabled: !invalid });
  const rows = history.data?.pages.flatMap((page) => page.data) ?? [];

  let list: ReactNode;
  if (invalid) list = null;
  else if (history.isPending) {
    list = (
      <div aria-busy="true" className="flex flex-col gap-3">
        {[0, 1, 2, 3].map((row) => (
          <Skeleton radius="xl" key={row} className="h-14 w-full" />
        ))}
      </div>
    );
  } else if (history.isError) {
    list = (
      <ProblemPanel
        error={
          isApiRequestError(history.error) ? history.error.clientError : { message: history.error.message }
        }
        actions={<Button onClick={() => void history.refetch()}>Try again</Button>}
      />
    );
  } else if (rows.length === 0) {
    list = hasFilters(filters) ? (
      <EmptyState
        icon={<SearchX aria-hidden="true" />}
        title="Nothing matches these filters"
        body="Try another type or a wider date range."
        action={
          <Button variant="secondary" onClick={() => onFiltersChange({})}>
            Clear filters
          </Button>
        }
      />
    ) : (
      <EmptyState
        icon={<Receipt aria-hidden="true" />}
        title="No transactions yet"
        body="Deposits, entry fees, winnings and withdrawals will show here, with your balance after each one."
      />
    );
  } else {
    list = (
      <div className="flex flex-col gap-5">
        {byDay(rows).map(([label, dayRows]) => (
          <section key={label} aria-label={label} className="flex flex-col gap-2">
            <h3 className="font-semibold text-muted text-xs uppercase tracking-wider">{label}</h3>
            <ul className="divide-y divide-border overflow-hidden rounded-xl border border-border bg-surface">
              {dayRows.map((row) => (
                <TransactionRow key={row.id} transaction={row} />
              ))}
            </ul>
          </section>
        ))}
        {history.hasNextPage && (
          <Button
            variant="secondary"
            fullWidth
            loading={history.isFetchingNextPage}
            onClick={() => void history.fetchNextPage()}
          >
            Load more
          </Button>
        )}
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-4">
        <Filters filters={filters} onChange={onFiltersChange} />
        <div className="flex flex-wrap items-center justify-between gap-2">
          {hasFilters(filters) ? (
            <Button
              variant="ghost"
              size="sm"
              icon={<X aria-hidden="true" />}
              onClick={() => onFiltersChange({})}
            >
              Clear filters
            </Button>
          ) : (
            <span className="text-muted text-xs">Newest first. Amounts in US dollars.</span>
          )}
          <a
            href={invalid ? undefined : transactionsCsvUrl(apiBaseUrl, filters)}
            download
            aria-disabled={invalid || undefined}
            className={buttonClasses({
              variant: 'secondary',
              size: 'sm',
              className: invalid ? 'pointer-events-none opacity-50' : '',
            })}
          >
            <Download aria-hidden="true" />
            Export CSV
          </a>
        </div>
      </div>
      {list}
    </div>
  );
}
