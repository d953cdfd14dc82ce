import {
  type AccountClosedWire,
  type AccountClosureWire,
  CLOSURE_WITHDRAW_PATH,
  type ClosureBlocker,
  type ClosureInPlay,
  type ClosureInPlayGame,
  type ClosureReason,
  cents,
  formatCents,
  withdrawableCents,
} from '@kennel/core';
import { recordAudit } from '../../platform/audit/audit-log.ts';
import type { Database } from '../../platform/db/database.ts';
import { ApiProblem } from '../../platform/http/api-problem.ts';
import type { Mailer, QueuedMail } from '../../platform/mail/mailer.ts';
import type { WalletService } from '../wallet/service.ts';
import { accountClosedEmail } from './email.ts';
import { inPlayRefusal } from './in-play.ts';
import { createAccountClosureRepo } from './repo.ts';

/** How many of a game's entries or bets a player has in play; each game registers one (games/product.ts). */
export interface InPlayCount {
  game: ClosureInPlayGame;
  count: (executor: Database, userId: string) => Promise<number>;
}

export interface AccountClosureOptions {
  wallet: WalletService;
  mailer: Mailer;
  publicUrl: string;
  /** Whether `password` is the player's current password (the accounts feature answers). */
  passwordMatches: (userId: string, password: string) => Promise<boolean>;
  /** Ends every session of the player, in the given transaction (the sessions feature). */
  endAllSessions: (userId: string, tx: Database) => Promise<number>;
  /** The games' counts of what is in play (more are added as the games are installed). */
  inPlayCounts?: readonly InPlayCount[];
}

export interface CloseRequest {
  password: string;
  reason?: ClosureReason | undefined;
  reasonText?: string | undefined;
}

interface Standing {
  /** Cash to withdraw first: what the player holds less what they owe (closing pays what is owed). */
  cashCents: number;
  owedCents: number;
  pending: { deposits: number; withdrawals: number };
  inPlay: ClosureInPlay;
}

function blockersOf({ cashCents, pending, inPlay }: Standing): ClosureBlocker[] {
  const blockers: ClosureBlocker[] = [];
  if (cashCents !== 0) blockers.push('cash_balance');
  if (pending.deposits > 0) blockers.push('pending_deposit');
  if (pending.withdrawals > 0) blockers.push('pending_withdrawal');
  if (Object.values(inPlay).some((n) => n > 0)) blockers.push('in_play');
  return blockers;
}

/**
 * The first thing to sort out: a payment in flight, then entries in play (what they win lands in
 * cash, to withdraw after), then the cash itself.
 */
function refusal(standing: Standing): ApiProblem | null {
  const blockers = blockersOf(standing);
  if (blockers.includes('pending_deposit') || blockers.includes('pending_withdrawal')) {
    const what = blockers.includes('pending_withdrawal') ? 'A withdrawal' : 'A deposit';
    return new ApiProblem('account_has_pending_payments', {
      detail: `${what} on your account has not finished yet. Close your account once it has.`,
      cta_url: CLOSURE_WITHDRAW_PATH,
      cta_text: 'See your wallet',
    });
  }
  if (blockers.includes('in_play')) return inPlayRefusal(standing.inPlay);
  if (blockers.includes('cash_balance')) {
    const owed =
      standing.owedCents > 0
        ? ` The rest of your cash covers the ${formatCents(cents(standing.owedCents))} you owe from a corrected result, and goes to it when you close.`
        : '';
    return new ApiProblem('account_has_balance', {
      detail: `Your account still holds ${formatCents(cents(standing.cashCents))} in cash you can withdraw. Withdraw all of it, then close your account.${owed}`,
      cta_url: CLOSURE_WITHDRAW_PATH,
      cta_text: 'Withdraw my balance',
    });
  }
  return null;
}

/**
 * Closing an account for good (PRODUCT.md `/account/*`). Decided in one transaction under the
 * player's money lock, the same lock every deposit's authorisation step takes: a deposit either
 * commits first (and its pending row or credited cash refuses the close) or sees the account closed
 * (and is refused), so a closed account never holds money. Entries and bets take the same lock, so
 * one either commits first (and, in play, refuses the close) or is refused on the closed account:
 * nothing is left to pay out into an account nobody can reach. Closing never lifts a self-exclusion:
 * it touches no restriction, and a closed account can never get a session again.
 */
