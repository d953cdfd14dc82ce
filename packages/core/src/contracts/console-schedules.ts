import { z } from 'zod';
import { contestStylesSchema } from '../drafts/contest-styles.ts';
import { payoutScheduleSchema } from '../pickem/payout-schedule.ts';
import type { ConsoleEndpoint } from './console-endpoint.ts';
import { timestampField } from './timestamp-field.ts';

/** Product data kept as versions: pick'em's payout schedule and best ball's contest styles. */
export const SCHEDULE_KINDS = ['pickem_payouts', 'contest_styles'] as const;
export type ScheduleKind = (typeof SCHEDULE_KINDS)[number];

const versionFields = {
  version: z.number().int(),
  created_at: timestampField,
  /** The operator who published it; null for version 1 (the default). */
  created_by: z.string().nullable(),
};

export const schedulesSchema = z.object({
  pickem_payouts: z.object({ ...versionFields, body: payoutScheduleSchema }),
  contest_styles: z.object({ ...versionFields, body: contestStylesSchema }),
});
export type Schedules = z.infer<typeof schedulesSchema>;

const SCHEDULE_ROLES = ['finance'] as const;
const published = z.object({ data: schedulesSchema });

export const CONSOLE_SCHEDULE_ENDPOINTS = {
  schedules: {
    method: 'GET',
    path: '/v1/console/schedules',
    summary: "The pick'em payout schedule and the contest styles in force, with their versions.",
    auth: false,
    idempotent: false,
    roles: SCHEDULE_ROLES,
    action: 'console.schedules.read',
    status: 200,
    response: published,
  },
  publishPayoutSchedule: {
    method: 'POST',
    path: '/v1/console/schedules/pickem-payouts',
    summary: "Publishes a new pick'em payout schedule: it prices entries made from now on only.",
    auth: false,
    idempotent: false,
    roles: SCHEDULE_ROLES,
    action: 'console.schedules.payouts_published',
    rateLimitPerMinute: 20,
    body: z.object({ schedule: payoutScheduleSchema }),
    status: 201,
    response: published,
  },
  publishContestStyles: {
    method: 'POST',
    path: '/v1/console/schedules/contest-styles',
    summary: 'Publishes new best ball contest styles: they shape contests made from now on only.',
    auth: false,
    idempotent: false,
    roles: SCHEDULE_ROLES,
    action: 'console.schedules.styles_published',
    rateLimitPerMinute: 20,
    body: z.object({ styles: contestStylesSchema }),
    status: 201,
    response: published,
  },
} as const satisfies Record<string, ConsoleEndpoint>;
