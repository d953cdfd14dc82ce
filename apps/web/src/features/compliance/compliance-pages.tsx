import { FileSpreadsheet } from 'lucide-react';
import { PlannedScreen } from '../../shared/planned-screen/index.ts';

/** `/tax` and `/m/tax`: W-9 details and the 1099 forms to download. */
export function TaxPage() {
  return (
    <PlannedScreen
      section="Tax"
      title="Tax information"
      subtitle="Your W-9 details and yearly tax forms."
      icon={<FileSpreadsheet aria-hidden="true" />}
      highlights={[
        'A W-9 form: legal name, address and taxpayer identification number',
        'Your 1099 forms, ready to download each year',
        'When we need your tax details and why',
      ]}
      links={[{ to: '/account/tax', label: 'Tax documents in your account' }]}
    />
  );
}
