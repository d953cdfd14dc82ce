import { WALLET_SCHEDULE, type Withdrawal, withdrawableCents, withdrawalRequestSchema } from '@kennel/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CreditCard, MailCheck, Scale } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { z } from 'zod';
import { isApiRequestError, useHttpClient } from '../../../shared/api/index.ts';
import { useFormField, useKennelForm } from '../../../shared/forms/index.ts';
import { useMoneyAction } from '../../../shared/money-action/index.ts';
import {
  Button,
  buttonClasses,
  EmptyState,
  formatMoney,
  Money,
  SkeletonText,
} from '../../../shared/ui/index.ts';
import { invalidateMoney, payoutMethodsQueryOptions, requestWithdrawal } from '../api/wallet-api.ts';
import { checkWithdrawalAmount, typedAmountField } from '../deposit/amount.ts';
import { AmountPicker } from '../deposit/amount-picker.tsx';
import { type MethodChoice, MethodPicker, savedChoice, savedIdOf } from '../deposit/method-picker.tsx';
import { WALLET_PATHS } from '../paths.ts';
import { ProblemPanel } from '../shared/problem-panel.tsx';

const WITHDRAW_PRESETS = [2_500, 5_000, 10_000, 25_000, 50_000] as const;

/** Core's withdrawal contract, the amount typed in dollars and held to what can be withdrawn. */
function withdrawalFormSchema(withdrawable: number, owedCents: number) {
  return z.object({
    amount: typedAmountField((typed) => checkWithdrawalAmount(typed, withdrawable, owedCents)).pipe(
      withdrawalRequestSchema.shape.amount_cents,
    ),
    payment_method_id: withdrawalRequestSchema.shape.payment_method_id,
  });
}

function CheckYourEmail({ withdrawal, onAnother }: { withdrawal: Withdrawal; onAnother: () => void }) {
  return (
    <div
      role="status"
      data-testid="withdrawal-requested"
      className="flex flex-col items-center gap-3 py-4 text-center"
    >
      <span className="flex size-14 items-center justify-center rounded-2xl bg-brand/10 text-brand">
        <MailCheck aria-hidden="true" className="size-7" />
      </span>
      <h3 className="font-bold text-lg tracking-tight">Check your email to confirm</h3>
      <p className="max-w-sm text-pretty text-muted text-sm">
        We sent a link to confirm your withdrawal of{' '}
        <Money cents={withdrawal.amount_cents} className="font-semibold text-text" /> to{' '}
        <span className="font-semibold text-text">{withdrawal.payment_method_label}</span>. The money is held
        until you confirm; the link works for 24 hours.
      </p>
      <Button variant="secondary" size="sm" onClick={onAnother}>
        Done
      </Button>
    </div>
  );
}

/** A balance all or nearly all owed: nothing to withdraw yet, and why (not a form that cannot succeed). */
function NothingToWithdraw({ balanceCents, owedCents }: { balanceCents: number; owedCents: number }) {
  return (
    <EmptyState
      icon={<Scale aria-hidden="true" />}
      title="Nothing to withdraw yet"
      body={
        <span data-testid="nothing-to-withdraw">
          {balanceCents > 0 ? (
            <>
              Your <Money cents={balanceCents} /> balance goes toward the <Money cents={owedCents} /> you owe
              from a corrected result.
            </>
          ) : (
            <>
              You owe <Money cents={owedCents} /> from a corrected result.
            </>
          )}{' '}
          It comes out of your next winnings, never your deposits. You can keep playing with your balance, and
          withdraw once it is more than what you owe.
        </span>
      }
    />
  );
}

/**
 * Less cash than the smallest withdrawal and nothing owed: the form could not succeed, so say what
 * the minimum is and what the balance can still do.
 */
function BelowMinimum({ balanceCents }: { balanceCents: number }) {
  const minimum = formatMoney(WALLET_SCHEDULE.withdrawalMinCents);
  return (
    <EmptyState
      icon={<Scale aria-hidden="true" />}
      title="Nothing to withdraw yet"
      body={
        <span data-testid="below-withdrawal-minimum">
          {balanceCents > 0 ? (
            <>
              Withdrawals start at {minimum}, and your balance is <Money cents={balanceCents} />. It stays in
              your balance, and you can withdraw once it reaches {minimum}.
            </>
          ) : (
            <>Your balance is empty. Withdrawals start at {minimum}.</>
          )}
        </span>
      }
    />
  );
}

