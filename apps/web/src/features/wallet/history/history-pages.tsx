import { useParams, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../shared/planned-screen/index.ts';
import { SignedInOnly } from '../../../shared/session/index.ts';
import { PageHeader } from '../../../shared/ui/index.ts';
import type { HistoryFilters } from '../api/wallet-api.ts';
import { OwedNotice } from '../owed/owed-notice.tsx';
import { filtersFromSearch, searchFromFilters } from './history-filters.ts';
import { TransactionHistory } from './transaction-history.tsx';

/** The history with its filters kept in the address, so Back and a shared link keep them. */
function useFiltersInAddress(pathType?: string) {
  const [search, setSearch] = useSearchParams();
  const filters = filtersFromSearch(search, pathType);
  return {
    filters,
    onFiltersChange: (next: HistoryFilters) => {
      const nextSearch = searchFromFilters(next);
      // An empty type overrides the type in the path (`/deposits`) when the player picks "All".
      if (pathType && !next.type) nextSearch.set('type', '');
      setSearch(nextSearch, { replace: true });
    },
  };
}

/** `/m/transaction-history/*`: the mobile app's history; `/m/transaction-history/deposits` opens filtered. */
export function TransactionHistoryPage() {
  useDocumentTitle('Transaction history');
  const { '*': rest } = useParams();
  const props = useFiltersInAddress(rest);
  return (
    <div data-page="transaction-history" className="flex flex-col">
      <PageHeader
        eyebrow="Wallet"
        title="Transaction history"
        subtitle="Every movement of money on your account."
      />
      <SignedInOnly what="see your transactions">
        <OwedNotice historyLink={false} className="mb-6" />
        <TransactionHistory {...props} />
      </SignedInOnly>
    </div>
  );
}

/** The account area's Transactions section. */
export function AccountTransactionsSection() {
  const props = useFiltersInAddress();
  return (
    <div className="flex flex-col gap-6">
      <OwedNotice historyLink={false} />
      <TransactionHistory {...props} />
    </div>
  );
}
