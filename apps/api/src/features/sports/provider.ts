import type { StatEvent } from '@kennel/core';

/** Where stat events come from (the simulator, a licensed feed): asked to refill a gap in a stream. */
export interface SportsProvider {
  readonly name: string;
  /** The stream's events with a sequence above `afterSeq`, in order (as many as it still has). */
  eventsAfter(streamId: string, afterSeq: number): Promise<StatEvent[]>;
}

/** A provider that has nothing to refill with (a file import carries every event it has). */
export const noRefillProvider: SportsProvider = {
  name: 'none',
  eventsAfter: async () => [],
};
