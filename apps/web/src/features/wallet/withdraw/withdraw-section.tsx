import { useQuery } from '@tanstack/react-query';
import { ScanFace } from 'lucide-react';
import { Link } from 'react-router';
import { isApiRequestError, useHttpClient } from '../../../shared/api/index.ts';
import { Button, buttonClasses, Card, CardBody, CardHeader, SkeletonText } from '../../../shared/ui/index.ts';
import { verificationQueryOptions } from '../api/wallet-api.ts';
import { WALLET_PATHS } from '../paths.ts';
import { ProblemPanel } from '../shared/problem-panel.tsx';
import { useWallet } from '../shared/use-wallet.ts';
import { WithdrawForm } from './withdraw-form.tsx';
import { WithdrawalList } from './withdrawal-list.tsx';

const VERIFY_FIRST_HEADING = 'Verify your identity to withdraw';

/** The status's message under the heading, without its first sentence when that is the heading again. */
function detailUnder(heading: string, message: string): string {
  return message.startsWith(heading) ? message.slice(heading.length).replace(/^[.!\s]+/, '') : message;
}

/** Before the first withdrawal the law needs to know who is being paid. */
function VerifyFirst({ status, message }: { status: string; message: string }) {
  const waiting = status === 'pending';
  const next = `${WALLET_PATHS.verification}?${new URLSearchParams({ next: WALLET_PATHS.withdraw })}`;
  return (
    <div
      data-testid="verify-first"
      className="flex flex-col items-start gap-3 rounded-2xl border border-warning/40 bg-warning/8 p-4 sm:flex-row sm:items-center"
    >
      <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-warning/15 text-warning">
        <ScanFace aria-hidden="true" className="size-6" />
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h3 className="font-bold text-sm">{VERIFY_FIRST_HEADING}</h3>
        <p className="text-pretty text-sm text-text/80">
          {detailUnder(VERIFY_FIRST_HEADING, message)} We ask once, before your first withdrawal, as the law
          requires of every real-money operator.
        </p>
      </div>
      <Link
        to={next}
        className={buttonClasses({ variant: waiting ? 'secondary' : 'primary', className: 'shrink-0' })}
      >
        {status === 'needs_document' ? 'Upload your ID' : waiting ? 'See status' : 'Verify identity'}
      </Link>
    </div>
  );
}

/** The account's wallet section: withdraw to a card (identity verified first) and the withdrawals so far. */
export function WithdrawSection() {
  const http = useHttpClient();
  const { wallet } = useWallet();
  const verification = useQuery(verificationQueryOptions(http));
  let body = <SkeletonText lines={5} />;
  if (verification.isError) {
    body = (
      <ProblemPanel
        error={
          isApiRequestError(verification.error)
            ? verification.error.clientError
            : { message: verification.error.message }
        }
        actions={<Button onClick={() => void verification.refetch()}>Try again</Button>}
      />
    );
  } else if (verification.data && verification.data.status !== 'approved') {
    body = <VerifyFirst status={verification.data.status} message={verification.data.message} />;
  } else if (verification.data && wallet) {
    body = <WithdrawForm balanceCents={wallet.balance} owedCents={wallet.owed} />;
  }
  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardHeader
          as="h2"
          title="Withdraw"
          subtitle="Cash goes back to a card you deposited with. Promo credit can't be withdrawn."
        />
        <CardBody>{body}</CardBody>
      </Card>
      <Card>
        <CardHeader
          as="h2"
          title="Withdrawals"
          subtitle="Cancel a withdrawal any time before you confirm it."
        />
        <CardBody>
          <WithdrawalList />
        </CardBody>
      </Card>
    </div>
  );
}
