import type { ClientError } from '@kennel/core';
import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonClasses, cn } from '../../../shared/ui/index.ts';
import { isWebviewPath } from '../paths.ts';

const LIMITS_PATH = '/account/responsible-gaming';

/** Where the player goes next for errors whose answer carries no link of its own. */
const NEXT_STEPS: Record<string, { text: string; url: string }> = {
  identity_verification_required: { text: 'Verify your identity', url: '/verification' },
  email_not_verified: { text: 'Go to your account', url: '/account/profile' },
  deposit_limit_reached: { text: 'See my limits', url: LIMITS_PATH },
  deposit_limit_exceeded: { text: 'See my limits', url: LIMITS_PATH },
  time_out_active: { text: 'See my limits', url: LIMITS_PATH },
  self_excluded: { text: 'See my limits', url: LIMITS_PATH },
  unauthenticated: { text: 'Log in', url: '/login' },
};

export function nextStepFor(error: ClientError): { text: string; url: string } | null {
  if (error.ctaText && error.ctaUrl) return { text: error.ctaText, url: error.ctaUrl };
  return (error.apiCode && NEXT_STEPS[error.apiCode]) || null;
}

function LinkAction({ url, text, primary }: { url: string; text: string; primary: boolean }) {
  const classes = buttonClasses({ variant: primary ? 'primary' : 'secondary', size: 'md' });
  return /^https?:/.test(url) ? (
    <a href={url} className={classes}>
      {text}
    </a>
  ) : (
    <Link to={url} className={classes}>
      {text}
    </Link>
  );
}

export interface ProblemPanelProps {
  error: ClientError;
  /** Buttons the flow offers (Try again, Use another card); shown before the error's own links. */
  actions?: ReactNode;
  className?: string;
}

/** An API error as the player sees it: its title, what to do, and the buttons that do it. */
export function ProblemPanel({ error, actions, className }: ProblemPanelProps) {
  const { pathname } = useLocation();
  let next = nextStepFor(error);
  // The app's webview has its own limits page; the account area is outside it.
  if (next?.url === LIMITS_PATH && isWebviewPath(pathname)) {
    next = { ...next, url: '/m/responsible-gaming-limits' };
  }
  const secondary =
    error.secondaryCtaText && error.secondaryCtaUrl
      ? { text: error.secondaryCtaText, url: error.secondaryCtaUrl }
      : null;
  return (
    <div
      role="alert"
      data-testid="problem"
      data-api-code={error.apiCode}
      className={cn(
        'flex flex-col gap-3 rounded-2xl border border-danger/30 bg-danger/8 p-4 sm:p-5',
        className,
      )}
    >
      <div className="flex items-start gap-3">
        <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger" />
        <div className="flex min-w-0 flex-col gap-1">
          <h2 className="font-bold text-base text-text">{error.title ?? 'Something went wrong'}</h2>
          <p className="text-pretty text-sm text-text/80">{error.message}</p>
        </div>
      </div>
      {(actions || next || secondary) && (
        <div className="flex flex-wrap gap-2 pl-8">
          {actions}
          {next && <LinkAction url={next.url} text={next.text} primary={!actions} />}
          {secondary && <LinkAction url={secondary.url} text={secondary.text} primary={false} />}
        </div>
      )}
    </div>
  );
}
