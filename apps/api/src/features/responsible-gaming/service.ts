import {
  canConfirmLimitChange,
  cents,
  formatEasternTime,
  type LimitType,
  type LimitWire,
  type LinkedAccount,
  planLimitChange,
  type ResponsibleGamingWire,
  type RestrictionWire,
  restrictionUntil,
  type SelfExclusionDuration,
  selfExclusionEndsAt,
  type TimeOutDuration,
  timeOutEndsAt,
} from '@kennel/core';
import { z } from 'zod';
import { type AuditInTransaction, recordAudit } from '../../platform/audit/audit-log.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import type { PlayRestrictionRow } from '../../platform/db/schema/responsible-gaming.ts';
import { ApiProblem } from '../../platform/http/api-problem.ts';
import { defineJob } from '../../platform/jobs/job.ts';
import type { JobQueue } from '../../platform/jobs/queue.ts';
import type { Notices } from '../notifications/port.ts';
import type { WalletService, WalletUnit } from '../wallet/service.ts';
import { decidePlay, responsibleGamingCheck } from './check.ts';
import { limitInEffectNotice } from './limit-notice.ts';
import { linkedAccountsOf } from './linked-accounts.ts';
import { createResponsibleGamingRepo, restrictionsInForceSql, spendUsage } from './repo.ts';
import {
  governingRestriction,
  limitsToWire,
  limitToWire,
  type PlayerUsage,
  restrictionToWire,
} from './view.ts';

/**
 * Refunds a game owes a player who self-excludes: pre-game entries and open bets on events not
 * started. Runs inside the exclusion's transaction (money through `unit.stakes`), so the refunds
 * and the exclusion commit together; returns the cents refunded. The games register theirs in
 * compose.ts.
 */
export type ExclusionRefund = (unit: WalletUnit, userId: string) => Promise<number>;

export interface ResponsibleGamingOptions {
  wallet: WalletService;
  clock: Clock;
  /** Whether `password` is the player's current password (the accounts feature answers). */
  passwordMatches: (userId: string, password: string) => Promise<boolean>;
  /** Ends every session of the player, in the given transaction (the sessions feature). */
  endAllSessions: (userId: string, tx: Database) => Promise<number>;
  exclusionRefunds?: readonly ExclusionRefund[];
  /** Tells the player when a raised or removed limit is in effect. */
  notices: Notices;
  /** Runs a self-exclusion's refunds and sign-outs on the person's other accounts (PERSON_EXCLUDED_JOB). */
  jobs?: JobQueue;
}

/**
 * A self-exclusion reaching one of the person's other accounts: that account's refunds and sign-outs,
 * each under its own money lock and in its own transaction, queued with the exclusion (so only if it
 * commits). Play there is refused from the exclusion's commit on; this undoes what was open.
 */
export const PERSON_EXCLUDED_JOB = 'responsible_gaming.person_excluded';

/**
 * The player's own limits, time-outs and self-exclusion (RULES.md "Responsible gaming"). Every
 * change is decided under the player's money lock, in one transaction with its audit event, so it
 * is ordered with the deposits and entries it governs.
 */
