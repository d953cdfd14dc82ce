import { Link } from 'react-router';
import { useDocumentTitle } from '../../shared/planned-screen/index.ts';
import { GAME_PRODUCTS } from '../../shared/products/index.ts';
import { useSession } from '../../shared/session/index.ts';
import { buttonClasses, PageHeader } from '../../shared/ui/index.ts';
import { BalanceBlock } from './balance-block.tsx';
import { DraftsBlock } from './drafts-block.tsx';
import { EntriesBlock } from './entries-block.tsx';
import { LimitsBlock } from './limits-block.tsx';
import { ResultsBlock } from './results-block.tsx';

/** `/dashboard`: the user's money, entries, drafts, results and limits at a glance. */
export function DashboardPage() {
  useDocumentTitle('Dashboard');
  const session = useSession();
  return (
    <div className="flex flex-col gap-4 sm:gap-5">
      <PageHeader
        flush
        eyebrow="Home"
        title={session.user ? `Hi, ${session.user.username}` : 'Dashboard'}
        subtitle="Your balance, entries and drafts at a glance."
        actions={GAME_PRODUCTS.map((product, index) => (
          <Link
            key={product.gameType}
            to={product.play.to}
            className={buttonClasses({ size: 'sm', variant: index === 0 ? 'primary' : 'secondary' })}
          >
            {product.play.callToAction}
          </Link>
        ))}
      />
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        <BalanceBlock />
        {/* Second: a pick on the clock is the most urgent thing on the page. */}
        <DraftsBlock />
        <EntriesBlock />
        <ResultsBlock />
        <LimitsBlock />
      </div>
    </div>
  );
}
