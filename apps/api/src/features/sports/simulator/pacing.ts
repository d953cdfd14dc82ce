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

/**
 * Events per ingest transaction (a stream's events are never split, so one long stream may pass
 * it): a catch-up of many games commits in several short steps, while a tick at the world's pace
 * (an event or two per live game) is one step, one transaction.
 */
export const EVENTS_PER_STEP = 48;

/** Streams per step at most (the ingest's own batch). */
const STREAMS_PER_STEP = 50;

/** The events in steps of about EVENTS_PER_STEP each (a stream's events stay together, in order). */
export function inSteps(events: readonly StatEvent[]): StatEvent[][] {
  const byStream = new Map<string, StatEvent[]>();
  for (const event of events) {
    const list = byStream.get(event.stream_id);
    if (list) list.push(event);
    else byStream.set(event.stream_id, [event]);
  }
  const steps: StatEvent[][] = [];
  let step: StatEvent[] = [];
  let streams = 0;
  for (const list of byStream.values()) {
    if (step.length > 0 && (step.length + list.length > EVENTS_PER_STEP || streams === STREAMS_PER_STEP)) {
      steps.push(step);
      step = [];
      streams = 0;
    }
    step.push(...list);
    streams += 1;
  }
  if (step.length > 0) steps.push(step);
  return steps;
}

/**
 * Lets requests in before the next piece of CPU-bound work (a game's simulation or its projections
 * take tens of milliseconds): the simulator shares the HTTP server's thread.
 */
export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
