import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../shared/planned-screen/index.ts';
import { Card, cn } from '../../../shared/ui/index.ts';

export interface AuthPageProps {
  /** The page's one heading. */
  title: string;
  /** The browser tab's title, when it differs from the heading. */
  documentTitle?: string;
  subtitle?: ReactNode;
  /** A tile above the heading, such as a lock or an envelope. */
  icon?: ReactNode;
  iconTone?: 'brand' | 'success' | 'danger' | 'warning';
  children: ReactNode;
  /** Quiet links under the card ("Already have an account? Log in"). */
  footer?: ReactNode;
  width?: 'sm' | 'md';
  /** Names the page for tests and logs. */
  page: string;
}

const tones = {
  brand: 'bg-brand/12 text-brand',
  success: 'bg-success/12 text-success',
  danger: 'bg-danger/12 text-danger',
  warning: 'bg-warning/12 text-warning',
};

/** The centred card every log-in, sign-up and account-help page sits in. */
export function AuthPage({
  title,
  documentTitle,
  subtitle,
  icon,
  iconTone = 'brand',
  children,
  footer,
  width = 'sm',
  page,
}: AuthPageProps) {
  useDocumentTitle(documentTitle ?? title);
  return (
    <div
      data-page={page}
      className={cn('mx-auto flex w-full flex-col gap-5', width === 'sm' ? 'max-w-md' : 'max-w-lg')}
    >
      <Card
        // On a phone the form fills the screen; the card frame is for wider screens.
        className="max-sm:overflow-visible max-sm:rounded-none max-sm:border-0 max-sm:bg-transparent max-sm:px-0 max-sm:py-2 max-sm:shadow-none sm:px-8 sm:py-9"
      >
        <div className="flex flex-col gap-6">
          <header className="flex flex-col items-center gap-3 text-center">
            {icon && (
              <div
                className={cn(
                  'flex size-14 items-center justify-center rounded-2xl [&_svg]:size-7',
                  tones[iconTone],
                )}
              >
                {icon}
              </div>
            )}
            <h1 className="text-balance font-extrabold text-2xl tracking-tight sm:text-[28px]">{title}</h1>
            {subtitle && <div className="text-pretty text-muted text-sm sm:text-[15px]">{subtitle}</div>}
          </header>
          {children}
        </div>
      </Card>
      {footer && <div className="text-center text-muted text-sm">{footer}</div>}
    </div>
  );
}
