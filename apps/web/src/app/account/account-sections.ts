import { BellRing, CreditCard, FileText, IdCard, ReceiptText, ShieldCheck, Wallet } from 'lucide-react';
import { lazy } from 'react';
import {
  type AccountSection,
  OWN_ACCOUNT_SECTIONS as own,
} from '../../features/accounts/account-sections.ts';

// Sections other features fill; each loads the first time it is opened.
const WalletAccountSection = lazy(() =>
  import('../../features/wallet/account/wallet-section.tsx').then((m) => ({
    default: m.WalletAccountSection,
  })),
);
const PaymentMethodsSection = lazy(() =>
  import('../../features/wallet/payment-methods/payment-methods-section.tsx').then((m) => ({
    default: m.PaymentMethodsSection,
  })),
);
const TransactionsSection = lazy(() =>
  import('../../features/wallet/history/history-pages.tsx').then((m) => ({
    default: m.AccountTransactionsSection,
  })),
);
const ResponsibleGamingSection = lazy(() =>
  import('../../features/responsible-gaming/limits/limits-pages.tsx').then((m) => ({
    default: m.LimitsAccountSection,
  })),
);
const VerificationSection = lazy(() =>
  import('../../features/compliance/verification/verification-section.tsx').then((m) => ({
    default: m.VerificationAccountSection,
  })),
);

const NotificationsSection = lazy(() =>
  import('../../features/notifications/preferences-section.tsx').then((m) => ({
    default: m.NotificationsAccountSection,
  })),
);

const TaxSection = lazy(() =>
  import('../../features/compliance/tax/tax-section.tsx').then((m) => ({
    default: m.TaxAccountSection,
  })),
);

/** Every account section, in the order the tabs and the phone list show them. */
export const ACCOUNT_SECTIONS: readonly AccountSection[] = [
  own.profile,
  own.security,
  own.sessions,
  own.referrals,
  {
    value: 'notifications',
    label: 'Notifications',
    summary: 'Which notices also come by email',
    icon: BellRing,
    Content: NotificationsSection,
  },
  {
    value: 'wallet',
    label: 'Wallet',
    summary: 'Balance, withdrawals and lifetime deposits',
    icon: Wallet,
    Content: WalletAccountSection,
  },
  {
    value: 'payment-methods',
    label: 'Payment methods',
    summary: 'Saved cards',
    icon: CreditCard,
    Content: PaymentMethodsSection,
  },
  {
    value: 'transactions',
    label: 'Transactions',
    summary: 'Deposits, entries, payouts and withdrawals',
    icon: ReceiptText,
    Content: TransactionsSection,
  },
  {
    value: 'responsible-gaming',
    label: 'Responsible gaming',
    summary: 'Deposit and spend limits, time-outs and self-exclusion',
    icon: ShieldCheck,
    Content: ResponsibleGamingSection,
  },
  {
    value: 'tax',
    label: 'Tax documents',
    summary: 'W-9 details and 1099 forms',
    icon: FileText,
    Content: TaxSection,
  },
  {
    value: 'verification',
    label: 'Verification',
    summary: 'Identity verification status',
    icon: IdCard,
    Content: VerificationSection,
  },
  own.close,
];
