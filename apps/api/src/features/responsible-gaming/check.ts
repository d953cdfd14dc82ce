import {
  cents,
  formatCents,
  formatEasternTime,
  isSpend,
  LIMIT_TYPE_INFO,
  LIMIT_WINDOW_MS,
  type LimitType,
  limitRemainingCents,
  restrictionUntil,
  stakePerEntryCents,
} from '@kennel/core';
import type {
  PlayRestrictionRow,
  ResponsibleGamingLimitRow,
} from '../../platform/db/schema/responsible-gaming.ts';
import { ApiProblem } from '../../platform/http/api-problem.ts';
import type { PaidActionCheck } from '../authorization/service.ts';
import {
  type PaidActionFactsJson,
  paidActionFactsFromJson,
  paidActionFactsSql,
  type RestrictionInForce,
  restrictionsFromJson,
  type SpendMovements,
  type Usage,
} from './repo.ts';
import { governingRestriction } from './view.ts';

const money = (amount: number) => formatCents(cents(amount));
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** The refusal for a time-out or exclusion in force, saying until when. */
export function restrictionProblem(restriction: PlayRestrictionRow): ApiProblem {
  const until = restrictionUntil(restriction.endsAt);
  if (restriction.kind === 'self_exclusion') {
    return new ApiProblem('self_excluded', {
      detail: `You have excluded yourself from play ${until}, so you cannot deposit, enter, draft or bet. You can still see your history and withdraw.`,
    });
  }
  return new ApiProblem('time_out_active', {
    detail: `You chose a time-out, so deposits, entries, drafts and bets are paused ${until}. You can still withdraw and see your history.`,
  });
}

/**
 * The refusal for the restrictions in force at `now`, if any: the person's own first; else, for an
 * account not verified as anyone that shares a device with a self-excluded person, verification
 * (which tells who plays on it) without saying why, since another person's exclusion is theirs to tell;
 * or, once its verification was rejected, support.
 */
function refusalFor(rows: readonly RestrictionInForce[], now: Date): ApiProblem | null {
  const inForce = rows.filter((row) => row.endsAt === null || row.endsAt > now);
  const own = governingRestriction(inForce.filter((row) => !row.throughDevice));
  if (own) return restrictionProblem(own);
  if (inForce.length === 0) return null;
  // A rejected verification cannot be sent again: only support can tell who plays here (and clear
  // the hold in the console), so the player is told to contact them instead of to verify.
  const rejected = inForce.some((row) => row.heldVerification === 'rejected');
  return new ApiProblem(rejected ? 'identity_check_with_support' : 'identity_verification_required');
}

/**
 * The play guard's decision (play that moves no money, such as a pick in a draft): refuses during a
 * time-out or exclusion in force at `now`. Facts that were not read throw: the guard fails closed.
 */
export function decidePlay(facts: unknown, now: Date): void {
  const refusal = refusalFor(restrictionsFromJson(facts), now);
  if (refusal) throw refusal;
}

/** Says what a rolling-window limit leaves, and when more of it frees up. */
function windowLimitDetail(type: LimitType, limitCents: number, usage: Usage): string {
  const { label, period } = LIMIT_TYPE_INFO[type];
  if (period === null) throw new Error(`${type} has no window`);
  const { usedCents, oldestAt } = usage[period];
  const remaining = limitRemainingCents(limitCents, usedCents);
  if (oldestAt === null) return `Your ${lowerFirst(label)} is ${money(limitCents)}.`;
  const frees = new Date(oldestAt.getTime() + LIMIT_WINDOW_MS[period]);
  return `Your ${lowerFirst(label)} leaves ${money(remaining)} until ${formatEasternTime(frees)}.`;
}

function windowLimitsOf(rows: readonly ResponsibleGamingLimitRow[], kind: 'deposit' | 'spend') {
  return rows.filter(
    (row): row is ResponsibleGamingLimitRow & { amountCents: number } =>
      row.amountCents !== null && LIMIT_TYPE_INFO[row.type].kind === kind,
  );
}

/**
 * The responsible-gaming part of the authorisation step. Its facts are read in the step's one
 * query inside the transaction that moves the money, after the player's money lock
 * (`unit.lockPlayer`), so what it counts cannot change before the money moves: two concurrent
 * deposits cannot together pass a limit. `unit.now` was read after the lock, and the usage counts
 * every movement committed before it, so the limit holds whatever order the requests read their
 * clocks in. `decide` throws the refusal; returns when the action may go ahead.
 */
export const responsibleGamingCheck = (
  spendMovements: SpendMovements,
): PaidActionCheck<PaidActionFactsJson> => ({
  facts: (userId, action, now) =>
    paidActionFactsSql(userId, isSpend(action) ? 'spend' : 'deposit', now, spendMovements),

  decide(unit, userId, action, json) {
    const facts = paidActionFactsFromJson(json, userId, unit.now);
    const refusal = refusalFor(facts.restrictions, unit.now);
    if (refusal) throw refusal;

    const rows = facts.limits;
    if (isSpend(action)) {
      const cap = rows.find((row) => row.type === 'entry_fee_max')?.amountCents ?? null;
      // Per entry: three $5 entries bought together are three $5 entries, not one $15 one.
      if (cap !== null && stakePerEntryCents(action) > cap) {
        throw new ApiProblem('entry_fee_limit_exceeded', {
          detail: `Your maximum entry fee is ${money(cap)}. Choose a smaller entry or stake.`,
        });
      }
    }
    const kind = isSpend(action) ? 'spend' : 'deposit';
    const limits = windowLimitsOf(rows, kind);
    const { usage } = facts;
    if (limits.length === 0 || usage === null) return;
    for (const limit of limits) {
      const { period } = LIMIT_TYPE_INFO[limit.type];
      if (period === null) continue;
      if (usage[period].usedCents + action.amountCents > limit.amountCents) {
        throw new ApiProblem(kind === 'deposit' ? 'deposit_limit_exceeded' : 'spend_limit_exceeded', {
          detail: windowLimitDetail(limit.type, limit.amountCents, usage),
        });
      }
    }
  },
});
