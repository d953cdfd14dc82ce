import {
  ACCEPTED_DOCUMENTS,
  LEGAL_DOCUMENTS,
  legalDocumentPath,
  TERMS_ENDPOINTS,
  TERMS_VERSION,
} from '@kennel/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowUpRight, FileCheck2, LogOut } from 'lucide-react';
import {
  isApiRequestError,
  type Session,
  sessionQueryKey,
  useHttpClient,
} from '../../../shared/api/index.ts';
import { useDocumentTitle } from '../../../shared/planned-screen/index.ts';
import { useSignOut } from '../../../shared/session/index.ts';
import { Button, Card } from '../../../shared/ui/index.ts';

const DATE_FORMAT = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/**
 * Shown in place of any signed-in page while the user has not accepted the current terms of use,
 * membership agreement and privacy policy: read them (each opens in a new tab), then accept.
 */
export function TermsUpdateStep() {
  useDocumentTitle('We’ve updated our terms');
  const http = useHttpClient();
  const queryClient = useQueryClient();
  const signOut = useSignOut();
  const accept = useMutation({
    mutationFn: () => http.call(TERMS_ENDPOINTS.acceptTerms, { body: { version: TERMS_VERSION } }),
    onSuccess: () => {
      // The page behind the step appears at once; the next session check confirms it.
      queryClient.setQueryData<Session>(sessionQueryKey, (session) =>
        session ? { ...session, terms_acceptance_required: false } : session,
      );
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
  const error = accept.error
    ? isApiRequestError(accept.error)
      ? accept.error.message
      : 'We couldn’t save your answer. Check your connection and try again.'
    : null;

  return (
    <div data-page="terms-update" className="mx-auto flex w-full max-w-xl flex-col gap-4 py-6 sm:py-10">
      <Card className="flex flex-col gap-5 p-6 sm:p-8">
        <span className="grid size-12 place-items-center rounded-2xl bg-brand/10 text-brand">
          <FileCheck2 aria-hidden="true" className="size-6" />
        </span>
        <div className="flex flex-col gap-2">
          <h1 className="text-balance font-extrabold text-2xl tracking-tight">We’ve updated our terms</h1>
          <p className="text-pretty text-muted">
            Before you carry on, please read the new versions of the documents that make up your agreement
            with Kennel and accept them. Your balance, entries and history stay exactly as they are.
          </p>
        </div>
        <ul className="flex flex-col divide-y divide-border rounded-xl border border-border">
          {ACCEPTED_DOCUMENTS.map((slug) => (
            <li key={slug}>
              <a
                href={legalDocumentPath(slug)}
                target="_blank"
                rel="noreferrer"
                className="flex items-center justify-between gap-3 px-4 py-3 hover:bg-surface-2"
              >
                <span className="flex flex-col">
                  <span className="font-semibold text-brand">{LEGAL_DOCUMENTS[slug].title}</span>
                  <span className="text-muted text-xs">
                    Effective{' '}
                    {DATE_FORMAT.format(new Date(`${LEGAL_DOCUMENTS[slug].effectiveDate}T00:00:00Z`))}
                  </span>
                </span>
                <ArrowUpRight aria-hidden="true" className="size-4 shrink-0 text-muted" />
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
        <p className="text-muted text-sm">
          By selecting Accept, you agree to the terms of use, the membership agreement and the privacy policy
          above. If you don’t want to accept them, you can log out and contact support to close your account
          and withdraw your balance.
        </p>
        {error && (
          <p role="alert" className="rounded-xl bg-danger/10 px-4 py-3 text-danger text-sm">
            {error}
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button
            variant="secondary"
            icon={<LogOut aria-hidden="true" />}
            loading={signOut.isPending}
            onClick={() => signOut.mutate()}
          >
            Log out
          </Button>
          <Button loading={accept.isPending} onClick={() => accept.mutate()}>
            Accept and continue
          </Button>
        </div>
      </Card>
    </div>
  );
}
