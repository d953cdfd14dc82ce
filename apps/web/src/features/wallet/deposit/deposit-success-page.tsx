import { DEFAULT_LOBBY_PATH, DEFAULT_PICK_EM_PATH } from '@kennel/core';
import { useQuery } from '@tanstack/react-query';
import { ArrowRight, CircleCheck, Gift, Receipt, SearchX, Trophy, Zap } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { useHttpClient } from '../../../shared/api/index.ts';
import { BalanceAmount } from '../../../shared/balance/index.ts';
import { useDocumentTitle } from '../../../shared/planned-screen/index.ts';
import {
  Button,
  buttonClasses,
  Card,
  CardBody,
  cn,
  EmptyState,
  Money,
  Skeleton,
} from '../../../shared/ui/index.ts';
import { recentDepositsQueryOptions } from '../api/wallet-api.ts';
import { isWebviewPath, WALLET_PATHS } from '../paths.ts';
import { useWallet } from '../shared/use-wallet.ts';
import { depositAmountCents } from './amount.ts';
import type { DepositSuccessState } from './deposit-pages.tsx';
import { recentDepositOf } from './recent-deposit.ts';

function NextStep({ to, icon, title, body }: { to: string; icon: ReactNode; title: string; body: string }) {
  return (
    <Link
      to={to}
      className={cn(
        'group flex items-center gap-3 rounded-2xl border border-border bg-surface p-4 shadow-card transition-colors',
        'hover:border-border-strong hover:bg-surface-2',
      )}
    >
      <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand/10 text-brand [&_svg]:size-5">
        {icon}
      </span>
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="font-bold text-sm">{title}</span>
        <span className="text-muted text-xs">{body}</span>
      </span>
      <ArrowRight
        aria-hidden="true"
        className="size-4 text-muted transition-transform group-hover:translate-x-0.5"
      />
    </Link>
  );
}

/**
 * `/deposit-success/:amount` and `/m/deposit-success/:amount`: the deposit, the new balance, what next;
 * only for the player's own recent deposit of that amount (the address alone proves nothing).
 */
export function DepositSuccessPage() {
  const amount = depositAmountCents(useParams().amount);
  const http = useHttpClient();
  const webview = isWebviewPath(useLocation().pathname);
  const deposits = useQuery({ ...recentDepositsQueryOptions(http), enabled: amount !== null });
  if (amount !== null && deposits.isPending) {
    return (
      <div
        data-page="deposit-success"
        className="mx-auto flex w-full max-w-xl flex-col gap-6"
        aria-busy="true"
      >
        <Card>
          <CardBody className="flex flex-col items-center gap-3 py-10">
            <Skeleton radius="full" className="size-16" />
            <Skeleton className="h-7 w-56" />
            <Skeleton className="h-4 w-72" />
          </CardBody>
        </Card>
      </div>
    );
  }
  const deposit = recentDepositOf(amount, deposits.data ?? []);
  if (!deposit) {
    return (
      <NoRecentDeposit
        amount={amount}
        webview={webview}
        failed={deposits.isError}
        onRetry={() => void deposits.refetch()}
      />
    );
  }
  return <DepositSucceeded amount={deposit.amount_cents} webview={webview} />;
}

function NoRecentDeposit({
  amount,
  webview,
  failed,
  onRetry,
}: {
  amount: number | null;
  webview: boolean;
  failed: boolean;
  onRetry: () => void;
}) {
  useDocumentTitle('Deposit');
  return (
    <div data-page="deposit-success" className="mx-auto flex w-full max-w-xl flex-col gap-6">
      <EmptyState
        titleLevel="h1"
        icon={<SearchX aria-hidden="true" />}
        title={
          failed ? (
            'We could not check your deposits'
          ) : amount === null ? (
            'We could not find that deposit'
          ) : (
            <>
              No recent deposit of <Money cents={amount} />
            </>
          )
        }
        body={
          failed
            ? 'Check your connection and try again. Every deposit you made is in your transaction history.'
            : 'Your deposits, with your balance after each, are in your transaction history.'
        }
        action={
          <>
            {failed && <Button onClick={onRetry}>Try again</Button>}
            <Link
              to={webview ? '/m/transaction-history' : WALLET_PATHS.history}
              className={buttonClasses({ variant: failed ? 'secondary' : 'primary' })}
            >
              See your transactions
            </Link>
            <Link
              to={webview ? '/m/deposit' : WALLET_PATHS.deposit}
              className={buttonClasses({ variant: 'secondary' })}
            >
              Make a deposit
            </Link>
          </>
        }
      />
    </div>
  );
}

