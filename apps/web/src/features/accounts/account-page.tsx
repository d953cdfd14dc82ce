import { UserRound } from 'lucide-react';
import { useParams } from 'react-router';
import { PlannedScreen } from '../../shared/planned-screen/index.ts';
import { ThemeChoicePicker } from '../../shared/theme/index.ts';
import { Card, CardBody, CardHeader, Tabs } from '../../shared/ui/index.ts';

const SECTIONS = [
  { value: 'profile', label: 'Profile' },
  { value: 'security', label: 'Security' },
  { value: 'payment-methods', label: 'Payment methods' },
  { value: 'transactions', label: 'Transactions' },
  { value: 'responsible-gaming', label: 'Responsible gaming' },
  { value: 'tax', label: 'Tax documents' },
  { value: 'verification', label: 'Verification' },
  { value: 'referrals', label: 'Refer a friend' },
  { value: 'close', label: 'Close account' },
] as const;

const HIGHLIGHTS: Record<(typeof SECTIONS)[number]['value'], string[]> = {
  profile: ['Your username, email and state of residence', 'Change your email with a confirmation link'],
  security: [
    'Change your password',
    'Two-factor authentication with a QR code and recovery codes',
    'Active sessions, with sign-out for each device',
  ],
  'payment-methods': [
    'Saved cards with their brand',
    'Online banking connections',
    'Remove a method at any time',
  ],
  transactions: ['Every deposit, entry, payout and withdrawal', 'Filters by type and date, and CSV export'],
  'responsible-gaming': [
    'Deposit, entry and time limits, with the pending-increase state',
    'Time-outs and self-exclusion, with a clear confirmation step',
  ],
  tax: ['Your W-9 details', '1099 forms to download each year'],
  verification: ['Your identity verification status', 'Upload documents when we need them'],
  referrals: ['Your referral link and code', 'Friends who joined and the bonuses earned'],
  close: ['Close your account after withdrawing your balance', 'What happens to your data'],
};

/** `/account/*`: profile, security, payments, history, limits, tax, verification, referrals. */
export function AccountPage() {
  const { '*': rest = '' } = useParams();
  const current = SECTIONS.find((section) => rest.startsWith(section.value)) ?? SECTIONS[0];
  return (
    <PlannedScreen
      section="Account"
      title={current.value === 'profile' ? 'Your account' : current.label}
      subtitle="Everything about your Kennel account in one place."
      icon={<UserRound aria-hidden="true" />}
      highlights={HIGHLIGHTS[current.value]}
      links={[
        { to: '/deposit', label: 'Deposit' },
        { to: '/responsible-gaming-resources', label: 'Responsible gaming resources' },
      ]}
    >
      <Tabs
        label="Account sections"
        value={current.value}
        items={SECTIONS.map((section) => ({ ...section, to: `/account/${section.value}` }))}
      />
      {current.value === 'profile' && (
        <Card>
          <CardHeader title="Appearance" subtitle="Choose how Kennel looks on this device." as="h2" />
          <CardBody>
            <ThemeChoicePicker className="max-w-md" />
          </CardBody>
        </Card>
      )}
    </PlannedScreen>
  );
}
