import { correctionInWords, type HistoryCorrection } from './owed.ts';
import { TRANSACTION_TYPE_LABELS, type TransactionType } from './transfer-kinds.ts';

/**
 * Transaction history helpers: the keyset cursor (newest first, by created_at then id) and the CSV
 * export. The cursor is opaque to clients; only the API reads it.
 */

export interface HistoryPosition {
  /** ISO 8601 instant of the last row shown. */
  readonly createdAt: string;
  readonly id: string;
}

const CURSOR = /^h1\.(\d{1,15})\.([A-Za-z0-9_-]{1,64})$/;

export function encodeHistoryCursor(position: HistoryPosition): string {
  const ms = Date.parse(position.createdAt);
  if (Number.isNaN(ms) || ms < 0) throw new RangeError(`Not an ISO timestamp: ${position.createdAt}`);
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(position.id)) throw new RangeError(`Not a history id: ${position.id}`);
  return `h1.${ms}.${position.id}`;
}

/** Cursors name instants in this range (2000 to 9999): anything outside was not issued by the API. */
const CURSOR_EARLIEST_MS = Date.UTC(2000, 0, 1);
const CURSOR_LATEST_MS = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

/** Null for anything the API did not issue, so a tampered cursor is a 400, never a query. */
export function decodeHistoryCursor(cursor: string): HistoryPosition | null {
  const match = CURSOR.exec(cursor);
  if (!match) return null;
  const ms = Number(match[1]);
  if (ms < CURSOR_EARLIEST_MS || ms > CURSOR_LATEST_MS) return null;
  return { createdAt: new Date(ms).toISOString(), id: match[2]! };
}

/**
 * One history row as exported; amounts are signed cents from the player's side. A correction's row
 * says so in words (as the history screen does) and gives what the reversal left owed as a number.
 */
export interface HistoryCsvRow {
  readonly id: string;
  readonly type: TransactionType;
  readonly amountCents: number;
  readonly balanceAfterCents: number;
  readonly account: 'cash' | 'promo';
  readonly description: string;
  /** A payment taken back after a correction, or a part of what it left owed paid down; null otherwise. */
  readonly correction: HistoryCorrection | null;
  readonly createdAt: string;
}

export const TRANSACTION_CSV_COLUMNS = [
  'Date',
  'Type',
  'Description',
  'Balance',
  'Amount (USD)',
  'Balance after (USD)',
  'Transaction ID',
  // Added after the first seven, which spreadsheets already read by position.
  'Correction',
  'Owed from the correction (USD)',
] as const;

export const TRANSACTION_CSV_FILENAME = 'kennel-transactions.csv';

/** Signed cents as a plain decimal ('-12.05'), exact and free of locale formatting for spreadsheets. */
export function centsToDecimal(amount: number): string {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`Not a whole number of cents: ${amount}`);
  const sign = amount < 0 ? '-' : '';
  const abs = Math.abs(amount);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** RFC 4180 quoting; text that a spreadsheet would run as a formula is prefixed with a quote mark. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function transactionsToCsv(rows: readonly HistoryCsvRow[]): string {
  const lines = [TRANSACTION_CSV_COLUMNS.map(csvCell).join(',')];
  for (const row of rows) {
    // Numbers are written as numbers: a leading minus there is an amount, not a formula.
    lines.push(
      [
        csvCell(row.createdAt),
        csvCell(TRANSACTION_TYPE_LABELS[row.type]),
        csvCell(row.description),
        row.account === 'cash' ? 'Cash' : 'Promo credit',
        centsToDecimal(row.amountCents),
        centsToDecimal(row.balanceAfterCents),
        csvCell(row.id),
        row.correction ? csvCell(correctionInWords(row.correction)) : '',
        row.correction ? centsToDecimal(row.correction.owed_cents) : '',
      ].join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
