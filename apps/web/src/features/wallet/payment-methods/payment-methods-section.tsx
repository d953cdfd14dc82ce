import type { PaymentMethod } from '@kennel/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CreditCard, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { isApiRequestError, useHttpClient } from '../../../shared/api/index.ts';
import { CardBrandIcon } from '../../../shared/icons/index.ts';
import {
  Button,
  buttonClasses,
  Dialog,
  DialogClose,
  EmptyState,
  SkeletonText,
} from '../../../shared/ui/index.ts';
import { paymentMethodsQueryOptions, removePaymentMethod, walletKeys } from '../api/wallet-api.ts';
import { WALLET_PATHS } from '../paths.ts';
import { ProblemPanel } from '../shared/problem-panel.tsx';

function expiry(method: PaymentMethod): string | null {
  if (method.exp_month === null || method.exp_year === null) return null;
  return `Expires ${String(method.exp_month).padStart(2, '0')}/${String(method.exp_year).slice(-2)}`;
}

/** Saved cards with brand and last four; removing one stops offering it (past payments keep it). */
export function PaymentMethodsSection() {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  const methods = useQuery(paymentMethodsQueryOptions(http));
  const [removing, setRemoving] = useState<PaymentMethod | null>(null);
  const remove = useMutation({
    mutationFn: (id: string) => removePaymentMethod(http, id),
    onSuccess: () => {
      setRemoving(null);
      void queryClient.invalidateQueries({ queryKey: walletKeys.paymentMethods });
    },
  });

  if (methods.isPending) return <SkeletonText lines={4} />;
  if (methods.isError) {
    return (
      <ProblemPanel
        error={
          isApiRequestError(methods.error) ? methods.error.clientError : { message: methods.error.message }
        }
        actions={<Button onClick={() => void methods.refetch()}>Try again</Button>}
      />
    );
  }
  const addCard = (
    <Link to={WALLET_PATHS.deposit} className={buttonClasses({ variant: 'secondary' })}>
      <Plus aria-hidden="true" />
      Add a card with a deposit
    </Link>
  );
  if (methods.data.length === 0) {
    return (
      <EmptyState
        icon={<CreditCard aria-hidden="true" />}
        title="No saved payment methods"
        body="Cards you deposit with are saved here, so your next deposit takes one tap."
        action={addCard}
      />
    );
  }
  return (
    <div className="flex flex-col gap-4">
      {remove.error && (
        <ProblemPanel
          error={
            isApiRequestError(remove.error) ? remove.error.clientError : { message: remove.error.message }
          }
        />
      )}
      <ul className="divide-y divide-border overflow-hidden rounded-2xl border border-border bg-surface shadow-card">
        {methods.data.map((method) => (
          <li key={method.id} data-testid="payment-method" className="flex items-center gap-3 px-4 py-3">
            <CardBrandIcon brand={method.brand ?? 'unknown'} size={26} className="shrink-0 rounded-[3px]" />
            <div className="flex min-w-0 flex-1 flex-col">
              <span className="truncate font-semibold text-sm">{method.label}</span>
              {expiry(method) && <span className="text-muted text-xs">{expiry(method)}</span>}
            </div>
            <Button
              variant="ghost"
              size="sm"
              icon={<Trash2 aria-hidden="true" />}
              aria-label={`Remove ${method.label}`}
              onClick={() => {
                remove.reset();
                setRemoving(method);
              }}
            >
              Remove
            </Button>
          </li>
        ))}
      </ul>
      <div>{addCard}</div>
      <Dialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={`Remove ${removing?.label ?? 'this card'}?`}
        description="You can add it again with your next deposit. Past deposits and withdrawals are not affected."
        size="sm"
        footer={
          <>
            <DialogClose>
              <Button variant="secondary">Keep it</Button>
            </DialogClose>
            <Button
              variant="danger"
              loading={remove.isPending}
              onClick={() => removing && remove.mutate(removing.id)}
            >
              Remove
            </Button>
          </>
        }
      />
    </div>
  );
}
