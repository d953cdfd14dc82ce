export const PICK_TIMINGS = ['all', 'pre-game', 'in-game'] as const;
export type PickTiming = (typeof PICK_TIMINGS)[number];

/** The seed's pick-timing options, texts exactly as specified. */
export const PICK_TIMING_OPTIONS: Record<PickTiming, { label: string; description?: string }> = {
  all: { label: 'Pre-game & In-game' },
  'pre-game': { label: 'Pre-game', description: 'Make picks before the start of the game' },
  'in-game': {
    label: 'In-game',
    description: 'Make picks based on live, in-game progress. These update often, so act fast!',
  },
};

export function isPickTiming(value: string): value is PickTiming {
  return (PICK_TIMINGS as readonly string[]).includes(value);
}
