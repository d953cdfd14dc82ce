import { useQuery } from '@tanstack/react-query';
import { ScanFace } from 'lucide-react';
import { Link } from 'react-router';
import { useHttpClient } from '../../../shared/api/index.ts';
import { buttonClasses, Card, CardBody, SkeletonText } from '../../../shared/ui/index.ts';
import { ProblemNotice } from './problem-notice.tsx';
import { verificationQueryOptions } from './verification-api.ts';
import { VerificationStatusCard } from './verification-status.tsx';

/** `/account/verification`: where identity verification stands, and the way to finish it. */
export function VerificationAccountSection() {
  const http = useHttpClient();
  const verification = useQuery(verificationQueryOptions(http));
  if (verification.isPending) return <SkeletonText lines={4} />;
  if (verification.isError) return <ProblemNotice error={verification.error} />;
  if (verification.data.status === 'unverified') {
    return (
      <Card>
        <CardBody className="flex flex-col items-start gap-4 sm:flex-row sm:items-center">
          <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-brand/10 text-brand">
            <ScanFace aria-hidden="true" className="size-6" />
          </span>
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <h2 className="font-bold text-base">Not verified yet</h2>
            <p className="text-pretty text-muted text-sm">{verification.data.message}</p>
          </div>
          <Link to="/verification" className={buttonClasses({ className: 'shrink-0' })}>
            Verify identity
          </Link>
        </CardBody>
      </Card>
    );
  }
  return <VerificationStatusCard status={verification.data} next={null} documentPath="/verification/docv" />;
}
