import { BadgeCheck, KeyRound, Smartphone } from 'lucide-react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../shared/planned-screen/index.ts';
import { buttonClasses, Card, Logo } from '../../../shared/ui/index.ts';

/** `/mfa-enroll-success` (also a mobile-app webview, so it brings its own frame): two-step login is on. */
export function MfaEnrollSuccessPage() {
  useDocumentTitle('Two-step login is on');
  return (
    <div
      data-page="MFA enrolled"
      className="flex min-h-[calc(100dvh-2.5rem)] flex-col items-center justify-center gap-6 py-6"
    >
      <Logo size={26} />
      <Card className="w-full max-w-md px-5 py-7 sm:px-8 sm:py-9">
        <div className="flex flex-col items-center gap-3 text-center">
          <div className="flex size-14 items-center justify-center rounded-2xl bg-success/12 text-success [&_svg]:size-7">
            <BadgeCheck aria-hidden="true" />
          </div>
          <h1 className="text-balance font-extrabold text-2xl tracking-tight sm:text-[28px]">
            Two-step login is on
          </h1>
          <p className="text-pretty text-muted text-sm sm:text-[15px]">
            From now on, logging in to Kennel on a new session asks for a code from your authenticator app.
          </p>
        </div>
        <ul className="mt-6 flex flex-col gap-3 text-sm">
          <li className="flex gap-3">
            <Smartphone aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand" />
            <span>Keep the authenticator app on your phone; the code changes every 30 seconds.</span>
          </li>
          <li className="flex gap-3">
            <KeyRound aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand" />
            <span>Lost your phone? Log in with one of your recovery codes, then set up the new phone.</span>
          </li>
        </ul>
        <div className="mt-7 flex flex-col gap-3">
          <Link to="/account/security" className={buttonClasses({ size: 'lg', fullWidth: true })}>
            Back to security settings
          </Link>
          <Link to="/lobby" className={buttonClasses({ size: 'lg', fullWidth: true, variant: 'secondary' })}>
            Go to the lobby
          </Link>
        </div>
      </Card>
    </div>
  );
}
