import { cents } from '@kennel/core';
import { CircleCheck, CreditCard, Landmark, Wallet } from 'lucide-react';
import { useParams } from 'react-router';
import { PlannedScreen } from '../../shared/planned-screen/index.ts';
import { Card, CardBody, Money } from '../../shared/ui/index.ts';

const DEPOSIT_HIGHLIGHTS = [
  'Preset amounts or a custom amount',
  'Pay by saved or new card (card brand shown) or online banking',
  'Your lifetime deposits and the deposit limits you have left',
  'A failed card payment can be retried with another processor',
];

export function DepositPage() {
  return (
    <PlannedScreen
      section="Wallet"
      title="Deposit"
      subtitle="Add funds to your Kennel balance."
      icon={<Wallet aria-hidden="true" />}
      highlights={DEPOSIT_HIGHLIGHTS}
      links={[
        { to: '/lobby', label: 'Back to the lobby' },
        { to: '/account/responsible-gaming', label: 'My deposit limits' },
        { to: '/account/payment-methods', label: 'Payment methods' },
      ]}
    />
  );
}

export function CreditCardDepositPage() {
  return (
    <PlannedScreen
      section="Wallet"
      title="Deposit by card"
      subtitle="Add funds with a debit or credit card."
      icon={<CreditCard aria-hidden="true" />}
      highlights={[
        'Card details are tokenised by the payment processor; Kennel never sees the full number',
        'Saved cards show their brand and last four digits',
        'Deposit limits you have left, before you pay',
        'A failed payment can be retried with another processor',
      ]}
      links={[{ to: '/m/deposit', label: 'Other ways to deposit' }]}
    />
  );
}

/** The amount in the address, in dollars (for example "50" or "25.50"). */
export function depositAmountCents(amount: string | undefined): number | null {
  if (!amount || !/^\d+(\.\d{1,2})?$/.test(amount)) return null;
  return cents(Math.round(Number(amount) * 100));
}

export function DepositSuccessPage() {
  const amount = depositAmountCents(useParams().amount);
  return (
    <PlannedScreen
      section="Wallet"
      title="Deposit successful"
      subtitle="Your funds are in your balance and ready to play."
      icon={<CircleCheck aria-hidden="true" />}
      highlights={[
        'Your new balance',
        'A receipt in your transaction history',
        'Jump straight into a draft or pick’em',
      ]}
      links={[
        { to: '/lobby', label: 'Go to the lobby' },
        { to: '/pick-em', label: 'Make picks' },
      ]}
    >
      {amount !== null && (
        <Card>
          <CardBody className="flex items-center justify-between gap-4">
            <span className="text-muted">Amount deposited</span>
            <Money cents={amount} className="font-extrabold text-2xl" />
          </CardBody>
        </Card>
      )}
    </PlannedScreen>
  );
}

export function TrustlyLoadingDepositPage() {
  return (
    <PlannedScreen
      section="Wallet"
      title="Waiting for your bank"
      subtitle="Keep this page open while your bank confirms the transfer."
      icon={<Landmark aria-hidden="true" />}
      highlights={[
        'Live status of your online banking transfer',
        'Your balance updates as soon as the bank confirms',
        'What to do if it takes longer than expected',
      ]}
      links={[
        { to: '/deposit', label: 'Back to deposit' },
        { to: '/lobby', label: 'Go to the lobby' },
      ]}
    />
  );
}

export function TrustlyCancelDepositPage() {
  return (
    <PlannedScreen
      section="Wallet"
      title="Deposit cancelled"
      subtitle="You cancelled the bank transfer. Nothing was charged."
      icon={<Landmark aria-hidden="true" />}
      highlights={['No money left your bank account', 'Try again, or choose another way to deposit']}
      links={[
        { to: '/deposit', label: 'Try again' },
        { to: '/lobby', label: 'Go to the lobby' },
      ]}
    />
  );
}
