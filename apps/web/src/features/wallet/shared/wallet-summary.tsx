import { ArrowDownToLine, ArrowUpFromLine, Receipt } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BalanceAmount } from '../../../shared/balance/index.ts';
import { Card, CardBody, cn, Money, Skeleton } from '../../../shared/ui/index.ts';
import { WALLET_PATHS } from '../paths.ts';
import { useWallet } from './use-wallet.ts';

function Figure({ label, hint, children }: { label: ReactNode; hint?: ReactNode; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-3 py-2.5 md:group-data-[wide]:flex-col md:group-data-[wide]:items-start md:group-data-[wide]:gap-0.5 md:group-data-[wide]:py-0">
      <dt className="flex flex-col text-muted text-sm">
        {label}
        {hint && <span className="text-xs">{hint}</span>}
      </dt>
      <dd className="font-semibold text-sm md:group-data-[wide]:text-lg">{children}</dd>
    </div>
  );
}

const amountOr = (value: number | undefined | null) =>
  value === undefined || value === null ? <Skeleton className="h-4 w-16" /> : <Money cents={value} />;

const ACTIONS = [
  { to: WALLET_PATHS.deposit, label: 'Deposit', icon: ArrowDownToLine, key: 'deposit' },
  { to: WALLET_PATHS.withdraw, label: 'Withdraw', icon: ArrowUpFromLine, key: 'withdraw' },
  { to: WALLET_PATHS.history, label: 'History', icon: Receipt, key: 'history' },
] as const;

export interface WalletSummaryProps {
  /** Links to the other wallet actions (not in a webview, which has its own navigation). */
  links?: boolean;
  /** Which action this page is, so its own link is left out. */
  current?: 'deposit' | 'withdraw';
  /** The figures in one row on wide screens (a page's full width rather than a side column). */
  wide?: boolean;
  className?: string;
}

/** The balance (cash, then any promo credit), held withdrawals and lifetime deposits, to the cent. */
export function WalletSummary({ links = true, current, wide = false, className }: WalletSummaryProps) {
  const { wallet, lifetimeDeposits } = useWallet();
  const actions = ACTIONS.filter((action) => action.key !== current);
  return (
    <Card className={cn('group', className)} data-testid="wallet-summary" data-wide={wide || undefined}>
      <CardBody className="flex flex-col gap-1 md:group-data-[wide]:flex-row md:group-data-[wide]:items-center md:group-data-[wide]:gap-8">
        <div className="flex flex-col gap-1">
          <span className="font-semibold text-muted text-xs uppercase tracking-wider">Balance</span>
          <span data-testid="cash-balance">
            {wallet ? (
              <BalanceAmount balance={wallet} size="lg" stacked align="start" />
            ) : (
              <Skeleton className="h-9 w-32" />
            )}
          </span>
          {wallet && wallet.promo > 0 && (
            <span className="text-muted text-xs">Promo credit plays like cash but cannot be withdrawn.</span>
          )}
        </div>
        <dl className="mt-2 flex flex-col divide-y divide-border border-border border-t md:group-data-[wide]:mt-0 md:group-data-[wide]:flex-1 md:group-data-[wide]:flex-row md:group-data-[wide]:gap-8 md:group-data-[wide]:divide-y-0 md:group-data-[wide]:border-t-0">
          {wallet && wallet.owed > 0 && (
            <Figure label="Owed" hint="Paid from your next winnings">
              <span data-testid="owed-figure">
                <Money cents={-wallet.owed} />
              </span>
            </Figure>
          )}
          {wallet && wallet.pendingWithdrawal > 0 && (
            <Figure label="Pending withdrawals">
              <Money cents={wallet.pendingWithdrawal} />
            </Figure>
          )}
          <Figure label="Lifetime deposits">
            <span data-testid="lifetime-deposits">{amountOr(lifetimeDeposits)}</span>
          </Figure>
        </dl>
        {links && (
          <nav
            aria-label="Wallet"
            className={cn(
              'mt-3 grid gap-2 md:group-data-[wide]:mt-0 md:group-data-[wide]:flex',
              actions.length === 3 ? 'grid-cols-3' : 'grid-cols-2',
            )}
          >
            {actions.map(({ to, label, icon: Icon }) => (
              <Link
                key={to}
                to={to}
                className={cn(
                  'flex flex-col items-center gap-1 rounded-xl border border-border bg-surface-2/60 px-2 py-2.5',
                  'font-semibold text-xs transition-colors hover:border-border-strong hover:bg-surface-2',
                  'md:group-data-[wide]:min-w-24',
                )}
              >
                <Icon aria-hidden="true" className="size-[18px] text-brand" />
                {label}
              </Link>
            ))}
          </nav>
        )}
      </CardBody>
    </Card>
  );
}
