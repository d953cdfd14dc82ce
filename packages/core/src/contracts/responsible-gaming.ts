import { z } from 'zod';
import { existingPasswordField } from '../accounts/fields.ts';
import {
  LIMIT_KINDS,
  LIMIT_MAX_CENTS,
  LIMIT_MIN_CENTS,
  LIMIT_PERIODS,
  LIMIT_TYPES,
  RESTRICTION_KINDS,
  SELF_EXCLUSION_DURATIONS,
  TIME_OUT_DURATIONS,
} from '../compliance/responsible-gaming.ts';
import { cents, formatCents } from '../money.ts';
import type { Endpoint } from './endpoint.ts';
import { timestampField } from './timestamp-field.ts';

/** Wire contracts of the player's responsible-gaming tools (`/m/responsible-gaming-limits/*`, the account section). */

export const limitTypeParams = z.object({
  type: z.enum(LIMIT_TYPES, { error: 'Unknown limit.' }),
});

export const limitAmountField = z
  .number({ error: 'Enter an amount in cents.' })
  .int({ error: 'Enter a whole number of cents.' })
  .min(LIMIT_MIN_CENTS, { error: 'A limit cannot be negative.' })
  .max(LIMIT_MAX_CENTS, {
    error: `A limit can be at most ${formatCents(cents(LIMIT_MAX_CENTS))}. Remove the limit instead.`,
  });

// PUT /v1/responsible-gaming/limits/:type: a number sets the limit, null removes it.
export const setLimitRequestSchema = z
  .object({ amount_cents: limitAmountField.nullable() })
  .meta({ id: 'SetLimitRequest' });

export const pendingLimitChangeSchema = z.object({
  /** The amount asked for; null asks to remove the limit. */
  amount_cents: z.number().int().nullable(),
  requested_at: timestampField,
  /** From this moment the player can confirm it; until confirmed the current limit stays. */
  confirmable_at: timestampField,
  confirmable: z.boolean(),
});

export const limitSchema = z
  .object({
    type: z.enum(LIMIT_TYPES),
    kind: z.enum(LIMIT_KINDS),
    period: z.enum(LIMIT_PERIODS).nullable(),
    /** The limit in force; null when none is set. */
    amount_cents: z.number().int().nullable(),
    /** Money counted in the rolling window now (deposits, or spend net of refunds); null for the per-entry cap. */
    used_cents: z.number().int().nullable(),
    /** What the limit leaves now; null when no limit is set or for the per-entry cap. */
    remaining_cents: z.number().int().nullable(),
    pending: pendingLimitChangeSchema.nullable(),
    updated_at: timestampField.nullable(),
  })
  .meta({ id: 'ResponsibleGamingLimit' });

export const restrictionSchema = z
  .object({
    kind: z.enum(RESTRICTION_KINDS),
    started_at: timestampField,
    /** null: a permanent self-exclusion. */
    ends_at: timestampField.nullable(),
  })
  .meta({ id: 'PlayRestriction' });

export const responsibleGamingSchema = z
  .object({
    limits: z.array(limitSchema),
    /** The time-out or self-exclusion in force, if any. */
    restriction: restrictionSchema.nullable(),
  })
  .meta({ id: 'ResponsibleGaming' });

export const responsibleGamingResponseSchema = z.object({ data: responsibleGamingSchema });
export const limitResponseSchema = z.object({ data: limitSchema });
export const restrictionResponseSchema = z.object({ data: restrictionSchema });

// POST /v1/responsible-gaming/time-out
export const timeOutRequestSchema = z
  .object({ duration: z.enum(TIME_OUT_DURATIONS, { error: 'Choose how long your break lasts.' }) })
  .meta({ id: 'TimeOutRequest' });

// POST /v1/responsible-gaming/self-exclusion: the password confirms it is the player.
export const selfExclusionRequestSchema = z
  .object({
    duration: z.enum(SELF_EXCLUSION_DURATIONS, { error: 'Choose how long to exclude yourself.' }),
    password: existingPasswordField,
  })
  .meta({ id: 'SelfExclusionRequest' });

export const RESPONSIBLE_GAMING_ENDPOINTS = {
  getResponsibleGaming: {
    method: 'GET',
    path: '/v1/responsible-gaming',
    summary:
      'Every limit with what it leaves now and any pending raise, and the time-out or exclusion in force.',
    auth: true,
    idempotent: false,
    status: 200,
    response: responsibleGamingResponseSchema,
  },
  setLimit: {
    method: 'PUT',
    path: '/v1/responsible-gaming/limits/:type',
    summary:
      'Sets, lowers, raises or removes a limit: lowering applies at once, raising or removing waits 24 hours for confirmation.',
    auth: true,
    idempotent: false,
    accountRateLimit: { max: 30, windowMinutes: 1, per: 'user' },
    params: limitTypeParams,
    body: setLimitRequestSchema,
    status: 200,
    response: limitResponseSchema,
  },
  confirmLimitChange: {
    method: 'POST',
    path: '/v1/responsible-gaming/limits/:type/confirm',
    summary: 'Applies a pending raise or removal once its 24 hours have passed.',
    auth: true,
    idempotent: false,
    params: limitTypeParams,
    status: 200,
    response: limitResponseSchema,
  },
  cancelLimitChange: {
    method: 'DELETE',
    path: '/v1/responsible-gaming/limits/:type/pending',
    summary: 'Drops a pending raise or removal; the current limit stays.',
    auth: true,
    idempotent: false,
    params: limitTypeParams,
    status: 200,
    response: limitResponseSchema,
  },
  startTimeOut: {
    method: 'POST',
    path: '/v1/responsible-gaming/time-out',
    summary: 'Starts a break: no deposits, entries, drafts or bets until it ends; it cannot be shortened.',
    auth: true,
    idempotent: false,
    body: timeOutRequestSchema,
    status: 201,
    response: restrictionResponseSchema,
  },
  startSelfExclusion: {
    method: 'POST',
    path: '/v1/responsible-gaming/self-exclusion',
    summary:
      'Self-excludes for 1, 3 or 5 years or permanently: refunds pre-game entries and open bets, ends every session.',
    auth: true,
    idempotent: false,
    accountRateLimit: { max: 5, windowMinutes: 15, per: 'user' },
    body: selfExclusionRequestSchema,
    status: 201,
    response: restrictionResponseSchema,
  },
} as const satisfies Record<string, Endpoint>;

export type ResponsibleGamingWire = z.infer<typeof responsibleGamingSchema>;
export type LimitWire = z.infer<typeof limitSchema>;
export type RestrictionWire = z.infer<typeof restrictionSchema>;
