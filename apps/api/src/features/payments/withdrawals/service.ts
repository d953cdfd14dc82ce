import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  cents,
  formatCents,
  isWithdrawalCancellable,
  WITHDRAWAL_CONFIRMATION_TTL_MS,
  withdrawalAmountProblem,
  withdrawalTransition,
} from '@kennel/core';
import type { Clock } from '../../../platform/clock.ts';
import type { Database } from '../../../platform/db/database.ts';
import type { WithdrawalRow } from '../../../platform/db/schema/payments.ts';
import { sqlStateOf } from '../../../platform/db/sql-errors.ts';
import { ApiProblem } from '../../../platform/http/api-problem.ts';
import type { Mailer } from '../../../platform/mail/mailer.ts';
import type { Authorization } from '../../authorization/service.ts';
import type { Notices } from '../../notifications/port.ts';
import type { WalletService, WalletUnit } from '../../wallet/service.ts';
import type { AccountLookup } from '../account-lookup.ts';
import { assertNotUnderReview, createAccountReviewRepo } from '../account-reviews.ts';
import type { BankGateway, CardProcessor } from '../gateway.ts';
import { isPaymentId } from '../ids.ts';
import { createPaymentMethodRepo } from '../payment-methods/repo.ts';
import { paymentMethodLabel } from '../payment-methods/wire.ts';
import { withdrawalConfirmationEmail } from './email.ts';
import { createPayouts } from './payouts.ts';
import { createWithdrawalRepo } from './repo.ts';

/** Called inside the transaction that committed the withdrawal's change (the HTTP layer stores its response). */
export type OnWithdrawal = (tx: Database, withdrawal: WithdrawalRow) => Promise<void>;

export interface WithdrawalOptions {
  wallet: WalletService;
  notices: Notices;
  /** Its `authorizeWithdrawal` decides, inside the transaction that holds the cash. */
  authorization: Pick<Authorization, 'authorizeWithdrawal'>;
  accounts: AccountLookup;
  processor: CardProcessor;
  bank: BankGateway;
  mailer: Mailer;
  merchantId: string;
  publicUrl: string;
  clock: Clock;
}

export const hashConfirmationToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Withdrawals to a card the player deposited with: the cash is held (two-phase) from the request,
 * the emailed link confirms it, the processor pays it out, and the hold is posted; cancelling
 * voids the hold and the cash returns.
 */
