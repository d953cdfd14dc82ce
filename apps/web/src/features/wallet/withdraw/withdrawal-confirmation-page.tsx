import { type ClientError, emailTokenField, type Withdrawal } from '@kennel/core';
import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck, LogIn, MailX, RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { isApiRequestError, useHttpClient } from '../../../shared/api/index.ts';
import { isRetryableWithSameKey } from '../../../shared/money-action/index.ts';
import { useDocumentTitle } from '../../../shared/planned-screen/index.ts';
import { useSession } from '../../../shared/session/index.ts';
import {
  Badge,
  Button,
  buttonClasses,
  Card,
  CardBody,
  EmptyState,
  Money,
  Spinner,
} from '../../../shared/ui/index.ts';
import { confirmWithdrawal, invalidateMoney } from '../api/wallet-api.ts';
import { WALLET_PATHS } from '../paths.ts';
import { ProblemPanel } from '../shared/problem-panel.tsx';
import { WITHDRAWAL_STATUS } from './withdrawal-list.tsx';

/**
 * The Idempotency-Key for confirming with this link: derived from the token, so opening the link
 * again (a reload, a second click) replays the first answer instead of failing as "already used".
 */
export async function confirmationKey(token: string): Promise<string> {
  const digest = await crypto.subtle.digest(
    'SHA-256',
    new TextEncoder().encode(`withdrawal-confirmation:${token}`),
  );
  const hex = [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `wc-${hex.slice(0, 48)}`;
}

type Outcome =
  | { kind: 'working' }
  | { kind: 'done'; withdrawal: Withdrawal }
  | { kind: 'failed'; error: ClientError; sameAgain: boolean };

/** Confirms once per token (a ref, not state, guards it); "Try again" after no answer sends the same key. */
function useConfirmation(token: string, enabled: boolean): { outcome: Outcome; tryAgain: () => void } {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'working' });
  const [attempt, setAttempt] = useState(0);
  const started = useRef<string | null>(null);
  useEffect(() => {
    const run = `${token}#${attempt}`;
    if (!enabled || !token || started.current === run) return;
    started.current = run;
    void (async () => {
      try {
        const withdrawal = await confirmWithdrawal(http, token, await confirmationKey(token));
        setOutcome({ kind: 'done', withdrawal });
        void invalidateMoney(queryClient);
      } catch (error) {
        setOutcome({
          kind: 'failed',
          error: isApiRequestError(error) ? error.clientError : { message: String(error) },
          sameAgain: isRetryableWithSameKey(error),
        });
      }
    })();
  }, [enabled, token, attempt, http, queryClient]);
  return {
    outcome,
    tryAgain: () => {
      setOutcome({ kind: 'working' });
      setAttempt((count) => count + 1);
    },
  };
}

const walletLinks = (
  <>
    <Link to={WALLET_PATHS.withdraw} className={buttonClasses()}>
      Go to my wallet
    </Link>
    <Link to={WALLET_PATHS.history} className={buttonClasses({ variant: 'secondary' })}>
      Transaction history
    </Link>
  </>
);

/** `/withdrawal-confirmation?token=`: the emailed link that confirms a withdrawal request. */
export function WithdrawalConfirmationPage() {
  useDocumentTitle('Confirm your withdrawal');
  const token = useSearchParams()[0].get('token') ?? '';
  const session = useSession();
  const location = useLocation();
  const wellFormed = emailTokenField.safeParse(token).success;
  const { outcome, tryAgain } = useConfirmation(token, wellFormed && session.status === 'signed-in');

  let body: ReactNode;
  const malformed = token !== '' && !wellFormed;
  const tokenRefused =
    outcome.kind === 'failed' && outcome.error.apiCode === 'invalid_request' && outcome.error.fields?.token;
  if (!token || malformed || tokenRefused) {
    body = (
      <EmptyState
        icon={<MailX aria-hidden="true" />}
        title="This link is incomplete"
        body="Open the link from the withdrawal email again, or copy the whole address into your browser."
        action={walletLinks}
      />
    );
  } else if (session.status === 'guest' || session.status === 'unknown') {
    const back = new URLSearchParams({ redirect: `${location.pathname}${location.search}` });
    body = (
      <EmptyState
        icon={<LogIn aria-hidden="true" />}
        title="Log in to confirm"
        body="For your security, confirm the withdrawal while logged in to the account that asked for it."
        action={
          <Link to={`/login?${back}`} className={buttonClasses()}>
            Log in
          </Link>
        }
      />
    );
  } else if (outcome.kind === 'failed') {
    body = (
      <ProblemPanel
        error={outcome.error}
        actions={
          <>
            {outcome.sameAgain && (
              <Button icon={<RotateCw aria-hidden="true" />} onClick={tryAgain}>
                Try again
              </Button>
            )}
            {walletLinks}
          </>
        }
      />
    );
  } else if (outcome.kind === 'done') {
    const { withdrawal } = outcome;
    const status = WITHDRAWAL_STATUS[withdrawal.status];
    body = (
      <Card data-testid="withdrawal-confirmed">
        <CardBody className="flex flex-col items-center gap-3 py-8 text-center">
          <span className="flex size-16 items-center justify-center rounded-full bg-success/12 text-success">
            <CircleCheck aria-hidden="true" className="size-9" />
          </span>
          <h2 className="text-balance font-extrabold text-xl tracking-tight">
            <Money cents={withdrawal.amount_cents} /> is on its way
          </h2>
          <p className="max-w-sm text-pretty text-muted text-sm">
            We're sending it to {withdrawal.payment_method_label}. Card withdrawals usually arrive within 1 to
            3 business days, depending on your bank.
          </p>
          <Badge tone={status.tone}>{status.label}</Badge>
          <div className="mt-2 flex flex-wrap justify-center gap-2">{walletLinks}</div>
        </CardBody>
      </Card>
    );
  } else {
    body = (
      <div role="status" className="flex items-center justify-center gap-3 py-10 text-muted">
        <Spinner label={null} />
        Confirming your withdrawal…
      </div>
    );
  }

  return (
    <div data-page="withdrawal-confirmation" className="mx-auto flex w-full max-w-xl flex-col gap-5">
      <header className="flex flex-col gap-1">
        <p className="font-semibold text-brand text-xs uppercase tracking-wider">Wallet</p>
        <h1 className="font-extrabold text-2xl tracking-tight sm:text-3xl">Confirm your withdrawal</h1>
      </header>
      {body}
    </div>
  );
}
