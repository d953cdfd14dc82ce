import { TaxDocuments } from './tax-documents.tsx';

/** `/account/tax`: the same W-9, net winnings and 1099 forms as `/tax`. */
export function TaxAccountSection() {
  return <TaxDocuments />;
}
