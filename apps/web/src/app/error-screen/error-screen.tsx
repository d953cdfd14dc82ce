import { RotateCw } from 'lucide-react';
import { resolveSupportUrl, SupportLink } from '../../shared/support/index.ts';
import { refreshPage } from './refresh-page.ts';

export function errorMessage(error: unknown): string | undefined {
  if (error instanceof Error) return error.message || undefined;
  if (typeof error === 'string' && error !== '') return error;
  return undefined;
}

interface ErrorScreenProps {
  error?: unknown;
  /** The support link; defaults to the build setting, checked here because the config may be what failed. */
  supportUrl?: string;
  onRefresh?: () => void;
}

/**
 * Shown when start-up services fail (seed section 2). Deliberately uses no design-system parts and
 * no providers: it must render when those are what failed.
 */
export function ErrorScreen({ error, supportUrl, onRefresh = () => refreshPage() }: ErrorScreenProps) {
  const message = errorMessage(error);
  const link = supportUrl ?? resolveSupportUrl(import.meta.env.VITE_SUPPORT_URL);
  return (
    <main
      data-layout="error"
      className="flex min-h-dvh items-center justify-center bg-bg px-5 py-12 text-text"
    >
      <div className="w-full max-w-md rounded-3xl border border-border bg-surface p-8 text-center shadow-card sm:p-10">
        <img
          src="/favicon.svg"
          alt="Kennel"
          width={56}
          height={56}
          className="mx-auto mb-6 size-14 rounded-2xl"
        />
        <h1 className="text-4xl font-extrabold tracking-tight">Woof!</h1>
        <p className="mt-3 text-lg">Something went wrong, try refreshing the page.</p>
        {message ? (
          <p
            data-testid="error-screen-message"
            className="mt-4 whitespace-pre-line break-words rounded-xl bg-surface-2 px-4 py-3 text-left font-mono text-sm text-muted"
          >
            {message}
          </p>
        ) : null}
        <p className="mt-4 text-muted">If the issue persists, please contact support.</p>
        <div className="mt-8 flex flex-col items-center gap-3">
          <button
            type="button"
            onClick={onRefresh}
            className="inline-flex h-12 w-full items-center justify-center gap-2 rounded-xl bg-brand px-6 font-semibold text-brand-contrast transition-colors hover:bg-brand-strong sm:w-auto"
          >
            <RotateCw aria-hidden="true" className="size-4" />
            Refresh
          </button>
          <SupportLink
            href={link}
            className="text-sm font-medium text-brand underline-offset-4 hover:underline"
          >
            Contact support
          </SupportLink>
        </div>
      </div>
    </main>
  );
}