export function createResponsibleGamingService({
  wallet,
  clock,
  passwordMatches,
  endAllSessions,
  exclusionRefunds = [],
  notices,
  jobs,
}: ResponsibleGamingOptions) {
  const refunds = [...exclusionRefunds];

  async function usageOf(executor: Database, userId: string, now: Date): Promise<PlayerUsage> {
    const repo = createResponsibleGamingRepo(executor);
    return {
      deposit: await repo.depositUsage(userId, now),
      spend: await spendUsage(wallet.counts(executor).spendSince, userId, now),
    };
  }

  /** One change to the player's responsible gaming: locked, timed and audited together. */
  function decide<T>(userId: string, work: (unit: WalletUnit) => Promise<T>): Promise<T> {
    return wallet.inTransaction(async (unit) => {
      await unit.lockPlayer(userId);
      return work(unit);
    });
  }

  async function limitWire(unit: WalletUnit, userId: string, type: LimitType): Promise<LimitWire> {
    const row = await createResponsibleGamingRepo(unit.tx).limit(userId, type);
    return limitToWire(type, row, await usageOf(unit.tx, userId, unit.now), unit.now);
  }

  function audit(unit: WalletUnit, userId: string, action: string, details: Record<string, unknown>) {
    return recordAudit(unit.tx, { userId, actor: 'player', action, details, at: unit.now });
  }

  /** Refunds what the player's games hold open and ends their sessions, in `unit`: answers both. */
  async function closeOpenPlay(unit: WalletUnit, userId: string) {
    let refundedCents = 0;
    for (const refund of refunds) refundedCents += await refund(unit, userId);
    return { refunded_cents: refundedCents, sessions_ended: await endAllSessions(userId, unit.tx) };
  }

  jobs?.define(
    defineJob({
      kind: PERSON_EXCLUDED_JOB,
      payload: z.object({ user_id: z.uuid(), excluded_by: z.uuid() }),
      retry: { maxAttempts: 8, firstRetryMs: 5_000 },
      run: ({ user_id: userId, excluded_by: excludedBy }) =>
        decide(userId, async (unit) => {
          const closed = await closeOpenPlay(unit, userId);
          await audit(unit, userId, 'self_exclusion.person_excluded', { excluded_by: excludedBy, ...closed });
          return 1;
        }),
    }),
  );

  function alreadyActive(current: PlayRestrictionRow, asked: PlayRestrictionRow['kind']): ApiProblem {
    const what = current.kind === 'self_exclusion' ? 'self-exclusion' : 'time-out';
    const until = restrictionUntil(current.endsAt);
    const detail =
      current.kind === 'self_exclusion' && asked === 'time_out'
        ? `Your self-exclusion lasts ${until}, so there is no play to take a break from.`
        : `Your ${what} lasts ${until}. It cannot be shortened; you can only choose one that ends later.`;
    return new ApiProblem('restriction_already_active', { detail });
  }

  return {
    async overview(userId: string): Promise<ResponsibleGamingWire> {
      const now = clock();
      const repo = createResponsibleGamingRepo(wallet.db);
      const [rows, usage, restrictions] = [
        await repo.limits(userId),
        await usageOf(wallet.db, userId, now),
        await repo.restrictionsInForce(userId, now),
      ];
      const restriction = governingRestriction(restrictions);
      return {
        limits: limitsToWire(rows, usage, now),
        restriction: restriction ? restrictionToWire(restriction) : null,
      };
    },

    /** The accounts the player's holds are read through (console: support). */
    linkedAccounts(userId: string): Promise<LinkedAccount[]> {
      return linkedAccountsOf.linkedAccounts(wallet.db, userId, clock());
    },

    /** Support marks the player and a linked account as two people, audited in its transaction. */
    markDistinct(
      userId: string,
      mark: { otherUserId: string; operatorId: string; reason: string },
      audit: AuditInTransaction,
    ): Promise<LinkedAccount> {
      return linkedAccountsOf.markDistinct(wallet.db, userId, { ...mark, now: clock() }, audit);
    },

    /** Every time-out and self-exclusion the player chose, newest first, ended ones too. */
    async restrictionHistory(userId: string): Promise<RestrictionWire[]> {
      return (await createResponsibleGamingRepo(wallet.db).restrictionHistory(userId)).map(restrictionToWire);
    },

    /** Sets, lowers, raises or removes a limit (`null`): lowering is immediate, raising waits. */
    setLimit(userId: string, type: LimitType, requested: number | null): Promise<LimitWire> {
      return decide(userId, async (unit) => {
        const repo = createResponsibleGamingRepo(unit.tx);
        const row = await repo.limit(userId, type);
        const current = row?.amountCents ?? null;
        const plan = planLimitChange(current, requested, unit.now);
        if (plan.effect === 'immediate') {
          await repo.saveLimit(userId, type, {
            amountCents: cents(plan.amountCents),
            pendingAmountCents: null,
            pendingRequestedAt: null,
            pendingConfirmableAt: null,
            updatedAt: unit.now,
          });
          await audit(unit, userId, current === null ? 'limit.set' : 'limit.lowered', {
            type,
            old_amount_cents: current,
            new_amount_cents: plan.amountCents,
            ...(row?.pendingRequestedAt ? { dropped_pending_amount_cents: row.pendingAmountCents } : {}),
          });
        } else if (plan.effect === 'pending') {
          // A new raise restarts the wait: the 24 hours always run from the amount now asked for.
          await repo.saveLimit(userId, type, {
            amountCents: current,
            pendingAmountCents: plan.amountCents === null ? null : cents(plan.amountCents),
            pendingRequestedAt: unit.now,
            pendingConfirmableAt: plan.confirmableAt,
            updatedAt: row?.updatedAt ?? unit.now,
          });
          await audit(unit, userId, 'limit.change_requested', {
            type,
            old_amount_cents: current,
            new_amount_cents: plan.amountCents,
            confirmable_at: plan.confirmableAt.toISOString(),
          });
        }
        return limitWire(unit, userId, type);
      });
    },

    /** Applies a pending raise or removal whose 24 hours have passed. */
    confirmLimitChange(userId: string, type: LimitType): Promise<LimitWire> {
      return decide(userId, async (unit) => {
        const repo = createResponsibleGamingRepo(unit.tx);
        const row = await repo.limit(userId, type);
        if (!row?.pendingRequestedAt || !row.pendingConfirmableAt) {
          throw new ApiProblem('no_pending_limit_change');
        }
        if (!canConfirmLimitChange(row.pendingConfirmableAt, unit.now)) {
          throw new ApiProblem('limit_change_not_ready', {
            detail: `You can confirm this change from ${formatEasternTime(row.pendingConfirmableAt)}. Until then your current limit stays.`,
          });
        }
        await repo.saveLimit(userId, type, {
          amountCents: row.pendingAmountCents,
          pendingAmountCents: null,
          pendingRequestedAt: null,
          pendingConfirmableAt: null,
          updatedAt: unit.now,
        });
        await audit(unit, userId, 'limit.change_confirmed', {
          type,
          old_amount_cents: row.amountCents,
          new_amount_cents: row.pendingAmountCents,
          requested_at: row.pendingRequestedAt.toISOString(),
        });
        const { pendingAmountCents, pendingRequestedAt } = row;
        await notices.send(
          unit.tx,
          limitInEffectNotice(userId, type, { pendingAmountCents, pendingRequestedAt }),
        );
        return limitWire(unit, userId, type);
      });
    },

    /** Drops a pending raise or removal; the limit in force stays. */
    cancelLimitChange(userId: string, type: LimitType): Promise<LimitWire> {
      return decide(userId, async (unit) => {
        const repo = createResponsibleGamingRepo(unit.tx);
        const row = await repo.limit(userId, type);
        if (!row?.pendingRequestedAt) throw new ApiProblem('no_pending_limit_change');
        await repo.saveLimit(userId, type, {
          amountCents: row.amountCents,
          pendingAmountCents: null,
          pendingRequestedAt: null,
          pendingConfirmableAt: null,
          updatedAt: row.updatedAt,
        });
        await audit(unit, userId, 'limit.change_cancelled', {
          type,
          amount_cents: row.amountCents,
          cancelled_amount_cents: row.pendingAmountCents,
        });
        return limitWire(unit, userId, type);
      });
    },

    /** A break: refused while an exclusion is in force or a time-out ending as late or later is. */
    startTimeOut(userId: string, duration: TimeOutDuration): Promise<RestrictionWire> {
      return decide(userId, async (unit) => {
        const repo = createResponsibleGamingRepo(unit.tx);
        const endsAt = timeOutEndsAt(duration, unit.now);
        const current = governingRestriction(await repo.restrictionsInForce(userId, unit.now));
        if (current && (current.kind === 'self_exclusion' || (current.endsAt ?? endsAt) >= endsAt)) {
          throw alreadyActive(current, 'time_out');
        }
        const row = await repo.insertRestriction({
          userId,
          kind: 'time_out',
          duration,
          startedAt: unit.now,
          endsAt,
        });
        await audit(unit, userId, 'time_out.started', {
          duration,
          ends_at: endsAt.toISOString(),
          ...(current ? { replaces_ends_at: current.endsAt?.toISOString() ?? null } : {}),
        });
        return restrictionToWire(row);
      });
    },

    /**
     * Self-exclusion, after the password: may start during a time-out; during an exclusion only one
     * that ends later. Refunds what the games owe, and ends every session, in the same transaction.
     */
    async startSelfExclusion(
      userId: string,
      duration: SelfExclusionDuration,
      password: string,
    ): Promise<RestrictionWire> {
      if (!(await passwordMatches(userId, password))) {
        throw new ApiProblem('current_password_incorrect', {
          fields: { password: "Your password isn't right. Enter it again." },
        });
      }
      return decide(userId, async (unit) => {
        const repo = createResponsibleGamingRepo(unit.tx);
        const endsAt = selfExclusionEndsAt(duration, unit.now);
        // This account's own: one the same person took on another account holds here too, but does
        // not keep this account from excluding itself (and refunding what its games hold).
        const own = (await repo.restrictionsInForce(userId, unit.now)).filter((row) => row.userId === userId);
        const current = governingRestriction(own);
        if (
          current?.kind === 'self_exclusion' &&
          (current.endsAt === null || (endsAt !== null && endsAt <= current.endsAt))
        ) {
          throw alreadyActive(current, 'self_exclusion');
        }
        const row = await repo.insertRestriction({
          userId,
          kind: 'self_exclusion',
          duration,
          startedAt: unit.now,
          endsAt,
        });
        const closed = await closeOpenPlay(unit, userId);
        for (const other of await repo.otherAccountsOfPerson(userId)) {
          await jobs?.enqueue(
            PERSON_EXCLUDED_JOB,
            { user_id: other, excluded_by: userId },
            { executor: unit.tx, uniqueKey: `${row.id}:${other}` },
          );
        }
        await audit(unit, userId, 'self_exclusion.started', {
          duration,
          ends_at: endsAt?.toISOString() ?? null,
          ...closed,
        });
        return restrictionToWire(row);
      });
    },

    /**
     * The authorisation step's responsible-gaming check: its facts read with the step's one query
     * after the player's money lock; refuses with time_out_active, self_excluded or a limit refusal.
     */
    check: responsibleGamingCheck(wallet.counts().spendMovements),

    /**
     * Play that moves no money, such as a pick in a draft (RULES.md: during a time-out or exclusion
     * the user cannot enter or draft). The game reads `facts` in the statement it runs after its
     * own lock (no round trip of its own) and `decide` refuses with the same problem as a paid action.
     */
    playGuard: {
      facts: (userId: string, now: Date) => restrictionsInForceSql(userId, now),
      decide: decidePlay,
    },

    /** Registers a game's exclusion refunds (compose.ts; tests add one that moves real money). */
    addExclusionRefund(refund: ExclusionRefund): void {
      refunds.push(refund);
    },
  };
}

export type ResponsibleGamingService = ReturnType<typeof createResponsibleGamingService>;
