import { type LimitWire, limitAmountField, planLimitChange } from '@kennel/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { z } from 'zod';
import { useHttpClient } from '../../../shared/api/index.ts';
import { serverNow } from '../../../shared/clock/index.ts';
import { parseDollars } from '../../../shared/forms/dollars.ts';
import { TextField, useKennelForm } from '../../../shared/forms/index.ts';
import { Button, formatMoney } from '../../../shared/ui/index.ts';
import { setLimit, storeLimit } from './limits-api.ts';

/** Core's limit contract, the amount typed in dollars. */
const limitFormSchema = z.object({
  amount: z
    .string()
    .transform((typed, ctx) => {
      const amount = typed.trim() === '' ? null : parseDollars(typed);
      if (amount !== null) return amount as number;
      ctx.addIssue({ code: 'custom', message: 'Enter the limit in dollars, like 50 or 25.50.' });
      return z.NEVER;
    })
    .pipe(limitAmountField),
});

/** What a change to `typed` would do, said before the player saves it (PA's rule: down now, up later). */
function effectOf(current: number | null, typed: string): string {
  const requested = parseDollars(typed);
  if (requested === null) {
    return current === null
      ? 'A new limit applies as soon as you save it.'
      : 'Lowering applies at once. Raising waits 24 hours, then you confirm it.';
  }
  const plan = planLimitChange(current, requested, new Date(serverNow()));
  if (plan.effect === 'unchanged') return 'That is your limit now.';
  if (plan.effect === 'immediate') return `${formatMoney(requested)} applies as soon as you save it.`;
  return `${formatMoney(requested)} can be confirmed 24 hours after you save it; until then ${formatMoney(current ?? 0)} stays.`;
}

export interface LimitFormProps {
  limit: LimitWire;
  label: string;
  onDone: () => void;
}

/** Set, lower, raise or remove one limit; the server's answer (applied or pending) replaces the card's. */
export function LimitForm({ limit, label, onDone }: LimitFormProps) {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  const current = limit.amount_cents;
  const form = useKennelForm({
    schema: limitFormSchema,
    defaultValues: { amount: '' },
    fieldOf: { amount_cents: 'amount' },
    idOf: () => `limit-${limit.type}-amount`,
    mode: 'onSubmit',
  });
  const save = useMutation({
    mutationFn: (amountCents: number | null) => setLimit(http, limit.type, amountCents),
    onSuccess: (answer) => {
      storeLimit(queryClient, answer);
      onDone();
    },
    onError: (error) => form.showServerError(error),
  });
  const typed = form.watch('amount');
  const effect = useMemo(() => effectOf(current, typed), [current, typed]);
  const submit = form.submitWith(({ amount }) => {
    if (!save.isPending) save.mutate(amount);
  });

  return (
    <form noValidate aria-label={label} onSubmit={submit} className="flex flex-col gap-3">
      <TextField
        control={form.control}
        field="amount"
        id={`limit-${limit.type}-amount`}
        label={current === null ? 'Limit in dollars' : 'New limit in dollars'}
        hint={effect}
        inputMode="decimal"
        autoComplete="off"
        placeholder={current === null ? '0.00' : (current / 100).toFixed(2)}
        leading={<span className="font-semibold text-base text-text">$</span>}
        inputClassName="font-semibold tabular-nums"
        autoFocus
      />
      {form.problem && (
        <p role="alert" className="text-danger text-sm">
          {form.problem.message}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          type="submit"
          loading={save.isPending && save.variables !== null}
          disabled={save.isPending || form.refused}
        >
          Save limit
        </Button>
        {current !== null && !limit.pending && (
          <Button
            variant="secondary"
            loading={save.isPending && save.variables === null}
            disabled={save.isPending}
            onClick={() => save.mutate(null)}
          >
            Remove limit
          </Button>
        )}
        <Button variant="ghost" disabled={save.isPending} onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