function DepositSucceeded({ amount, webview }: { amount: number; webview: boolean }) {
  useDocumentTitle('Deposit successful');
  const location = useLocation();
  const state = (location.state ?? null) as DepositSuccessState | null;
  const { wallet } = useWallet();
  return (
    <div data-page="deposit-success" className="mx-auto flex w-full max-w-xl flex-col gap-6">
      <Card>
        <CardBody className="flex flex-col items-center gap-3 py-8 text-center sm:py-10">
          <span className="flex size-16 items-center justify-center rounded-full bg-success/12 text-success motion-safe:animate-pop-in">
            <CircleCheck aria-hidden="true" className="size-9" />
          </span>
          <p className="font-semibold text-muted text-xs uppercase tracking-wider">Deposit successful</p>
          <h1 className="text-balance font-extrabold text-2xl tracking-tight sm:text-3xl">
            You deposited <Money cents={amount} />
          </h1>
          <p className="max-w-sm text-pretty text-muted text-sm">
            It is in your balance and ready to play. A receipt is in your transaction history.
          </p>
          <dl className="mt-3 grid w-full max-w-sm grid-cols-1 divide-y divide-border rounded-xl border border-border text-left">
            <div className="flex items-center justify-between gap-3 px-4 py-3">
              <dt className="text-muted text-sm">New balance</dt>
              <dd className="text-lg" data-testid="new-balance">
                {wallet ? <BalanceAmount balance={wallet} stacked /> : <Skeleton className="h-5 w-20" />}
              </dd>
            </div>
            {state && state.promoCreditCents > 0 && (
              <div className="flex items-center justify-between gap-3 px-4 py-3">
                <dt className="flex items-center gap-2 text-muted text-sm">
                  <Gift aria-hidden="true" className="size-4 text-warning" />
                  Promo credit earned
                </dt>
                <dd className="font-bold text-success">
                  <Money cents={state.promoCreditCents} signed />
                </dd>
              </div>
            )}
          </dl>
        </CardBody>
      </Card>
      <nav aria-label="Next steps" className="flex flex-col gap-3">
        <h2 className="font-bold text-lg tracking-tight">What next?</h2>
        {webview ? (
          <>
            <NextStep
              to="/m/transaction-history"
              icon={<Receipt aria-hidden="true" />}
              title="See your transactions"
              body="Every deposit, entry and payout, with your balance after each."
            />
            <NextStep
              to="/m/deposit"
              icon={<Zap aria-hidden="true" />}
              title="Make another deposit"
              body="Card or online banking."
            />
          </>
        ) : (
          <>
            <NextStep
              to={DEFAULT_LOBBY_PATH}
              icon={<Trophy aria-hidden="true" />}
              title="Join a draft"
              body="Best ball drafts for every budget in the lobby."
            />
            <NextStep
              to={DEFAULT_PICK_EM_PATH}
              icon={<Zap aria-hidden="true" />}
              title="Make pick’em picks"
              body="Higher or lower on player stats, paid out fast."
            />
            <NextStep
              to={WALLET_PATHS.history}
              icon={<Receipt aria-hidden="true" />}
              title="See your transactions"
              body="Every deposit, entry and payout, with your balance after each."
            />
          </>
        )}
      </nav>
    </div>
  );
}
