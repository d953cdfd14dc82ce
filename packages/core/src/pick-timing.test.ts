import { expect, it } from 'vitest';
import { isPickTiming, PICK_TIMING_OPTIONS } from './pick-timing.ts';

it('keeps the seed texts of the pick-timing options word for word', () => {
  expect(PICK_TIMING_OPTIONS.all.label).toBe('Pre-game & In-game');
  expect(PICK_TIMING_OPTIONS['pre-game'].description).toBe('Make picks before the start of the game');
  expect(PICK_TIMING_OPTIONS['in-game'].description).toBe(
    'Make picks based on live, in-game progress. These update often, so act fast!',
  );
  expect(isPickTiming('in-game')).toBe(true);
  expect(isPickTiming('halftime')).toBe(false);
});
