import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canConfirmLimitChange,
  countsInWindow,
  formatEasternTime,
  isRestrictionActive,
  LIMIT_INCREASE_WAIT_MS,
  LIMIT_MAX_CENTS,
  LIMIT_PERIODS,
  LIMIT_TYPE_INFO,
  LIMIT_TYPES,
  LIMIT_WINDOW_MS,
  limitRemainingCents,
  planLimitChange,
  restrictionUntil,
  SELF_EXCLUSION_DURATIONS,
  SELF_EXCLUSION_YEARS,
  selfExclusionEndsAt,
  TIME_OUT_DURATIONS,
  TIME_OUT_MS,
  timeOutEndsAt,
  windowStart,
} from './responsible-gaming.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
// Any millisecond from 2000 to 2100.
const instant = fc
  .integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) })
  .map((ms) => new Date(ms));
const amount = fc.integer({ min: 0, max: LIMIT_MAX_CENTS });
const limit = fc.option(amount, { nil: null });
const period = fc.constantFrom(...LIMIT_PERIODS);
const later = (at: Date, ms: number) => new Date(at.getTime() + ms);

describe('limit types', () => {
  it('each has a kind, and a window exactly when it counts money over time', () => {
    for (const type of LIMIT_TYPES) {
      const { kind, period: window } = LIMIT_TYPE_INFO[type];
      expect(window === null).toBe(kind === 'entry_fee');
      expect(type.startsWith(kind)).toBe(true);
    }
    expect(LIMIT_WINDOW_MS).toEqual({ daily: DAY_MS, weekly: 7 * DAY_MS, monthly: 30 * DAY_MS });
  });
});

describe('rolling windows', () => {
  it('an amount at exactly now − window no longer counts; one millisecond later it does', () => {
    fc.assert(
      fc.property(instant, period, (now, p) => {
        const window = LIMIT_WINDOW_MS[p];
        expect(windowStart(p, now).getTime()).toBe(now.getTime() - window);
        expect(countsInWindow(later(now, -window), p, now)).toBe(false);
        expect(countsInWindow(later(now, -window + 1), p, now)).toBe(true);
        expect(countsInWindow(now, p, now)).toBe(true);
        expect(countsInWindow(later(now, 1), p, now)).toBe(false);
      }),
    );
  });

  it('counts an amount moved d ms ago exactly while d < window', () => {
    fc.assert(
      fc.property(instant, period, fc.integer({ min: 0, max: 40 * DAY_MS }), (now, p, ago) => {
        expect(countsInWindow(later(now, -ago), p, now)).toBe(ago < LIMIT_WINDOW_MS[p]);
      }),
    );
  });

  it('an amount counts for exactly one window length: from when it moved until at + window', () => {
    fc.assert(
      fc.property(instant, period, (at, p) => {
        const window = LIMIT_WINDOW_MS[p];
        expect(countsInWindow(at, p, later(at, window - 1))).toBe(true);
        expect(countsInWindow(at, p, later(at, window))).toBe(false);
      }),
    );
  });

  it('a longer window counts everything a shorter one does', () => {
    fc.assert(
      fc.property(instant, instant, (at, now) => {
        if (countsInWindow(at, 'daily', now)) expect(countsInWindow(at, 'weekly', now)).toBe(true);
        if (countsInWindow(at, 'weekly', now)) expect(countsInWindow(at, 'monthly', now)).toBe(true);
      }),
    );
  });

  it('what a limit leaves is never negative and is the rest of the limit until it is used up', () => {
    fc.assert(
      fc.property(amount, amount, (cap, used) => {
        const left = limitRemainingCents(cap, used);
        expect(left).toBeGreaterThanOrEqual(0);
        expect(left).toBe(used <= cap ? cap - used : 0);
      }),
    );
  });
});

