import { ERROR_CATALOGUE, isErrorCode } from '@kennel/core';
import { useQuery } from '@tanstack/react-query';
import { Ban, Clock, Landmark, Receipt } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { isApiRequestError, useHttpClient } from '../../../shared/api/index.ts';
import { useDocumentTitle } from '../../../shared/planned-screen/index.ts';
import { Button, buttonClasses, Spinner } from '../../../shared/ui/index.ts';
import { depositQueryOptions } from '../api/wallet-api.ts';
import { WALLET_PATHS } from '../paths.ts';
import { ProblemPanel } from '../shared/problem-panel.tsx';
import { dollarsForPath } from './amount.ts';
import type { DepositSuccessState } from './deposit-pages.tsx';

const POLL_MS = 1_500;
/** After this the page says the bank is slow and offers a way out, while it keeps checking. */
const PATIENCE_MS = 45_000;

function DepositLinks() {
  return (
    <>
      <Link to={WALLET_PATHS.deposit} className={buttonClasses()}>
        Back to deposit
      </Link>
      <Link to={WALLET_PATHS.history} className={buttonClasses({ variant: 'secondary' })}>
        <Receipt aria-hidden="true" />
        Transaction history
      </Link>
    </>
  );
}

/** `/trustly-loading-deposit?deposit_id=`: waits calmly for the bank's answer, then moves on. */
export function TrustlyLoadingDepositPage() {
  useDocumentTitle('Waiting for your bank');
  const depositId = useSearchParams()[0].get('deposit_id') ?? '';
  const http = useHttpClient();
  const navigate = useNavigate();
  const [slow, setSlow] = useState(false);
  const deposit = useQuery({
    ...depositQueryOptions(http, depositId),
    enabled: depositId !== '',
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? POLL_MS : false),
    retry: (failures, error) => !(isApiRequestError(error) && error.status === 404) && failures < 3,
  });
  const status = deposit.data?.status;

  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), PATIENCE_MS);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    const data = deposit.data;
    if (data?.status === 'succeeded') {
      const state: DepositSuccessState = { depositId: data.id, promoCreditCents: data.promo_credit_cents };
      navigate(`/deposit-success/${dollarsForPath(data.amount_cents)}`, { replace: true, state });
    } else if (data?.status === 'cancelled') {
      navigate(`/trustly-cancel-deposit?${new URLSearchParams({ deposit_id: data.id })}`, { replace: true });
    }
  }, [deposit.data, navigate]);

  if (!depositId || (isApiRequestError(deposit.error) && deposit.error.status === 404)) {
    return (
      <div className="mx-auto flex w-full max-w-md flex-col items-center gap-4 py-10 text-center">
        <span className="flex size-16 items-center justify-center rounded-full bg-surface-2 text-muted">
          <Landmark aria-hidden="true" className="size-8" />
        </span>
        <h1 className="font-extrabold text-2xl tracking-tight">We couldn't find this deposit</h1>
        <p className="text-pretty text-muted">
          This page needs the link your bank sent you back with. Check your transaction history to see whether
          the deposit went through.
        </p>
        <div className="flex flex-wrap justify-center gap-2">
          <DepositLinks />
        </div>
      </div>
    );
  }

  if (status === 'failed') {
    const code = deposit.data?.failure_code ?? 'deposit_declined';
    const entry = isErrorCode(code) ? ERROR_CATALOGUE[code] : ERROR_CATALOGUE.deposit_declined;
    return (
      <div className="mx-auto flex w-full max-w-xl flex-col gap-4">
        <h1 className="font-extrabold text-2xl tracking-tight">Your bank didn't approve the deposit</h1>
        <ProblemPanel
          error={{ apiCode: code, title: entry.title, message: entry.detail }}
          actions={<DepositLinks />}
        />
      </div>
    );
  }

  if (deposit.isError) {
    return (
      <div className="mx-auto flex w-full max-w-xl flex-col gap-4">
        <h1 className="font-extrabold text-2xl tracking-tight">Waiting for your bank</h1>
        <ProblemPanel
          error={
            isApiRequestError(deposit.error) ? deposit.error.clientError : { message: deposit.error.message }
          }
          actions={<Button onClick={() => void deposit.refetch()}>Check again</Button>}
        />
      </div>
    );
  }

  return (
    <div
      data-page="trustly-loading"
      className="mx-auto flex w-full max-w-md flex-col items-center gap-4 py-10 text-center"
    >
      <span className="relative flex size-20 items-center justify-center rounded-full bg-brand/10 text-brand">
        <Spinner size={80} label={null} className="absolute inset-0 text-brand/70" />
        <Landmark aria-hidden="true" className="size-8" />
      </span>
      <h1 className="font-extrabold text-2xl tracking-tight">Waiting for your bank</h1>
      <p role="status" className="text-pretty text-muted">
        Your bank is confirming the transfer. This usually takes a few seconds; keep this page open and we'll
        take you on as soon as it's done.
      </p>
      {slow && (
        <div className="mt-2 flex flex-col items-center gap-3 rounded-2xl border border-border p-4 text-sm">
          <p className="flex items-center gap-2 font-semibold">
            <Clock aria-hidden="true" className="size-4 text-warning" />
            This is taking longer than usual
          </p>
          <p className="text-pretty text-muted">
            We're still checking. You can leave this page: the deposit appears in your balance and history the
            moment your bank confirms it.
          </p>
          <div className="flex flex-wrap justify-center gap-2">
            <DepositLinks />
          </div>
        </div>
      )}
    </div>
  );
}

/** `/trustly-cancel-deposit`: the player cancelled at their bank; nothing was charged. */
export function TrustlyCancelDepositPage() {
  useDocumentTitle('Deposit cancelled');
  return (
    <div
      data-page="trustly-cancel"
      className="mx-auto flex w-full max-w-md flex-col items-center gap-4 py-10 text-center"
    >
      <span className="flex size-16 items-center justify-center rounded-full bg-surface-2 text-muted">
        <Ban aria-hidden="true" className="size-8" />
      </span>
      <h1 className="font-extrabold text-2xl tracking-tight">Deposit cancelled</h1>
      <p className="text-pretty text-muted">
        You cancelled the transfer at your bank, so nothing was charged and no money left your account.
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        <Link to={WALLET_PATHS.deposit} className={buttonClasses()}>
          Try again
        </Link>
        <Link to="/lobby" className={buttonClasses({ variant: 'secondary' })}>
          Go to the lobby
        </Link>
      </div>
    </div>
  );
}
