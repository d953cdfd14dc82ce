import {
  decodeHistoryCursor,
  encodeHistoryCursor,
  type HistoryCsvRow,
  kennelDayStart,
  type TransactionPage,
  type TransactionType,
  transactionsToCsv,
} from '@kennel/core';
import type { Database } from '../../../platform/db/database.ts';
import { ApiProblem } from '../../../platform/http/api-problem.ts';
import { createHistoryRepo, type HistoryFilters, type HistoryRow } from './repo.ts';

/** The calendar day after 'YYYY-MM-DD'. */
const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00.000Z`) + 86_400_000).toISOString().slice(0, 10);
/** The CSV export reads in pages of this size. */
const EXPORT_PAGE = 1_000;

export interface HistoryQuery {
  type?: TransactionType | undefined;
  /** Days on Kennel's calendar (Eastern Time, as every time shows), both inclusive. */
  from?: string | undefined;
  to?: string | undefined;
}

function filtersOf(query: HistoryQuery): HistoryFilters {
  return {
    type: query.type,
    from: query.from ? kennelDayStart(query.from) : undefined,
    until: query.to ? kennelDayStart(nextDay(query.to)) : undefined,
  };
}

function toWire(row: HistoryRow) {
  return {
    id: row.transferId,
    type: row.type,
    amount_cents: row.amountCents,
    balance_after_cents: row.balanceAfterCents,
    account: row.account,
    description: row.description,
    correction: row.correction,
    created_at: row.createdAt.toISOString(),
  };
}

const positionOf = (row: HistoryRow) => ({ createdAt: row.createdAt.toISOString(), id: row.entryId });

/** Transaction history with keyset pagination (core's cursor) and the CSV export. */
export function createHistoryService({ db }: { db: Database }) {
  const repo = createHistoryRepo(db);

  return {
    async page(
      userId: string,
      query: HistoryQuery & { cursor?: string | undefined; limit: number },
    ): Promise<TransactionPage> {
      const after = query.cursor === undefined ? null : decodeHistoryCursor(query.cursor);
      // Kennel's cursors carry an entry number; anything else was not issued by this API.
      if (query.cursor !== undefined && !(after && /^\d{1,15}$/.test(after.id))) {
        throw new ApiProblem('invalid_request', {
          fields: { cursor: 'That page link is not valid. Start from the first page.' },
        });
      }
      const rows = await repo.page(userId, filtersOf(query), after, query.limit + 1);
      const shown = rows.slice(0, query.limit);
      const last = shown.at(-1);
      return {
        data: shown.map(toWire),
        next_cursor: rows.length > query.limit && last ? encodeHistoryCursor(positionOf(last)) : null,
      };
    },

    async csv(userId: string, query: HistoryQuery): Promise<string> {
      const filters = filtersOf(query);
      const all: HistoryCsvRow[] = [];
      let after: ReturnType<typeof positionOf> | null = null;
      for (;;) {
        const rows = await repo.page(userId, filters, after, EXPORT_PAGE);
        for (const row of rows) {
          all.push({
            id: row.transferId,
            type: row.type,
            amountCents: row.amountCents,
            balanceAfterCents: row.balanceAfterCents,
            account: row.account,
            description: row.description,
            correction: row.correction,
            createdAt: row.createdAt.toISOString(),
          });
        }
        const last = rows.at(-1);
        if (rows.length < EXPORT_PAGE || !last) break;
        after = positionOf(last);
      }
      return transactionsToCsv(all);
    },
  };
}

export type HistoryService = ReturnType<typeof createHistoryService>;
