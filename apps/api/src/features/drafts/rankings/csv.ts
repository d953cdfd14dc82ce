import { RANKINGS_CSV_COLUMNS } from '@kennel/core';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import type { PoolPlayer } from '../adp/pool.ts';

/** One ranked player as the export writes it. */
export function rankingsCsv(ranked: readonly PoolPlayer[]): string {
  return stringify(
    ranked.map((entry, index) => [
      index + 1,
      entry.player.id,
      `${entry.player.first_name} ${entry.player.last_name}`,
      entry.player.position,
      entry.player.team?.abbreviation ?? '',
      Math.round(entry.adp * 10) / 10,
    ]),
    // Names come from the sports feed: one a spreadsheet would run as a formula gets a quote mark
    // first, as the transactions export does (core's csvCell).
    { header: true, columns: [...RANKINGS_CSV_COLUMNS], record_delimiter: 'unix', escape_formulas: true },
  );
}

export interface SkippedRow {
  row: number;
  reason: string;
}

export type CsvImport =
  | { ok: true; playerIds: string[]; rows: number; skipped: SkippedRow[]; skippedRows: number }
  | { ok: false; rows: Record<string, string> };

/** At most this many row problems (or skipped rows) are reported: enough to fix a file, small enough to read. */
const MAX_ROW_ERRORS = 50;

/** A player_id as a reason quotes it: the file's text, cut short (a row may hold any length). */
function quoted(playerId: string): string {
  return playerId.length > 40 ? `${playerId.slice(0, 40)}…` : playerId;
}

/**
 * Reads an imported file against the slate's pool. A row naming a player who is not in this
 * slate's pool (a ranking kept for the season, a player traded out) or one already ranked is
 * skipped and reported; an empty player_id, a bad rank, or a file with no usable row refuses the
 * whole file (ADR 0027).
 */
export function readRankingsCsv(text: string, draftable: ReadonlySet<string>): CsvImport {
  let records: { record: Record<string, string>; info: { lines: number } }[];
  try {
    records = parse(text, {
      columns: (header: string[]) => header.map((name) => name.trim().toLowerCase()),
      bom: true,
      skip_empty_lines: true,
      trim: true,
      relax_column_count: true,
      info: true,
    });
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    return { ok: false, rows: { [line ? `row ${line}` : 'file']: (error as Error).message } };
  }
  if (records.length === 0) return { ok: false, rows: { file: 'The file has no rows under its header.' } };
  if (!('player_id' in records[0]!.record)) {
    return { ok: false, rows: { file: 'The header must name a player_id column.' } };
  }
  const hasRank = 'rank' in records[0]!.record;
  const rows: Record<string, string> = {};
  const seen = new Map<string, number>();
  const skipped: SkippedRow[] = [];
  let skippedRows = 0;
  const skip = (row: SkippedRow) => {
    skippedRows += 1;
    if (skipped.length < MAX_ROW_ERRORS) skipped.push(row);
  };
  const ranked: { playerId: string; rank: number; order: number }[] = [];
  records.forEach(({ record, info }, order) => {
    const key = `row ${info.lines}`;
    const playerId = record.player_id ?? '';
    const rank = hasRank ? Number(record.rank) : order + 1;
    let problem: string | undefined;
    if (playerId === '') problem = 'The player_id is empty.';
    else if (!Number.isInteger(rank) || rank < 1)
      problem = `The rank "${record.rank}" is not a whole number from 1.`;
    if (problem) {
      if (Object.keys(rows).length < MAX_ROW_ERRORS) rows[key] = problem;
      return;
    }
    if (!draftable.has(playerId)) {
      skip({ row: info.lines, reason: `${quoted(playerId)} is not in this slate’s draft pool.` });
      return;
    }
    if (seen.has(playerId)) {
      skip({
        row: info.lines,
        reason: `${quoted(playerId)} is already ranked on row ${seen.get(playerId)}.`,
      });
      return;
    }
    seen.set(playerId, info.lines);
    ranked.push({ playerId, rank, order });
  });
  if (Object.keys(rows).length > 0) return { ok: false, rows };
  if (ranked.length === 0)
    return { ok: false, rows: { file: 'None of the file’s players is in this slate’s draft pool.' } };
  ranked.sort((a, b) => a.rank - b.rank || a.order - b.order);
  const playerIds = ranked.map((entry) => entry.playerId);
  return { ok: true, playerIds, rows: records.length, skipped, skippedRows };
}
