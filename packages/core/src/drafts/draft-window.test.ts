import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  entriesCloseAt,
  pickClockAt,
  scaledPickClocks,
  shortestPickClockMs,
  worldTimeScale,
} from './draft-window.ts';

const LOCK = new Date('2026-11-29T18:00:00.000Z');

describe('the draft window', () => {
  it('closes entries when a draft starting then could give every pick only a third of its clock', () => {
    // 12 seats × 18 rounds at 30 s: 216 picks of 10 s = 36 minutes before the lock.
    expect(entriesCloseAt({ locksAt: LOCK, seats: 12, rounds: 18, pickClockMs: 30_000 })).toEqual(
      new Date(LOCK.getTime() - 36 * 60_000),
    );
    // A slow 8-hour clock shortens to 2 h 40 min at most: 6 × 10 picks need 160 hours.
    expect(
      entriesCloseAt({ locksAt: LOCK, seats: 6, rounds: 10, pickClockMs: 8 * 3_600_000 }).getTime(),
    ).toBe(LOCK.getTime() - 160 * 3_600_000);
    expect(shortestPickClockMs(20_000)).toBe(7_000);
  });

  it('shortens a pick clock so the players’ picks left fit before the lock, never past it', () => {
    const at = (minutesBefore: number) => new Date(LOCK.getTime() - minutesBefore * 60_000);
    // Plenty of time: the contest's clock.
    expect(pickClockAt({ pickClockMs: 30_000, now: at(120), closesAt: LOCK, playerPicksLeft: 18 })).toBe(
      30_000,
    );
    // 6 minutes for 18 picks: 20 s each.
    expect(pickClockAt({ pickClockMs: 30_000, now: at(6), closesAt: LOCK, playerPicksLeft: 18 })).toBe(
      20_000,
    );
    expect(pickClockAt({ pickClockMs: 30_000, now: LOCK, closesAt: LOCK, playerPicksLeft: 18 })).toBe(0);
    fc.assert(
      fc.property(
        fc.integer({ min: 1_000, max: 8 * 3_600_000 }),
        fc.integer({ min: -600_000, max: 30 * 86_400_000 }),
        fc.integer({ min: 1, max: 240 }),
        (clock, left, picks) => {
          const now = new Date(LOCK.getTime() - left);
          let t = now.getTime();
          // Every pick using its whole clock still ends by the lock.
          for (let n = picks; n >= 1; n -= 1) {
            const ms = pickClockAt({
              pickClockMs: clock,
              now: new Date(t),
              closesAt: LOCK,
              playerPicksLeft: n,
            });
            expect(ms).toBeLessThanOrEqual(clock);
            if (ms === 0) break;
            t += ms;
          }
          expect(t).toBeLessThanOrEqual(Math.max(LOCK.getTime(), now.getTime()));
        },
      ),
    );
  });

  it('scales slow clocks to the simulated world’s time, never below the fast clock', () => {
    // A three-hour game in 10 minutes: time runs 18 times faster; at speed 10, 180 times.
    expect(worldTimeScale(10, 1)).toBe(18);
    expect(worldTimeScale(10, 10)).toBe(180);
    expect(worldTimeScale(600, 1)).toBe(1);
    expect(scaledPickClocks(1)).toEqual({ fast: 30_000, slow: 8 * 3_600_000 });
    expect(scaledPickClocks(18)).toEqual({ fast: 30_000, slow: 1_600_000 });
    expect(scaledPickClocks(10_000)).toEqual({ fast: 30_000, slow: 30_000 });
  });
});
