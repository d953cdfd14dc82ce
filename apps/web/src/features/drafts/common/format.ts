import type { DraftSpeed } from '@kennel/core';

/** "30 sec", "8 hr", "90 min": a pick clock in the unit a player thinks in. */
export function formatPickClock(ms: number): string {
  const seconds = Math.round(ms / 1000);
  if (seconds < 120) return `${seconds} sec`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 120) return `${minutes} min`;
  const hours = minutes / 60;
  return `${Number.isInteger(hours) ? hours : hours.toFixed(1)} hr`;
}

export const SPEED_LABELS: Record<DraftSpeed, string> = { fast: 'Fast draft', slow: 'Slow draft' };

/** "1st", "2nd", "11th"... for prize ranks. */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
}