export function createWithdrawals(options: WithdrawalOptions) {
  const { wallet, notices, authorization, accounts, processor, bank, mailer, merchantId, publicUrl, clock } =
    options;
  const methods = createPaymentMethodRepo(wallet.db);

  const { methodFor, sendPayout } = createPayouts({ methods, processor, bank, merchantId });

  async function voidHold(
    unit: WalletUnit,
    row: WithdrawalRow,
    action: 'cancel' | 'fail',
    description: string,
  ) {
    await unit.cashier.returnWithdrawal({
      withdrawalId: row.id,
      holdTransferId: row.holdTransferId,
      description,
    });
    const status = withdrawalTransition(row.status, action);
    if (!status) throw new Error(`withdrawal ${row.id} cannot ${action} from ${row.status}`);
    return createWithdrawalRepo(unit.tx).update(row.id, {
      status,
      ...(action === 'cancel' ? { cancelledAt: unit.now } : { failedAt: unit.now }),
    });
  }

  /**
   * Claims the sending of a pending withdrawal's payout: under the player's lock, which placing a
   * hold also takes, in the transaction that finds no hold. A hold committed first keeps it
   * pending ('held'); one asked for after this commits is refused while the payout is in flight.
   */
  const claimSending = (id: string, userId: string) =>
    wallet.inTransaction(async (unit): Promise<'send' | 'held' | 'settled'> => {
      await unit.lockPlayer(userId);
      const repo = createWithdrawalRepo(unit.tx);
      const current = await repo.lock(id);
      if (current?.status !== 'pending') return 'settled';
      if (await createAccountReviewRepo(unit.tx).isUnderReview(userId)) return 'held';
      await repo.update(id, { sendingAt: unit.now });
      return 'send';
    });

  /**
   * Pays a confirmed withdrawal out; also run by the worker for payouts a crash interrupted. An
   * account held for review meanwhile keeps it pending (nothing is sent) until the hold is released.
   */
  async function payOut(id: string, onSettled: OnWithdrawal = async () => undefined): Promise<WithdrawalRow> {
    const row = await createWithdrawalRepo(wallet.db).find(id);
    if (!row) throw new Error(`withdrawal ${id} disappeared`);
    const claim = row.status === 'pending' ? await claimSending(id, row.userId) : 'settled';
    if (claim === 'held') return row;
    const method = await methods.find(row.paymentMethodId);
    if (!method) throw new Error(`withdrawal ${id} has no payment method`);
    const payout = claim === 'send' ? await sendPayout(row, method) : null;
    return wallet.inTransaction(async (unit) => {
      const repo = createWithdrawalRepo(unit.tx);
      let current = (await repo.lock(id))!;
      if (current.status === 'pending' && payout?.outcome === 'paid') {
        const label = paymentMethodLabel(method);
        await unit.cashier.payOutWithdrawal({
          withdrawalId: id,
          holdTransferId: current.holdTransferId,
          processor: method.processor,
          amountCents: current.amountCents,
          payoutId: payout.payoutId,
          description: `Withdrawal to ${label}`,
          payoutDescription: `Payout to ${label}`,
        });
        current = await repo.update(id, {
          status: 'paid',
          paidAt: unit.now,
          payoutReference: payout.payoutId,
        });
        await notices.send(unit.tx, {
          userId: current.userId,
          type: 'withdrawal_sent',
          event: id,
          title: 'Your withdrawal is on its way',
          body: `We sent ${formatCents(current.amountCents)} to ${label}. Most banks show it within a few days.`,
          link: '/account/wallet',
        });
      } else if (current.status === 'pending' && payout) {
        current = await voidHold(unit, current, 'fail', 'Withdrawal returned: the payout did not go through');
      }
      await onSettled(unit.tx, current);
      return current;
    });
  }

  return {
    payOut,

    async list(userId: string) {
      const rows = await createWithdrawalRepo(wallet.db).listForUser(userId, 100);
      return Promise.all(rows.map(async (row) => ({ row, method: await methods.find(row.paymentMethodId) })));
    },

    /** Pass the open transaction when inside one (PGlite has a single connection). */
    methodOf: (row: WithdrawalRow, executor: Database = wallet.db) =>
      createPaymentMethodRepo(executor).find(row.paymentMethodId),

    async request(
      userId: string,
      requestKey: string,
      input: { amount_cents: number; payment_method_id: string },
      onCommitted: OnWithdrawal,
    ): Promise<WithdrawalRow> {
      const amountCents = cents(input.amount_cents);
      const problem = withdrawalAmountProblem(amountCents);
      if (problem) throw new ApiProblem(problem.code, { fields: { amount_cents: problem.message } });
      // A retry whose first attempt died after committing gets that withdrawal back.
      const started = await createWithdrawalRepo(wallet.db).findByRequestKey(userId, requestKey);
      if (started) {
        await onCommitted(wallet.db, started);
        return started;
      }
      const method = await methodFor(userId, input.payment_method_id);
      const contact = await accounts.contact(userId);
      if (!contact) throw new ApiProblem('unauthenticated');
      const token = randomBytes(32).toString('base64url');
      const label = paymentMethodLabel(method);
      const { row, mail } = await wallet
        .inTransaction(async (unit) => {
          await authorization.authorizeWithdrawal(unit, { userId, amountCents });
          await assertNotUnderReview(unit.tx, userId);
          const id = randomUUID();
          const holdTransferId = await unit.cashier.holdWithdrawal({
            withdrawalId: id,
            userId,
            amountCents,
            description: `Withdrawal to ${label}`,
          });
          const inserted = await createWithdrawalRepo(unit.tx).insert({
            id,
            userId,
            requestKey,
            amountCents,
            paymentMethodId: method.id,
            holdTransferId,
            confirmationTokenHash: hashConfirmationToken(token),
            confirmationExpiresAt: new Date(unit.now.getTime() + WITHDRAWAL_CONFIRMATION_TTL_MS),
            createdAt: unit.now,
          });
          const url = new URL('/withdrawal-confirmation', publicUrl);
          url.searchParams.set('token', token);
          const queued = await mailer.enqueue(
            unit.tx,
            withdrawalConfirmationEmail({
              to: contact.email,
              username: contact.username,
              amountCents,
              methodLabel: label,
              url: url.toString(),
            }),
          );
          await onCommitted(unit.tx, inserted);
          return { row: inserted, mail: queued };
        })
        .catch((error: unknown) => {
          // Another attempt with this key (its first one looked dead) just stored the withdrawal.
          if (sqlStateOf(error) === '23505') throw new ApiProblem('idempotency_request_in_progress');
          throw error;
        });
      mailer.deliverAfterCommit(mail);
      return row;
    },

    /**
     * The emailed link: single use, for the player who asked, within its time limit. The status
     * change (payout due) and the stored answer commit together; the payout follows (`payOut`),
     * resumed by the worker if the process dies first.
     */
    async confirm(userId: string, token: string, onConfirmed: OnWithdrawal): Promise<WithdrawalRow> {
      return wallet.inTransaction(async (unit) => {
        const repo = createWithdrawalRepo(unit.tx);
        const row = await repo.lockByTokenHash(hashConfirmationToken(token));
        const next = row ? withdrawalTransition(row.status, 'confirm') : null;
        if (!row || row.userId !== userId || !next || row.confirmationExpiresAt <= unit.now) {
          throw new ApiProblem('token_invalid_or_expired');
        }
        await assertNotUnderReview(unit.tx, userId);
        const confirmed = await repo.update(row.id, { status: next, confirmedAt: unit.now });
        await onConfirmed(unit.tx, confirmed);
        return confirmed;
      });
    },

    async cancel(userId: string, id: string, onCommitted: OnWithdrawal): Promise<WithdrawalRow> {
      return wallet.inTransaction(async (unit) => {
        const row = isPaymentId(id) ? await createWithdrawalRepo(unit.tx).lock(id) : undefined;
        if (!row || row.userId !== userId) throw new ApiProblem('not_found');
        if (!isWithdrawalCancellable(row.status)) {
          throw new ApiProblem('withdrawal_not_cancellable');
        }
        const cancelled = await voidHold(unit, row, 'cancel', 'Withdrawal cancelled');
        await onCommitted(unit.tx, cancelled);
        return cancelled;
      });
    },

    /** Voids withdrawals whose confirmation link expired unused; returns how many. */
    async cancelExpired(limit = 100): Promise<number> {
      const due = await createWithdrawalRepo(wallet.db).inStatusSince(
        'awaiting_confirmation',
        'confirmationExpiresAt',
        clock(),
        limit,
      );
      for (const { id } of due) {
        await wallet.inTransaction(async (unit) => {
          const row = await createWithdrawalRepo(unit.tx).lock(id);
          if (row?.status === 'awaiting_confirmation') {
            await voidHold(unit, row, 'cancel', 'Withdrawal cancelled: it was not confirmed in time');
          }
        });
      }
      return due.length;
    },

    /** Finishes payouts a crash interrupted after confirmation; returns how many. */
    async resumePayouts(olderThanMs: number, limit = 50): Promise<number> {
      const due = await createWithdrawalRepo(wallet.db).inStatusSince(
        'pending',
        'confirmedAt',
        new Date(clock().getTime() - olderThanMs),
        limit,
        { payable: true },
      );
      for (const { id } of due) await payOut(id);
      return due.length;
    },
  };
}

export type Withdrawals = ReturnType<typeof createWithdrawals>;
