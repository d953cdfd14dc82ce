import { useDocumentTitle } from '../../../shared/planned-screen/index.ts';
import { SignedInOnly } from '../../../shared/session/index.ts';
import { PageHeader } from '../../../shared/ui/index.ts';
import { TaxDocuments } from './tax-documents.tsx';

/** `/tax` (narrow, navigation hidden) and `/m/tax` (the app's webview): the W-9 and the 1099 forms. */
export function TaxPage() {
  useDocumentTitle('Tax documents');
  return (
    <div data-page="tax" className="flex flex-col gap-6">
      <PageHeader
        flush
        eyebrow="Tax"
        title="Tax documents"
        subtitle="When your net winnings in a year reach the IRS reporting threshold ($2,000 from 2026; $600 before), we need a W-9 from you and send you a 1099-MISC."
      />
      {/* /m/tax is outside the signed-in guard: the app opens it with its session. */}
      <SignedInOnly what="see your tax documents">
        <TaxDocuments />
      </SignedInOnly>
    </div>
  );
}
