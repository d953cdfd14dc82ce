import {
  LIMIT_TYPE_INFO,
  LIMIT_TYPES,
  type LimitType,
  type LimitWire,
  type ResponsibleGamingWire,
  type RestrictionWire,
} from '@kennel/core';
import type { FakeHandler } from '../../../shared/api/testing/fake-api.ts';
import { json, signedInSession } from '../../../shared/api/testing/fake-api.ts';

/** A limit as the API answers it: none set unless `amount` is given. */
export function limitWire(type: LimitType, overrides: Partial<LimitWire> = {}): LimitWire {
  const { kind, period } = LIMIT_TYPE_INFO[type];
  const amount = overrides.amount_cents ?? null;
  const used = kind === 'entry_fee' ? null : (overrides.used_cents ?? 0);
  return {
    type,
    kind,
    period,
    amount_cents: amount,
    used_cents: used,
    remaining_cents: amount === null || used === null ? null : Math.max(0, amount - used),
    pending: null,
    updated_at: amount === null ? null : '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/** Every limit (none set), with the given ones replaced, and no restriction unless given. */
export function responsibleGamingWire(
  limits: LimitWire[] = [],
  restriction: RestrictionWire | null = null,
): ResponsibleGamingWire {
  return {
    limits: LIMIT_TYPES.map((type) => limits.find((limit) => limit.type === type) ?? limitWire(type)),
    restriction,
  };
}

/** The signed-in session and this answer to `GET /v1/responsible-gaming`. */
export function limitsApi(state: () => ResponsibleGamingWire): Record<string, FakeHandler> {
  return {
    'GET /v1/session': () => json(signedInSession),
    'GET /v1/responsible-gaming': () => json({ data: state() }),
  };
}
