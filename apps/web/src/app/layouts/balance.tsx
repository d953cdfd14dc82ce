import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useHttpClient, walletQueryOptions } from '../../shared/api/index.ts';
import { BalanceAmount } from '../../shared/balance/index.ts';
import { useWebConfig } from '../../shared/config/index.ts';
import { useRememberedLocation } from '../../shared/location/index.ts';
import { useLiveWallet, useSettlementNotices } from '../../shared/realtime/index.ts';
import { useSession } from '../../shared/session/index.ts';
import { buttonClasses, Skeleton } from '../../shared/ui/index.ts';

/** The signed-in user's balance, with the Deposit button unless the page hides navigation. */
export function Balance({ showDeposit }: { showDeposit: boolean }) {
  const http = useHttpClient();
  const session = useSession();
  const signedIn = session.status === 'signed-in';
  const wallet = useQuery({ ...walletQueryOptions(http), enabled: signedIn });
  // Pushes from /v1/ws write into the same cache entry, so the amount changes live.
  useLiveWallet(signedIn, useWebConfig().apiBaseUrl);
  // Each pick'em entry that settles is told once, with a toast.
  useSettlementNotices(signedIn);
  // Where the player is, checked on each page load and kept under the location key.
  useRememberedLocation(signedIn);
  let amount = <Skeleton className="h-4 w-14" />;
  if (wallet.data) amount = <BalanceAmount balance={wallet.data} size="sm" stacked />;
  else if (wallet.data === null || wallet.isError) {
    amount = (
      <span className="font-bold text-muted text-sm" title="Balance unavailable">
        <span aria-hidden="true">—</span>
        <span className="sr-only">Balance unavailable</span>
      </span>
    );
  }
  return (
    <div data-testid="balance" className="flex items-center gap-2.5">
      <div className="flex flex-col items-end leading-tight">
        <span className="font-semibold text-[10px] text-muted uppercase tracking-wider">Balance</span>
        {amount}
      </div>
      {showDeposit && (
        <Link to="/deposit" className={buttonClasses({ size: 'sm' })}>
          Deposit
        </Link>
      )}
    </div>
  );
}
