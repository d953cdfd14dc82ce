import { MailCheck, Receipt } from 'lucide-react';
import { PlannedScreen } from '../../shared/planned-screen/index.ts';

export function WithdrawalConfirmationPage() {
  return (
    <PlannedScreen
      section="Wallet"
      title="Confirm your withdrawal"
      subtitle="You followed the link we emailed to confirm a withdrawal request."
      icon={<MailCheck aria-hidden="true" />}
      highlights={[
        'The amount and the account the money goes to',
        'Confirmation that the request is on its way',
        'How long the transfer usually takes',
        'Cancel the request if you did not make it',
      ]}
      links={[
        { to: '/login', label: 'Log in to see your balance' },
        { to: '/', label: 'Kennel home' },
      ]}
    />
  );
}

export function TransactionHistoryPage() {
  return (
    <PlannedScreen
      section="Wallet"
      title="Transaction history"
      subtitle="Every movement of money on your account."
      icon={<Receipt aria-hidden="true" />}
      highlights={[
        'Deposits, entry fees, payouts, bonuses and withdrawals',
        'Filters by type and date range',
        'Running balance after each movement',
        'Export to CSV',
      ]}
      links={[{ to: '/m/deposit', label: 'Deposit' }]}
    />
  );
}