/** Why the most a player can withdraw is less than their balance. */
function availableHint(withdrawable: number, balanceCents: number, owedCents: number): string {
  const minimum = `Minimum ${formatMoney(WALLET_SCHEDULE.withdrawalMinCents)}.`;
  if (owedCents === 0) return `${minimum} You can withdraw up to ${formatMoney(withdrawable)}.`;
  return `${minimum} Available to withdraw: ${formatMoney(withdrawable)}, your ${formatMoney(balanceCents)} balance less the ${formatMoney(owedCents)} you owe from a corrected result.`;
}

export interface WithdrawFormProps {
  /** The cash balance (less withdrawals already held). */
  balanceCents: number;
  /** Owed of corrected payments: it stays in the balance, so it cannot be withdrawn. */
  owedCents?: number;
}

/** Amount (at least $10, at most the cash less what is owed) and the card to pay it to; then the emailed link. */
export function WithdrawForm({ balanceCents, owedCents = 0 }: WithdrawFormProps) {
  const cashCents = withdrawableCents(balanceCents, owedCents);
  const http = useHttpClient();
  const queryClient = useQueryClient();
  const cards = useQuery(payoutMethodsQueryOptions(http));
  const [picked, setPicked] = useState<MethodChoice | null>(null);
  const [requested, setRequested] = useState<Withdrawal | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const firstCard = cards.data?.[0];
  const method = picked ?? (firstCard ? savedChoice(firstCard.id) : null);
  const savedId = method && savedIdOf(method);
  const form = useKennelForm({
    schema: useMemo(() => withdrawalFormSchema(cashCents, owedCents), [cashCents, owedCents]),
    toRequest: (values) => ({ ...values, payment_method_id: savedId ?? undefined }),
    defaultValues: { amount: '' },
    mode: 'onSubmit',
  });
  const amountText = form.watch('amount');
  const amountError = useFormField(form.control, 'amount').error;
  const amount = checkWithdrawalAmount(amountText, cashCents, owedCents);
  // One withdrawal attempt (one Idempotency-Key) until the amount or the card changes.
  const action = useMoneyAction({ amount: amount.ok ? amount.amount : amountText, savedId });

  async function withdraw(request: { amount_cents: number; payment_method_id: string }) {
    setFailure(null);
    const outcome = await action.send((key) => requestWithdrawal(http, request, key));
    if (outcome.status === 'succeeded') {
      setRequested(outcome.result);
      void invalidateMoney(queryClient);
    } else if (outcome.status === 'failed') {
      setFailure(outcome.error);
    }
  }

  if (requested) {
    return (
      <CheckYourEmail
        withdrawal={requested}
        onAnother={() => {
          setRequested(null);
          form.reset();
        }}
      />
    );
  }
  if (owedCents > 0 && cashCents < WALLET_SCHEDULE.withdrawalMinCents) {
    return <NothingToWithdraw balanceCents={balanceCents} owedCents={owedCents} />;
  }
  if (cards.isPending) return <SkeletonText lines={5} />;
  if (!firstCard) {
    return (
      <EmptyState
        icon={<CreditCard aria-hidden="true" />}
        title="Deposit first"
        body="Withdrawals go back to a card or bank account you deposited with. Make a deposit, then come back to withdraw."
        action={
          <Link to={WALLET_PATHS.deposit} className={buttonClasses()}>
            Deposit
          </Link>
        }
      />
    );
  }
  if (cashCents < WALLET_SCHEDULE.withdrawalMinCents) return <BelowMinimum balanceCents={balanceCents} />;

  return (
    <form
      noValidate
      aria-label="Withdraw"
      className="flex flex-col gap-6"
      onSubmit={form.submitWith((request) =>
        withdraw({ amount_cents: request.amount, payment_method_id: request.payment_method_id }),
      )}
    >
      <AmountPicker
        label="Amount to withdraw"
        value={amountText}
        onChange={(value) => form.setValue('amount', value, { shouldTouch: true, shouldValidate: true })}
        presets={WITHDRAW_PRESETS.filter((preset) => preset <= cashCents)}
        error={amountError}
        hint={availableHint(cashCents, balanceCents, owedCents)}
      />
      <MethodPicker
        value={method ?? 'new'}
        onChange={setPicked}
        savedCards={cards.data}
        bank={false}
        newCardForm={null}
        offerNewCard={false}
        legend="Send it to"
      />
      {failure !== null && (
        <ProblemPanel
          error={isApiRequestError(failure) ? failure.clientError : { message: String(failure) }}
        />
      )}
      <Button type="submit" size="lg" fullWidth loading={action.pending} disabled={action.refused}>
        {amount.ok ? `Withdraw ${formatMoney(amount.amount)}` : 'Withdraw'}
      </Button>
    </form>
  );
}
