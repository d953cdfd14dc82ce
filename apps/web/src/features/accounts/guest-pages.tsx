import { KeyRound, LogIn, MailCheck, UserPlus } from 'lucide-react';
import { PlannedScreen } from '../../shared/planned-screen/index.ts';

export function LoginPage() {
  return (
    <PlannedScreen
      section="Welcome back"
      title="Log in"
      subtitle="Log in to draft, make picks and follow your entries live."
      icon={<LogIn aria-hidden="true" />}
      highlights={[
        'Email and password, with a clear message when something is wrong',
        'A one-time code step when two-factor authentication is on',
        'Help to unlock your account after too many attempts',
        'Back to the page you were on once you are in',
      ]}
      links={[
        { to: '/register', label: 'Create an account' },
        { to: '/forgot-password', label: 'Forgot password?' },
        { to: '/account-unlock', label: 'Unlock my account' },
      ]}
    />
  );
}

export function RegisterPage() {
  return (
    <PlannedScreen
      section="Join Kennel"
      title="Create your account"
      subtitle="It takes a minute. You must be of legal age in a state where Kennel is available."
      icon={<UserPlus aria-hidden="true" />}
      highlights={[
        'Email, username (checked live as you type) and password',
        'Date of birth and state of residence, checked against the rules',
        'An optional promo code or a friend’s referral code',
        'A referral link you followed fills the code in for you',
      ]}
      links={[
        { to: '/login', label: 'I already have an account' },
        { to: '/promos', label: 'See current promos' },
        { to: '/legality-underdog-contests', label: 'Where you can play' },
      ]}
    />
  );
}

export function ForgotPasswordPage() {
  return (
    <PlannedScreen
      section="Account help"
      title="Reset your password"
      subtitle="We will email you a link to choose a new password."
      icon={<KeyRound aria-hidden="true" />}
      highlights={[
        'Enter the email address on your account',
        'A reset link that works once and expires quickly',
        'Choose a new password, then log in again',
        'What to do if the email does not arrive',
      ]}
      links={[
        { to: '/login', label: 'Back to log in' },
        { to: '/register', label: 'Create an account' },
      ]}
    />
  );
}

export function LoginConfirmationPage() {
  return (
    <PlannedScreen
      section="Account security"
      title="Check your email"
      subtitle="We noticed a log-in from a new device and sent you a confirmation link."
      icon={<MailCheck aria-hidden="true" />}
      highlights={[
        'Open the link in the email to finish logging in',
        'The link expires soon for your security',
        'Send the email again if it did not arrive',
        'Not you? Reset your password straight away',
      ]}
      links={[
        { to: '/login', label: 'Back to log in' },
        { to: '/forgot-password', label: 'Reset my password' },
      ]}
    />
  );
}
