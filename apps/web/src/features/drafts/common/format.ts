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

/**
 * One way to name a pick everywhere (the convention of Underdog's rooms): "2.06" is the sixth pick
 * of round 2; "#18" the pick overall. `seats` is the draft size.
 */
export function roundPick(
  pickNumber: number,
  seats: number,
): { round: number; inRound: number; label: string } {
  const size = Math.max(1, seats);
  const round = Math.floor((pickNumber - 1) / size) + 1;
  const inRound = ((pickNumber - 1) % size) + 1;
  return { round, inRound, label: `${round}.${String(inRound).padStart(2, '0')}` };
}

/** "2.06 · #18": the pick in its round, then overall. */
export const pickText = (pickNumber: number, seats: number) =>
  `${roundPick(pickNumber, seats).label} · #${pickNumber}`;
