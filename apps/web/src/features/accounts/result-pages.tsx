import { BadgeCheck, CircleCheck, LockOpen, MailCheck, ShieldCheck } from 'lucide-react';
import { PlannedScreen } from '../../shared/planned-screen/index.ts';

export function AccountUnblockedPage() {
  return (
    <PlannedScreen
      section="Account"
      title="Your account is unblocked"
      subtitle="You can log in and play again."
      icon={<CircleCheck aria-hidden="true" />}
      highlights={[
        'Confirmation that the block on your account has been lifted',
        'Log in with your usual email and password',
        'Review your limits before you play',
        'Where to get help if something still looks wrong',
      ]}
      links={[
        { to: '/login', label: 'Log in' },
        { to: '/responsible-gaming-resources', label: 'Responsible gaming' },
      ]}
    />
  );
}

export function AccountUnlockPage() {
  return (
    <PlannedScreen
      section="Account help"
      title="Unlock your account"
      subtitle="Too many log-in attempts lock an account for a while. Here is how to get back in."
      icon={<LockOpen aria-hidden="true" />}
      highlights={[
        'Why your account was locked and for how long',
        'Request an unlock email to get in straight away',
        'Reset your password if you have forgotten it',
        'Contact support if you did not try to log in',
      ]}
      links={[
        { to: '/login', label: 'Back to log in' },
        { to: '/forgot-password', label: 'Reset my password' },
      ]}
    />
  );
}

export function EmailVerifiedPage() {
  return (
    <PlannedScreen
      section="Account"
      title="Email verified"
      subtitle="Thanks, your email address is confirmed."
      icon={<MailCheck aria-hidden="true" />}
      highlights={[
        'Your email is confirmed for receipts and security alerts',
        'Next: verify your identity to deposit and play',
        'Pick up where you left off',
        'Change your email at any time in your account',
      ]}
      links={[
        { to: '/lobby', label: 'Go to the lobby' },
        { to: '/verification', label: 'Verify my identity' },
      ]}
    />
  );
}

export function PasswordChangedPage() {
  return (
    <PlannedScreen
      section="Account"
      title="Password changed"
      subtitle="Your new password is set. Log in with it from now on."
      icon={<ShieldCheck aria-hidden="true" />}
      highlights={[
        'Your other sessions have been signed out for safety',
        'Log in again with the new password',
        'Turn on two-factor authentication for extra protection',
        'Contact support if you did not make this change',
      ]}
      links={[{ to: '/login', label: 'Log in' }]}
    />
  );
}

export function MfaEnrollSuccessPage() {
  return (
    <PlannedScreen
      section="Account security"
      title="Two-factor authentication is on"
      subtitle="Your account now asks for a one-time code when you log in."
      icon={<BadgeCheck aria-hidden="true" />}
      highlights={[
        'Keep your recovery codes somewhere safe',
        'Use your authenticator app at every new log-in',
        'Manage or turn off two-factor authentication in your account',
        'What to do if you lose your phone',
      ]}
      links={[
        { to: '/account/security', label: 'Security settings' },
        { to: '/lobby', label: 'Go to the lobby' },
      ]}
    />
  );
}
