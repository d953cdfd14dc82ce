import type { Account } from '@kennel/core';
import { useQuery } from '@tanstack/react-query';
import { RotateCw, WifiOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, Card, CardBody, EmptyState, Skeleton, SkeletonText } from '../../../shared/ui/index.ts';
import { accountQueryOptions, useAccountsApi } from '../api/account-queries.ts';

/** Renders its children with the signed-in account, a skeleton while it loads and a retry if it fails. */
export function WithAccount({ children }: { children: (account: Account) => ReactNode }) {
  const api = useAccountsApi();
  const account = useQuery(accountQueryOptions(api));
  if (account.data) return children(account.data);
  if (account.isError) {
    return (
      <EmptyState
        icon={<WifiOff aria-hidden="true" />}
        title="We could not load your account"
        body={account.error.message}
        action={
          <Button icon={<RotateCw aria-hidden="true" />} onClick={() => account.refetch()}>
            Try again
          </Button>
        }
      />
    );
  }
  return <SectionSkeleton />;
}

export function SectionSkeleton() {
  return (
    <Card aria-busy="true">
      <CardBody className="flex flex-col gap-4">
        <Skeleton className="h-5 w-40" />
        <SkeletonText lines={4} />
      </CardBody>
    </Card>
  );
}
