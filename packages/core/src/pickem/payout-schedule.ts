import { z } from 'zod';

export { DEFAULT_PAYOUT_SCHEDULE } from './default-payout-schedule.ts';

/** The highest base multiple a schedule may set: 1000× the fee. */
export const MAX_BASE_HUNDREDTHS = 100_000;

const hundredths = z
  .number({ error: 'Give each multiple in hundredths, e.g. 300 for 3×.' })
  .int({ error: 'Give each multiple in whole hundredths, e.g. 250 for 2.5×.' })
  .min(1, { error: 'A multiple is at least 1 hundredth (0.01×).' })
  .max(MAX_BASE_HUNDREDTHS, { error: `A multiple is at most ${MAX_BASE_HUNDREDTHS} (1000×).` });

const size = z.string().regex(/^[2-8]$/, { error: 'Entry sizes are 2 to 8 picks.' });

/** Sizes from `from` with none missing: voids shrink an entry one pick at a time, so each smaller size must pay. */
const contiguousFrom = (from: number) => (sizes: Record<string, unknown>) => {
  const held = Object.keys(sizes)
    .map(Number)
    .sort((a, b) => a - b);
  return held.length > 0 && held.every((value, index) => value === from + index);
};

export const payoutScheduleSchema = z.object({
  standard: z.record(size, hundredths).refine(contiguousFrom(2), {
    error: 'Standard pays every size from 2 picks up, with none missing (a void can shrink an entry to 2).',
  }),
  flex: z
    .record(
      size,
      z
        .array(hundredths)
        .min(1, { error: 'A Flex size pays at least when every pick hits.' })
        .max(3, { error: 'Flex pays for at most 2 misses.' })
        .refine(
          (multiples) => multiples.every((value, index) => index === 0 || value <= multiples[index - 1]!),
          {
            error: 'A Flex entry never pays more for more misses.',
          },
        ),
    )
    .refine(contiguousFrom(3), { error: 'Flex pays every size from 3 picks up, with none missing.' }),
});

/**
 * A pick'em payout schedule (RULES.md, Pick'em): base multiples of the entry fee in hundredths
 * (300 = 3×), Standard by number of picks, Flex by number of picks and then misses. It is product
 * data: operators publish new versions from the console, and each entry keeps the version that
 * priced it, so a settlement (or a re-settlement) always pays by the schedule the player entered on.
 */
export type PayoutSchedule = z.infer<typeof payoutScheduleSchema>;
