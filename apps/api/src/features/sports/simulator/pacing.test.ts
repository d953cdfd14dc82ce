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
    // 48 events a step at most: 16 streams of 3, then the other 4.
    expect(steps.map((step) => new Set(step.map((e) => e.stream_id)).size)).toEqual([16, 4]);
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

  it('apply a tick at the world’s pace (an event or two per live game) in one step', () => {
    const events = [];
    for (let stream = 0; stream < 20; stream += 1) events.push(event(stream, 1));
    for (let stream = 0; stream < 5; stream += 1) events.push(event(stream, 2));
    const steps = inSteps(events);
    expect(steps).toHaveLength(1);
    expect(steps[0]?.filter((e) => e.stream_id === 'sim-nba-g-3').map((e) => e.seq)).toEqual([1, 2]);
  });

  it('keep a stream longer than a step whole, in a step of its own', () => {
    const events = [];
    for (let seq = 1; seq <= 60; seq += 1) events.push(event(1, seq));
    events.push(event(2, 1));
    const steps = inSteps(events);
    expect(steps.map((step) => step.length)).toEqual([60, 1]);
  });
});
