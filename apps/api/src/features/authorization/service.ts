import { cents, depositNeedsVerification, type PaidAction, type StateCode } from '@kennel/core';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { ApiProblem } from '../../platform/http/api-problem.ts';
import type { WalletUnit } from '../wallet/service.ts';
import { readStepFacts, type StepFacts } from './repo.ts';
import { assertOfferedIn, assertOldEnough } from './rules.ts';

/**
 * A rule another feature adds to every paid action (the responsible-gaming restrictions and
 * limits, the current terms). What it needs to know is read with the step's one query, after the
 * money lock, so it may count what the player already spent; then it decides on that.
 */
export interface PaidActionCheck<Facts = never> {
  /** A scalar SQL expression (one JSON value) with what `decide` needs, as of `now`. */
  facts(userId: string, action: PaidAction, now: Date): SQL;
  /** Throws the refusal; returns when the action may go ahead. `facts` is the JSON `facts` read. */
  decide(unit: WalletUnit, userId: string, action: PaidAction, facts: Facts): void | Promise<void>;
}

/** A rule another feature adds to withdrawals (the tax feature's "W-9 needed"). */
export type WithdrawalCheck = (
  unit: WalletUnit,
  request: { userId: string; amountCents: number },
) => Promise<void>;

export interface PaidActionRequest {
  userId: string;
  action: PaidAction;
  /** Where the route's location check placed the player, made before the transaction opened. */
  location: { readonly state: StateCode | null };
}

export interface AuthorizationOptions {
  /** For `preview`: a read-only unit of work (wallet.inTransaction). */
  inTransaction: <T>(work: (unit: WalletUnit) => Promise<T>) => Promise<T>;
  isIdentityVerified: (userId: string, executor: Database) => Promise<boolean>;
  /** Pending and succeeded deposits so far (the identity threshold counts both). */
  depositedCents: (executor: Database, userId: string) => Promise<number>;
  // biome-ignore lint/suspicious/noExplicitAny: each check reads its own facts' shape.
  checks?: readonly PaidActionCheck<any>[];
  withdrawalChecks?: readonly WithdrawalCheck[];
  /** Injected by unit tests that record the order; the money lock (`unit.lockPlayer`) otherwise. */
  lock?: (unit: WalletUnit, userId: string) => Promise<void>;
  facts?: (tx: Database, userId: string, checks: readonly SQL[], read: SQL | undefined) => Promise<StepFacts>;
}

/**
 * The one authorisation step every paid action passes (deposit, pick'em or best ball entry, bet),
 * run inside the transaction that moves the money after the player's money lock, so concurrent
 * requests are decided one after another. Everything it checks is read in one query after the
 * lock (with the action's own read, when it has one). In order: the account is open; the
 * restriction and responsible-gaming checks; the player is located in a state that offers the
 * product; old enough for it there; identity (a deposit: email verified, and identity verified
 * before lifetime deposits pass the threshold).
 */
export function createAuthorization(options: AuthorizationOptions) {
  const {
    inTransaction,
    isIdentityVerified,
    depositedCents,
    checks = [],
    withdrawalChecks = [],
    lock = (unit, userId) => unit.lockPlayer(userId),
    facts = readStepFacts,
  } = options;

  async function steps(
    unit: WalletUnit,
    { userId, action, location }: PaidActionRequest,
    read?: SQL,
  ): Promise<unknown> {
    const known = await facts(
      unit.tx,
      userId,
      checks.map((check) => check.facts(userId, action, unit.now)),
      read,
    );
    const { player } = known;
    if (!player || player.closed) {
      throw new ApiProblem('account_closed', {
        detail:
          'This account is closed, so it cannot deposit or play. Contact support if you want to reopen it.',
      });
    }
    for (const [index, check] of checks.entries()) {
      await check.decide(unit, userId, action, known.checks[index]);
    }
    const { state } = location;
    assertOfferedIn(state, action);
    assertOldEnough(player.dateOfBirth, unit.now, state, action);
    if (action.type === 'deposit') {
      if (!player.emailVerified) throw new ApiProblem('email_not_verified');
      const deposited = await depositedCents(unit.tx, userId);
      if (
        depositNeedsVerification(cents(deposited), cents(action.amountCents)) &&
        !(await isIdentityVerified(userId, unit.tx))
      ) {
        throw new ApiProblem('identity_verification_required');
      }
    }
    return known.read;
  }

  return {
    /**
     * The authorisation step, inside the transaction that moves the money; takes the money lock
     * first, so every rule below is decided on the clock read after it (`unit.now`). `read`: the
     * action's own read (a scalar SQL expression, one JSON value: the share-locked lines an entry
     * is decided against), sent in the same statement as the step's facts; answered as read.
     */
    async authorize(unit: WalletUnit, request: PaidActionRequest, read?: SQL): Promise<unknown> {
      await lock(unit, request.userId);
      return steps(unit, request, read);
    },

    /**
     * The same rules without the lock, in a transaction of their own: refuses early an action bound
     * to be refused (before a card token is spent). `authorize` still decides.
     */
    async preview(request: PaidActionRequest): Promise<void> {
      await inTransaction((unit) => steps(unit, request));
    },

    /**
     * A withdrawal's step, inside the transaction that holds the cash: identity verified before
     * any withdrawal, then the injected checks. No restriction or location applies: a player on a
     * break, or anywhere, can always take their money out.
     */
    async authorizeWithdrawal(unit: WalletUnit, request: { userId: string; amountCents: number }) {
      await lock(unit, request.userId);
      if (!(await isIdentityVerified(request.userId, unit.tx))) {
        throw new ApiProblem('identity_verification_required');
      }
      for (const check of withdrawalChecks) await check(unit, request);
    },
  };
}

export type Authorization = ReturnType<typeof createAuthorization>;
