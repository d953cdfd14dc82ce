import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { useSession } from '../../../shared/session/index.ts';
import { buttonClasses } from '../../../shared/ui/index.ts';
import { AuthPage } from '../components/auth-page.tsx';

/** `/password-changed`: the reset worked; every session was ended, so the next step is logging in. */
export function PasswordChangedPage() {
  const session = useSession();
  const signedIn = session.status === 'signed-in';
  return (
    <AuthPage
      page="Password changed"
      title="Password changed"
      subtitle={
        signedIn
          ? 'Your new password is set, and your other devices were logged out.'
          : 'Your new password is set, and every device was logged out for safety. Log in with the new password.'
      }
      icon={<ShieldCheck aria-hidden="true" />}
      iconTone="success"
      footer={
        <>
          Didn’t change it yourself?{' '}
          <Link to="/forgot-password" className="font-semibold text-brand hover:underline">
            Reset it again
          </Link>{' '}
          and contact support.
        </>
      }
    >
      {signedIn ? (
        <Link to="/account/security" className={buttonClasses({ size: 'lg', fullWidth: true })}>
          Back to security settings
        </Link>
      ) : (
        <Link to="/login" className={buttonClasses({ size: 'lg', fullWidth: true })}>
          Log in
        </Link>
      )}
      <p className="text-center text-muted text-sm">
        Tip: turn on two-step login in your security settings for extra protection.
      </p>
    </AuthPage>
  );
}
