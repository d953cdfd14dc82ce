import type { Exposure } from '@kennel/core';
import { playerName } from '../../../shared/best-ball-teams/team-format.ts';

export type ExposureRow = Exposure['players'][number];

export const EXPOSURE_SORTS = [
  'player',
  'position',
  'team',
  'teams',
  'share',
  'average_pick',
  'adp',
  'adp_gap',
] as const;
export type ExposureSortKey = (typeof EXPOSURE_SORTS)[number];
export type ExposureSort = { key: ExposureSortKey; direction: 'ascending' | 'descending' };

/**
 * How much earlier (negative) or later (positive) than ADP the player takes him on average:
 * a reach is taking a player before the room does. Null without an ADP.
 */
export function adpGap(row: ExposureRow): number | null {
  return row.adp === null ? null : row.average_pick - row.adp;
}

const text = (row: ExposureRow, key: 'player' | 'position' | 'team') =>
  key === 'player'
    ? `${row.player.last_name} ${row.player.first_name}`
    : key === 'position'
      ? row.player.position
      : (row.player.team?.abbreviation ?? '');

/** Rows in the chosen order; ties (and players without ADP, last either way) fall back to name. */
export function sortExposure(rows: readonly ExposureRow[], sort: ExposureSort): ExposureRow[] {
  const sign = sort.direction === 'ascending' ? 1 : -1;
  const byName = (a: ExposureRow, b: ExposureRow) => playerName(a.player).localeCompare(playerName(b.player));
  return [...rows].sort((a, b) => {
    const key = sort.key;
    if (key === 'player' || key === 'position' || key === 'team') {
      return sign * text(a, key).localeCompare(text(b, key)) || byName(a, b);
    }
    const value = (row: ExposureRow) => (key === 'adp_gap' ? adpGap(row) : row[key]);
    const [x, y] = [value(a), value(b)];
    if (x === null || y === null) return x === y ? byName(a, b) : x === null ? 1 : -1;
    return sign * (x - y) || byName(a, b);
  });
}

/** Numbers read best biggest first; names from A. */
export const firstDirection = (key: ExposureSortKey): ExposureSort['direction'] =>
  key === 'player' || key === 'position' || key === 'team' || key === 'average_pick' || key === 'adp'
    ? 'ascending'
    : 'descending';

export type ExposureFilter = { position: string; team: string };

export function filterExposure(rows: readonly ExposureRow[], filter: ExposureFilter): ExposureRow[] {
  return rows.filter(
    (row) =>
      (filter.position === '' || row.player.position === filter.position) &&
      (filter.team === '' || row.player.team?.abbreviation === filter.team),
  );
}

/** The positions and teams present, for the filters. */
export function exposureChoices(rows: readonly ExposureRow[]) {
  const positions = [...new Set(rows.map((row) => row.player.position))].sort();
  const teams = [
    ...new Set(rows.flatMap((row) => (row.player.team ? [row.player.team.abbreviation] : []))),
  ].sort();
  return { positions, teams };
}

export const formatShare = (share: number) => `${Math.round(share * 100)}%`;
export const formatPick = (pick: number) => pick.toFixed(1);
export function formatGap(gap: number | null): string {
  if (gap === null) return '–';
  if (Math.abs(gap) < 0.05) return '0.0';
  return `${gap > 0 ? '+' : '−'}${Math.abs(gap).toFixed(1)}`;
}
