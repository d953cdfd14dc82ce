import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useHttpClient } from '../../../shared/api/index.ts';
import { useDocumentTitle } from '../../../shared/planned-screen/index.ts';
import { Button, Card, CardBody, PageHeader, SkeletonText } from '../../../shared/ui/index.ts';
import { DocumentStep } from './document-step.tsx';
import { IdentityForm } from './identity-form.tsx';
import { ProblemNotice } from './problem-notice.tsx';
import { verificationQueryOptions } from './verification-api.ts';
import { VerificationStatusCard } from './verification-status.tsx';
import { VerificationSteps } from './verification-steps.tsx';

/** Only a path inside Kennel may be a "continue" target (no open redirects). */
export function safeNext(value: string | null): string | null {
  return value && /^\/(?!\/)/.test(value) ? value : null;
}

/** `/verification`, `/verification/docv` and `/m/verification`: identity details, then a document if asked. */
export function VerificationPage() {
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const webview = pathname.startsWith('/m/');
  const documentRoute = pathname.replace(/\/+$/, '').endsWith('/docv');
  const next = safeNext(search.get('next'));
  const http = useHttpClient();
  const verification = useQuery(verificationQueryOptions(http));
  const status = verification.data;
  // The webview has one address, so the document step shows in place there.
  const documentHere = status?.status === 'needs_document' && (documentRoute || webview);
  const title = documentHere || documentRoute ? 'Upload your ID' : 'Verify your identity';
  useDocumentTitle(title);

  let body: ReactNode = <SkeletonText lines={6} />;
  if (verification.isError) {
    body = (
      <div className="flex flex-col gap-3">
        <ProblemNotice error={verification.error} />
        <Button variant="secondary" onClick={() => void verification.refetch()}>
          Try again
        </Button>
      </div>
    );
  } else if (status?.status === 'unverified') {
    body = documentRoute ? (
      <Card>
        <CardBody className="flex flex-col gap-4">
          <p className="text-pretty text-sm">
            Start with your details: most checks finish in seconds without a document. We'll only ask for a
            photo of your ID if we can't confirm them.
          </p>
          <IdentityForm />
        </CardBody>
      </Card>
    ) : (
      <Card>
        <CardBody>
          <IdentityForm />
        </CardBody>
      </Card>
    );
  } else if (documentHere) {
    body = (
      <Card>
        <CardBody>
          <DocumentStep />
        </CardBody>
      </Card>
    );
  } else if (status) {
    const search = next ? `?${new URLSearchParams({ next })}` : '';
    body = (
      <VerificationStatusCard
        status={status}
        next={next}
        documentPath={webview ? null : `/verification/docv${search}`}
      />
    );
  }

  return (
    <div data-page="verification" className="flex flex-col gap-6">
      <PageHeader
        flush
        eyebrow="Verification"
        title={title}
        subtitle={
          documentHere
            ? "We couldn't confirm your details automatically. A photo of your ID finishes the check."
            : 'We confirm who you are before your first withdrawal, as the law requires. It takes about a minute.'
        }
      />
      <VerificationSteps status={status?.status} />
      {body}
    </div>
  );
}
