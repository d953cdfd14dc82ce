import { cents } from '@kennel/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useHttpClient } from '../../shared/api/index.ts';
import { walletQueryOptions } from '../../shared/api/wallet.ts';
import { BalanceAmount } from '../../shared/balance/index.ts';
import { buttonClasses, Loadable, Money } from '../../shared/ui/index.ts';
import { DashboardBlock } from './dashboard-block.tsx';

const NO_MONEY = { balance: cents(0), promo: cents(0) };

/** The balance (moved live by the wallet snapshot into the shared cache) and pending withdrawals. */
export function BalanceBlock() {
  const http = useHttpClient();
  const wallet = useQuery(walletQueryOptions(http));
  return (
    <DashboardBlock title="Balance" link={{ to: '/account/wallet', label: 'Wallet' }}>
      <Loadable
        compact
        pending={wallet.isPending}
        error={wallet.error}
        onRetry={() => void wallet.refetch()}
        what="Your balance"
      >
        {() => (
          <div className="flex flex-1 flex-col gap-3">
            <span data-testid="dashboard-balance">
              <BalanceAmount balance={wallet.data ?? NO_MONEY} size="lg" stacked align="start" />
            </span>
            <dl className="grid grid-cols-2 gap-2 text-sm">
              <div>
                <dt className="text-muted text-xs">Pending withdrawal</dt>
                <dd className="font-semibold">
                  <Money cents={wallet.data?.pendingWithdrawal ?? 0} />
                </dd>
              </div>
            </dl>
            <Link to="/deposit" className={buttonClasses({ size: 'sm', className: 'mt-auto self-start' })}>
              Deposit
            </Link>
          </div>
        )}
      </Loadable>
    </DashboardBlock>
  );
}
