import type { Deposit } from '@kennel/core';
import { ShieldCheck } from 'lucide-react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useDocumentTitle } from '../../../shared/planned-screen/index.ts';
import { SignedInOnly } from '../../../shared/session/index.ts';
import { PageHeader } from '../../../shared/ui/index.ts';
import { isWebviewPath } from '../paths.ts';
import { WalletSummary } from '../shared/wallet-summary.tsx';
import { dollarsForPath } from './amount.ts';
import { DepositForm } from './deposit-form.tsx';
import { LocatedWhereOffered } from './location-notice.tsx';
import { SandboxTestCards } from './sandbox-test-cards.tsx';
import { VerifiedEmailFirst } from './verify-email-first.tsx';

/** What the success page can show beyond the amount in its address. */
export interface DepositSuccessState {
  depositId: string;
  promoCreditCents: number;
}

function useDepositNavigation() {
  const navigate = useNavigate();
  const webview = isWebviewPath(useLocation().pathname);
  return {
    webview,
    onDeposited: (deposit: Deposit) => {
      const state: DepositSuccessState = {
        depositId: deposit.id,
        promoCreditCents: deposit.promo_credit_cents,
      };
      navigate(`${webview ? '/m' : ''}/deposit-success/${dollarsForPath(deposit.amount_cents)}`, { state });
    },
    onLeaveForBank: (authorizationUrl: string) => window.location.assign(authorizationUrl),
  };
}

function DepositScreen({ title, subtitle, bank }: { title: string; subtitle: string; bank: boolean }) {
  useDocumentTitle(title);
  const { webview, ...events } = useDepositNavigation();
  return (
    <div data-page="deposit" className="flex flex-col">
      <PageHeader eyebrow="Wallet" title={title} subtitle={subtitle} />
      <SignedInOnly what="deposit">
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_340px]">
          <LocatedWhereOffered>
            <VerifiedEmailFirst>
              <DepositForm bank={bank} webview={webview} {...events} />
            </VerifiedEmailFirst>
          </LocatedWhereOffered>
          <aside className="flex flex-col gap-4 lg:sticky lg:top-24" aria-label="Your wallet">
            <WalletSummary links={!webview} current="deposit" />
            <SandboxTestCards />
            <div className="flex items-start gap-3 rounded-2xl border border-border p-4 text-muted text-sm">
              <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
              <p className="text-pretty">
                Only deposit what you can afford to lose. If gaming stops being fun,{' '}
                <Link
                  to={webview ? '/m/responsible-gaming-resources' : '/responsible-gaming-resources'}
                  className="font-semibold text-brand underline-offset-2 hover:underline"
                >
                  free, confidential help
                </Link>{' '}
                is available around the clock.
              </p>
            </div>
          </aside>
        </div>
      </SignedInOnly>
    </div>
  );
}

/** `/deposit` and `/m/deposit`: card (saved or new) or online banking. */
export function DepositPage() {
  return (
    <DepositScreen title="Deposit" subtitle="Add funds to your balance. Card deposits land instantly." bank />
  );
}

/** `/m/credit-card-deposit`: the mobile app's card-only deposit. */
export function CreditCardDepositPage() {
  return (
    <DepositScreen title="Deposit by card" subtitle="Add funds with a debit or credit card." bank={false} />
  );
}
