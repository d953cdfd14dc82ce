import {
  CreditCard,
  FileText,
  Gift,
  IdCard,
  KeyRound,
  type LucideIcon,
  MonitorSmartphone,
  ReceiptText,
  ShieldCheck,
  UserRound,
  UserX,
  Wallet,
} from 'lucide-react';
import { type ComponentType, lazy } from 'react';
import { ProfileSection } from './account/profile-section.tsx';
import { ReferralSection } from './account/referral-section.tsx';
import { SecuritySection } from './account/security-section.tsx';
import { SessionsSection } from './account/sessions-section.tsx';

// Sections other features fill; each loads the first time it is opened.
const WalletAccountSection = lazy(() =>
  import('../wallet/account/wallet-section.tsx').then((m) => ({ default: m.WalletAccountSection })),
);
const PaymentMethodsSection = lazy(() =>
  import('../wallet/payment-methods/payment-methods-section.tsx').then((m) => ({
    default: m.PaymentMethodsSection,
  })),
);
const TransactionsSection = lazy(() =>
  import('../wallet/history/history-pages.tsx').then((m) => ({ default: m.AccountTransactionsSection })),
);
const VerificationSection = lazy(() =>
  import('../compliance/verification/verification-section.tsx').then((m) => ({
    default: m.VerificationAccountSection,
  })),
);

interface SectionBase {
  /** The address segment: `/account/<value>`. */
  value: string;
  label: string;
  /** One line under the label in the phone's section list. */
  summary: string;
  icon: LucideIcon;
}

/**
 * A section of `/account/*`. A built section has `Content`; one still to come lists what it will hold.
 * Another feature fills its own section by giving it `Content`, preferably
 * `lazy(() => import('../<feature>/<section>.tsx'))` so the account page stays small; it renders inside Suspense.
 */
export type AccountSection = SectionBase & ({ Content: ComponentType } | { planned: readonly string[] });

/** Every account section, in the order the tabs and the phone list show them. */
export const ACCOUNT_SECTIONS: readonly AccountSection[] = [
  {
    value: 'profile',
    label: 'Profile',
    summary: 'Username, email, state and last login',
    icon: UserRound,
    Content: ProfileSection,
  },
  {
    value: 'security',
    label: 'Security',
    summary: 'Password and two-step login',
    icon: KeyRound,
    Content: SecuritySection,
  },
  {
    value: 'sessions',
    label: 'Sessions',
    summary: 'Devices logged in to your account',
    icon: MonitorSmartphone,
    Content: SessionsSection,
  },
  {
    value: 'referrals',
    label: 'Refer a friend',
    summary: 'Your invite link',
    icon: Gift,
    Content: ReferralSection,
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
    summary: 'Coming soon: limits and breaks from play',
    icon: ShieldCheck,
    planned: [
      'Deposit, entry and time limits, with the pending-increase state',
      'Time-outs and self-exclusion, with a clear confirmation step',
    ],
  },
  {
    value: 'tax',
    label: 'Tax documents',
    summary: 'W-9 details and 1099 forms',
    icon: FileText,
    planned: ['Your W-9 details', '1099 forms to download each year'],
  },
  {
    value: 'verification',
    label: 'Verification',
    summary: 'Identity verification status',
    icon: IdCard,
    Content: VerificationSection,
  },
  {
    value: 'close',
    label: 'Close account',
    summary: 'Withdraw and close for good',
    icon: UserX,
    planned: ['Close your account after withdrawing your balance', 'What happens to your data'],
  },
];

export function accountSectionFor(segment: string | undefined): AccountSection | undefined {
  return ACCOUNT_SECTIONS.find((section) => section.value === segment);
}