export function createAccountClosureService({
  wallet,
  mailer,
  publicUrl,
  passwordMatches,
  endAllSessions,
  inPlayCounts = [],
}: AccountClosureOptions) {
  const counts = [...inPlayCounts];

  async function inPlayOf(executor: Database, userId: string): Promise<ClosureInPlay> {
    const inPlay: ClosureInPlay = { pickem: 0, best_ball: 0, sportsbook: 0 };
    for (const { game, count } of counts) inPlay[game] += await count(executor, userId);
    return inPlay;
  }

  return {
    async overview(userId: string): Promise<AccountClosureWire> {
      const figures = await wallet.getWallet(userId);
      const pending = await createAccountClosureRepo(wallet.db).pendingPayments(userId);
      const inPlay = await inPlayOf(wallet.db, userId);
      const cashCents = withdrawableCents(figures.cash_cents, figures.owed_cents);
      const blockers = blockersOf({ cashCents, owedCents: figures.owed_cents, pending, inPlay });
      return {
        cash_cents: cashCents,
        owed_cents: figures.owed_cents,
        promo_cents: figures.promo_cents,
        pending_deposits: pending.deposits,
        pending_withdrawals: pending.withdrawals,
        in_play: inPlay,
        blockers,
        can_close: blockers.length === 0,
      };
    },

    async close(userId: string, request: CloseRequest): Promise<AccountClosedWire> {
      if (!(await passwordMatches(userId, request.password))) {
        throw new ApiProblem('current_password_incorrect', {
          fields: { password: "Your password isn't right. Enter it again." },
        });
      }
      let mail: QueuedMail | null = null;
      const closed = await wallet.inTransaction(async (unit) => {
        await unit.lockPlayer(userId);
        const repo = createAccountClosureRepo(unit.tx);
        const pending = await repo.pendingPayments(userId);
        const owedCents = await unit.cashier.owedCents(userId);
        const cashCents = withdrawableCents(await unit.cashier.lockedCashCents(userId), owedCents);
        const inPlay = await inPlayOf(unit.tx, userId);
        const problem = refusal({ cashCents, owedCents, pending, inPlay });
        if (problem) throw problem;
        const player = await repo.player(userId);
        if (!player || !(await repo.close(userId, unit.now))) throw new ApiProblem('account_closed');

        const owed = await unit.cashier.payOwedAtClosure(userId);
        const forfeited = await unit.cashier.forfeitPromo(userId, 'Promo credit forfeited: account closed');
        const sessionsEnded = await endAllSessions(userId, unit.tx);
        await recordAudit(unit.tx, {
          userId,
          actor: 'player',
          action: 'account.closed',
          details: {
            reason: request.reason ?? null,
            reason_text: request.reasonText || null,
            promo_forfeited_cents: forfeited,
            owed_paid_cents: owed.paidCents,
            owed_kept_cents: owed.keptCents,
            sessions_ended: sessionsEnded,
          },
          at: unit.now,
        });
        mail = await mailer.enqueue(
          unit.tx,
          accountClosedEmail({
            to: player.email,
            username: player.username,
            promoForfeitedCents: cents(forfeited),
            owedPaidCents: cents(owed.paidCents),
            owedKeptCents: cents(owed.keptCents),
            publicUrl,
          }),
        );
        return {
          closed_at: unit.now.toISOString(),
          promo_forfeited_cents: forfeited,
          owed_paid_cents: owed.paidCents,
          owed_kept_cents: owed.keptCents,
        };
      });
      mailer.deliverAfterCommit(mail);
      return closed;
    },

    /** Registers a game's count of what is in play (games/product.ts). */
    addInPlayCount(count: InPlayCount): void {
      counts.push(count);
    },
  };
}

export type AccountClosureService = ReturnType<typeof createAccountClosureService>;
