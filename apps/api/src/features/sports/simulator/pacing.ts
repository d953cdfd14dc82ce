import type { StatEvent } from '@kennel/core';

export interface PacingInput {
  /** The game's whole simulated stream, in sequence order. */
  stream: readonly StatEvent[];
  /** The last sequence the database applied (0: none yet). */
  appliedSeq: number;
  /** When the last event was applied, or the scheduled start before the first one. */
  lastAt: Date;
  /** When the operator last changed speed or resumed: pacing restarts from there, no burst. */
  controlsChangedAt: Date | undefined;
  now: Date;
  speed: number;
}

/**
 * The events now due: each follows the last applied one after the simulated gap between them
 * (its `occurred_at` minus the last's) divided by the speed. Pacing is measured from when the
 * last event was applied, so a pause, a speed change or a new leader continues without a jump;
 * a producer that was down catches up on everything due meanwhile.
 */
export function dueEvents(input: PacingInput): StatEvent[] {
  const { stream, appliedSeq, now, speed } = input;
  const next = stream.slice(appliedSeq);
  const first = next[0];
  if (!first) return [];
  const previous = stream[appliedSeq - 1] ?? first;
  const anchor = Math.max(input.lastAt.getTime(), input.controlsChangedAt?.getTime() ?? 0);
  const from = Date.parse(previous.occurred_at);
  const due: StatEvent[] = [];
  for (const event of next) {
    const at = anchor + (Date.parse(event.occurred_at) - from) / speed;
    if (at > now.getTime()) break;
    due.push(event);
  }
  return due;
}

/** Streams per ingest transaction: a catch-up of many games commits in several short steps. */
const STREAMS_PER_STEP = 8;

/** The events in steps of a few streams each (a stream's events stay together, in order). */
export function inSteps(events: readonly StatEvent[]): StatEvent[][] {
  const streams = [...new Set(events.map((event) => event.stream_id))];
  const steps: StatEvent[][] = [];
  for (let start = 0; start < streams.length; start += STREAMS_PER_STEP) {
    const step = new Set(streams.slice(start, start + STREAMS_PER_STEP));
    steps.push(events.filter((event) => step.has(event.stream_id)));
  }
  return steps;
}

/**
 * Lets requests in before the next piece of CPU-bound work (a game's simulation or its projections
 * take tens of milliseconds): the simulator shares the HTTP server's thread.
 */
export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
