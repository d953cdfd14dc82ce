import { WalletSummary } from '../shared/wallet-summary.tsx';
import { WithdrawSection } from '../withdraw/withdraw-section.tsx';

/** `/account/wallet`: the balances, the withdraw form and the withdrawals so far. */
export function WalletAccountSection() {
  return (
    <div data-section="wallet" className="flex flex-col gap-6">
      <WalletSummary current="withdraw" wide />
      <WithdrawSection />
    </div>
  );
}
