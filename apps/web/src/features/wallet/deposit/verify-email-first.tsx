import { ACCOUNT_ENDPOINTS } from '@kennel/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MailCheck, RotateCw, Send } from 'lucide-react';
import type { ReactNode } from 'react';
import { type HttpClient, isApiRequestError, useHttpClient } from '../../../shared/api/index.ts';
import { Button, Card, CardBody, SkeletonText } from '../../../shared/ui/index.ts';

const E = ACCOUNT_ENDPOINTS;

/** Under the accounts feature's ['account'] key, so its invalidations (a confirmed email) reach this too. */
function emailVerificationQueryOptions(http: HttpClient) {
  return queryOptions({
    queryKey: ['account', 'email-verification'] as const,
    queryFn: async ({ signal }) => {
      const { data } = await http.call(E.getAccount, {}, { signal });
      return { email: data.email, verified: data.email_verified_at !== null };
    },
  });
}

/**
 * Deposits need a confirmed email: say so before the card form, not after the card went to the
 * processor. While the answer is unknown (no connection) the form shows; the API still decides.
 */
export function VerifiedEmailFirst({ children }: { children: ReactNode }) {
  const http = useHttpClient();
  const account = useQuery(emailVerificationQueryOptions(http));
  if (account.isPending) return <SkeletonText lines={6} />;
  if (account.data && !account.data.verified) {
    return <ConfirmYourEmail email={account.data.email} onConfirmed={() => void account.refetch()} />;
  }
  return children;
}

function ConfirmYourEmail({ email, onConfirmed }: { email: string; onConfirmed: () => void }) {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  const resend = useMutation({
    mutationFn: async () =>
      (await http.call(E.resendEmailVerification, {}, { quietStatuses: [409, 429] })).data.message,
    onError: (error) => {
      if (isApiRequestError(error) && error.apiCode === 'email_already_verified')
        void queryClient.invalidateQueries({ queryKey: ['account'] });
    },
  });
  return (
    <Card data-testid="verify-email-first">
      <CardBody className="flex flex-col items-center gap-3 py-8 text-center">
        <span className="flex size-14 items-center justify-center rounded-2xl bg-brand/10 text-brand">
          <MailCheck aria-hidden="true" className="size-7" />
        </span>
        <h2 className="font-bold text-xl tracking-tight">Confirm your email to deposit</h2>
        <p className="max-w-sm text-pretty text-muted text-sm">
          We sent a link to <strong className="font-semibold text-text">{email}</strong>. Open it, then come
          back here: deposits need a confirmed email so we can send your receipts and security alerts.
        </p>
        <div role="status" className="min-h-5 text-sm">
          {resend.isSuccess && <span className="font-medium text-success">{resend.data}</span>}
          {resend.isError && <span className="font-medium text-danger">{resend.error.message}</span>}
        </div>
        <div className="flex flex-wrap justify-center gap-2">
          <Button
            icon={<Send aria-hidden="true" />}
            loading={resend.isPending}
            disabled={resend.isSuccess}
            onClick={() => resend.mutate()}
          >
            {resend.isSuccess ? 'Link sent' : 'Send the link again'}
          </Button>
          <Button variant="secondary" icon={<RotateCw aria-hidden="true" />} onClick={onConfirmed}>
            I’ve confirmed it
          </Button>
        </div>
      </CardBody>
    </Card>
  );
}
