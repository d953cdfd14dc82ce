import { isIsoDate, isTransactionType, TRANSACTION_TYPES, type TransactionType } from '@kennel/core';
import type { HistoryFilters } from '../api/wallet-api.ts';

/** The filters in the page's address (`?type=deposit&from=2026-01-01&to=2026-01-31`). */
export function filtersFromSearch(search: URLSearchParams, pathType?: string): HistoryFilters {
  const filters: HistoryFilters = {};
  const type = search.get('type') ?? typeFromPath(pathType);
  if (type && isTransactionType(type)) filters.type = type;
  const from = search.get('from');
  const to = search.get('to');
  if (from && isIsoDate(from)) filters.from = from;
  if (to && isIsoDate(to)) filters.to = to;
  return filters;
}

export function searchFromFilters(filters: HistoryFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.type) search.set('type', filters.type);
  if (filters.from) search.set('from', filters.from);
  if (filters.to) search.set('to', filters.to);
  return search;
}

/** `/m/transaction-history/deposits` (or `/deposit`) filters by type, as the app links it. */
export function typeFromPath(segment: string | undefined): TransactionType | null {
  const word = segment?.split('/')[0]?.toLowerCase().replaceAll('-', '_');
  if (!word) return null;
  return TRANSACTION_TYPES.find((type) => type === word || `${type}s` === word) ?? null;
}

export function filterProblem(filters: HistoryFilters): string | null {
  if (filters.from && filters.to && filters.from > filters.to) {
    return 'The end date must be on or after the start date.';
  }
  return null;
}

export function hasFilters(filters: HistoryFilters): boolean {
  return Boolean(filters.type || filters.from || filters.to);
}
