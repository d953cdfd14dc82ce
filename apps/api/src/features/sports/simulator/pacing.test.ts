import type { StatEvent } from '@kennel/core';
import { describe, expect, it } from 'vitest';
import { inSteps } from './pacing.ts';

const event = (stream: number, seq: number) =>
  ({ stream_id: `sim-nba-g-${stream}`, seq, kind: 'play' }) as unknown as StatEvent;

describe('the simulator’s write steps', () => {
  it('apply a catch-up of many games a few streams at a time, each stream whole and in order', () => {
    const events = [];
    for (let seq = 1; seq <= 3; seq += 1)
      for (let stream = 0; stream < 20; stream += 1) events.push(event(stream, seq));
    const steps = inSteps(events);
    expect(steps.map((step) => new Set(step.map((e) => e.stream_id)).size)).toEqual([8, 8, 4]);
    expect(steps.flat()).toHaveLength(events.length);
    for (const step of steps) {
      for (const stream of new Set(step.map((e) => e.stream_id))) {
        expect(step.filter((e) => e.stream_id === stream).map((e) => e.seq)).toEqual([1, 2, 3]);
        const elsewhere = steps.filter((other) => other !== step).flat();
        expect(elsewhere.some((e) => e.stream_id === stream)).toBe(false);
      }
    }
    expect(inSteps([])).toEqual([]);
  });
});
