import {
  canConfirmLimitChange,
  LIMIT_TYPE_INFO,
  LIMIT_TYPES,
  type LimitType,
  type LimitWire,
  limitRemainingCents,
  type RestrictionWire,
} from '@kennel/core';
import type {
  PlayRestrictionRow,
  ResponsibleGamingLimitRow,
} from '../../platform/db/schema/responsible-gaming.ts';
import type { Usage } from './repo.ts';

/** What the deposit and spend limits count now, by kind of money. */
export interface PlayerUsage {
  deposit: Usage;
  spend: Usage;
}

/** Used so far in the limit's window; null for the per-entry cap, which counts nothing. */
export function usedFor(type: LimitType, usage: PlayerUsage): number | null {
  const { kind, period } = LIMIT_TYPE_INFO[type];
  if (period === null || kind === 'entry_fee') return null;
  return usage[kind][period].usedCents;
}

export function limitToWire(
  type: LimitType,
  row: ResponsibleGamingLimitRow | undefined,
  usage: PlayerUsage,
  now: Date,
): LimitWire {
  const { kind, period } = LIMIT_TYPE_INFO[type];
  const amount = row?.amountCents ?? null;
  const used = usedFor(type, usage);
  const pending =
    row?.pendingRequestedAt && row.pendingConfirmableAt
      ? {
          amount_cents: row.pendingAmountCents,
          requested_at: row.pendingRequestedAt.toISOString(),
          confirmable_at: row.pendingConfirmableAt.toISOString(),
          confirmable: canConfirmLimitChange(row.pendingConfirmableAt, now),
        }
      : null;
  return {
    type,
    kind,
    period,
    amount_cents: amount,
    used_cents: used,
    remaining_cents: amount === null || used === null ? null : limitRemainingCents(amount, used),
    pending,
    updated_at: row?.updatedAt.toISOString() ?? null,
  };
}

export function limitsToWire(
  rows: readonly ResponsibleGamingLimitRow[],
  usage: PlayerUsage,
  now: Date,
): LimitWire[] {
  const byType = new Map(rows.map((row) => [row.type, row]));
  return LIMIT_TYPES.map((type) => limitToWire(type, byType.get(type), usage, now));
}

/**
 * The restriction that governs play: a self-exclusion over a time-out, and of several of a kind
 * the one that ends last (a permanent exclusion never ends).
 */
export function governingRestriction(rows: readonly PlayRestrictionRow[]): PlayRestrictionRow | undefined {
  const endOf = (row: PlayRestrictionRow) => row.endsAt?.getTime() ?? Number.POSITIVE_INFINITY;
  const rank = (row: PlayRestrictionRow) => (row.kind === 'self_exclusion' ? 1 : 0);
  return [...rows].sort((a, b) => rank(b) - rank(a) || endOf(b) - endOf(a))[0];
}

export function restrictionToWire(row: PlayRestrictionRow): RestrictionWire {
  return {
    kind: row.kind,
    started_at: row.startedAt.toISOString(),
    ends_at: row.endsAt?.toISOString() ?? null,
  };
}