describe('changing a limit (58 Pa. Code 814a.2)', () => {
  it('asking for the current amount changes nothing', () => {
    fc.assert(
      fc.property(limit, instant, (current, now) => {
        expect(planLimitChange(current, current, now)).toEqual({ effect: 'unchanged' });
      }),
    );
  });

  it('lowering, or setting a first limit, is immediate', () => {
    fc.assert(
      fc.property(limit, amount, instant, (current, requested, now) => {
        fc.pre(current === null || requested < current);
        expect(planLimitChange(current, requested, now)).toEqual({
          effect: 'immediate',
          amountCents: requested,
        });
      }),
    );
  });

  it('raising or removing waits exactly 24 hours, then only the confirmation applies it', () => {
    fc.assert(
      fc.property(amount, limit, instant, (current, requested, now) => {
        fc.pre(requested === null || requested > current);
        const plan = planLimitChange(current, requested, now);
        expect(plan).toEqual({
          effect: 'pending',
          amountCents: requested,
          confirmableAt: new Date(now.getTime() + 24 * HOUR_MS),
        });
        if (plan.effect !== 'pending') return;
        expect(LIMIT_INCREASE_WAIT_MS).toBe(DAY_MS);
        expect(canConfirmLimitChange(plan.confirmableAt, now)).toBe(false);
        expect(canConfirmLimitChange(plan.confirmableAt, later(now, DAY_MS - 1))).toBe(false);
        expect(canConfirmLimitChange(plan.confirmableAt, later(now, DAY_MS))).toBe(true);
        expect(canConfirmLimitChange(plan.confirmableAt, later(now, 400 * DAY_MS))).toBe(true);
      }),
    );
  });

  it('never makes a limit looser at once', () => {
    fc.assert(
      fc.property(limit, limit, instant, (current, requested, now) => {
        const plan = planLimitChange(current, requested, now);
        if (plan.effect === 'immediate' && current !== null) expect(plan.amountCents).toBeLessThan(current);
        if (current === null && requested === null) expect(plan.effect).toBe('unchanged');
      }),
    );
  });
});

describe('time-outs and self-exclusion', () => {
  it('a time-out is in force from its start until, not at, its end', () => {
    fc.assert(
      fc.property(fc.constantFrom(...TIME_OUT_DURATIONS), instant, (duration, start) => {
        const end = timeOutEndsAt(duration, start);
        expect(end.getTime() - start.getTime()).toBe(TIME_OUT_MS[duration]);
        expect(isRestrictionActive(start, end, later(start, -1))).toBe(false);
        expect(isRestrictionActive(start, end, start)).toBe(true);
        expect(isRestrictionActive(start, end, later(end, -1))).toBe(true);
        expect(isRestrictionActive(start, end, end)).toBe(false);
      }),
    );
    expect(TIME_OUT_MS).toEqual({
      '24h': DAY_MS,
      '3d': 3 * DAY_MS,
      '7d': 7 * DAY_MS,
      '30d': 30 * DAY_MS,
      '90d': 90 * DAY_MS,
    });
  });

  it('a self-exclusion lasts whole calendar years, never a day short, at the same time of day', () => {
    const years = fc.constantFrom(...SELF_EXCLUSION_DURATIONS.filter((d) => d !== 'permanent'));
    fc.assert(
      fc.property(years, instant, (duration, start) => {
        const end = selfExclusionEndsAt(duration, start);
        if (end === null) throw new Error('only a permanent exclusion has no end');
        const n = SELF_EXCLUSION_YEARS[duration];
        expect(end.getUTCFullYear()).toBe(start.getUTCFullYear() + n);
        expect(end.getTime() % DAY_MS).toBe(start.getTime() % DAY_MS);
        const leapDay = start.getUTCMonth() === 1 && start.getUTCDate() === 29;
        expect([end.getUTCMonth(), end.getUTCDate()]).toEqual(
          leapDay && end.getUTCMonth() !== 1 ? [2, 1] : [start.getUTCMonth(), start.getUTCDate()],
        );
        expect(end.getTime() - start.getTime()).toBeGreaterThanOrEqual(n * 365 * DAY_MS);
      }),
    );
    expect(selfExclusionEndsAt('1y', new Date('2028-02-29T12:00:00Z'))?.toISOString()).toBe(
      '2029-03-01T12:00:00.000Z',
    );
    expect(selfExclusionEndsAt('1y', new Date('2027-02-28T12:00:00Z'))?.toISOString()).toBe(
      '2028-02-28T12:00:00.000Z',
    );
  });

  it('a permanent exclusion never ends', () => {
    fc.assert(
      fc.property(instant, instant, (start, now) => {
        expect(selfExclusionEndsAt('permanent', start)).toBeNull();
        expect(isRestrictionActive(start, null, now)).toBe(now.getTime() >= start.getTime());
      }),
    );
  });

  it('says until when in Eastern time, daylight saving included', () => {
    expect(restrictionUntil(null)).toBe('permanently');
    expect(restrictionUntil(new Date('2026-11-30T20:00:00Z'))).toBe('until Nov 30, 2026, 3:00 PM ET');
    expect(formatEasternTime(new Date('2026-07-04T16:05:00Z'))).toBe('Jul 4, 2026, 12:05 PM ET');
  });
});
