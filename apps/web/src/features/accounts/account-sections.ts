import { Gift, KeyRound, type LucideIcon, MonitorSmartphone, UserRound, UserX } from 'lucide-react';
import { type ComponentType, lazy } from 'react';
import { ProfileSection } from './account/profile-section.tsx';
import { ReferralSection } from './account/referral-section.tsx';
import { SecuritySection } from './account/security-section.tsx';
import { SessionsSection } from './account/sessions-section.tsx';

interface SectionBase {
  /** The address segment: `/account/<value>`. */
  value: string;
  label: string;
  /** One line under the label in the phone's section list. */
  summary: string;
  icon: LucideIcon;
}

/**
 * A section of `/account/*`. Other features' sections are added by the app layer
 * (app/account/account-sections.ts), which passes the whole list to AccountPage; `Content` renders
 * inside Suspense, so it may be lazy.
 */
export type AccountSection = SectionBase & { Content: ComponentType };

// Loads when opened: its contract (and zod) stays off the other sections' first load.
const CloseAccountSection = lazy(() =>
  import('./close/close-section.tsx').then((m) => ({ default: m.CloseAccountSection })),
);

/** The accounts feature's own sections; the app layer places other features' sections among them. */
export const OWN_ACCOUNT_SECTIONS = {
  profile: {
    value: 'profile',
    label: 'Profile',
    summary: 'Username, email, state and last login',
    icon: UserRound,
    Content: ProfileSection,
  },
  security: {
    value: 'security',
    label: 'Security',
    summary: 'Password and two-step login',
    icon: KeyRound,
    Content: SecuritySection,
  },
  sessions: {
    value: 'sessions',
    label: 'Sessions',
    summary: 'Devices logged in to your account',
    icon: MonitorSmartphone,
    Content: SessionsSection,
  },
  referrals: {
    value: 'referrals',
    label: 'Refer a friend',
    summary: 'Your invite link',
    icon: Gift,
    Content: ReferralSection,
  },
  close: {
    value: 'close',
    label: 'Close account',
    summary: 'Withdraw and close for good',
    icon: UserX,
    Content: CloseAccountSection,
  },
} satisfies Record<string, AccountSection>;

/** The sections AccountPage shows when the app hands it no list: the accounts feature's own. */
export const DEFAULT_ACCOUNT_SECTIONS: readonly AccountSection[] = Object.values(OWN_ACCOUNT_SECTIONS);

export function accountSectionFor(
  sections: readonly AccountSection[],
  segment: string | undefined,
): AccountSection | undefined {
  return sections.find((section) => section.value === segment);
}
