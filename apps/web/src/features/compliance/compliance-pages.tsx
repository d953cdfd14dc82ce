import { FileSpreadsheet, ScanFace } from 'lucide-react';
import { useLocation } from 'react-router';
import { PlannedScreen } from '../../shared/planned-screen/index.ts';

/** `/verification`, `/verification/docv` and `/m/verification`: identity check, then documents if needed. */
export function VerificationPage() {
  const documentStep = useLocation().pathname.endsWith('/docv');
  return (
    <PlannedScreen
      section="Verification"
      title={documentStep ? 'Upload your ID' : 'Verify your identity'}
      subtitle={
        documentStep
          ? 'We could not confirm your details automatically. A photo of your ID finishes the check.'
          : 'The law requires us to confirm who you are before you deposit or play.'
      }
      icon={<ScanFace aria-hidden="true" />}
      highlights={
        documentStep
          ? [
              'Photos of the front and back of your ID',
              'Tips for a clear, readable photo',
              'Status: pending, approved or rejected',
            ]
          : [
              'Your legal name, address, date of birth and the last digits of your SSN',
              'Most checks finish in seconds',
              'A document upload if the first check fails',
              'Your verification status at any time',
            ]
      }
      links={[
        ...(documentStep ? [] : [{ to: '/verification/docv', label: 'Upload ID instead' }]),
        { to: '/account/verification', label: 'Verification status' },
      ]}
    />
  );
}

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
