import type { PickemEntry } from '@kennel/core';

/** The live page of a submitted entry: its first sport and slate (the live page's `pick-em` tab). */
export function livePathOf(entry: Pick<PickemEntry, 'sport_ids' | 'slate_ids'>): string {
  const sport = entry.sport_ids[0];
  const slate = entry.slate_ids[0];
  return sport && slate ? `/live/pick-em/${sport}/${slate}` : '/live/pick-em';
}
