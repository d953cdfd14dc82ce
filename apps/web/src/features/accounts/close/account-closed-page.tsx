import { HeartHandshake } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses, formatMoney } from '../../../shared/ui/index.ts';
import { AuthPage } from '../components/auth-page.tsx';

/** `/account-closed`: the goodbye after closing; the session is gone, so this page needs none. */
export function AccountClosedPage() {
  const [params] = useSearchParams();
  const forfeited = Number.parseInt(params.get('forfeited') ?? '', 10);
  return (
    <AuthPage
      page="Account closed"
      title="Your account is closed"
      subtitle="Thanks for playing with Kennel. You have been logged out everywhere, and we emailed you a confirmation."
      icon={<HeartHandshake aria-hidden="true" />}
      iconTone="success"
      footer={
        <>
          Didn’t close it yourself, or want to talk it through?{' '}
          <a href="mailto:support@kennel.example" className="font-semibold text-brand hover:underline">
            Contact support
          </a>
          .
        </>
      }
    >
      <ul className="flex list-disc flex-col gap-1.5 pl-5 text-pretty text-sm marker:text-muted">
        <li>Nobody can log in to this account again.</li>
        {forfeited > 0 && <li>Your promo credit of {formatMoney(forfeited)} was forfeited.</li>}
        <li>We keep your records for as long as the law requires; support can send you your history.</li>
      </ul>
      <Link to="/responsible-gaming-resources" className={buttonClasses({ size: 'lg', fullWidth: true })}>
        Responsible gaming help
      </Link>
      <p className="text-center text-muted text-sm">
        If gambling has become a problem, call <span className="whitespace-nowrap">1-800-GAMBLER</span> any
        time, day or night.
      </p>
    </AuthPage>
  );
}
