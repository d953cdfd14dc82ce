import { OwedNotice } from '../owed/owed-notice.tsx';
import { WalletSummary } from '../shared/wallet-summary.tsx';
import { WithdrawSection } from '../withdraw/withdraw-section.tsx';

/** `/account/wallet`: the balances, anything owed of a corrected result, the withdraw form and the withdrawals so far. */
export function WalletAccountSection() {
  return (
    <div data-section="wallet" className="flex flex-col gap-6">
      <WalletSummary current="withdraw" wide />
      <OwedNotice />
      <WithdrawSection />
    </div>
  );
}
