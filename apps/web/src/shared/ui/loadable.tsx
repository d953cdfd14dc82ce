import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import { EmptyState, type EmptyStateProps } from './empty-state.tsx';
import { Skeleton } from './skeleton.tsx';

export interface LoadableProps {
  pending: boolean;
  error: { message: string } | null | undefined;
  onRetry: () => void;
  /** What could not be loaded, as the error's title says it ("Your entries could not be loaded"). */
  failedTitle: string;
  /** Loaded, with nothing to show: this empty state instead of the children. */
  empty?: EmptyStateProps | false;
  /** The skeletons' height while loading (one Tailwind height class). */
  skeletonHeight?: string;
  children: () => ReactNode;
}

/**
 * The one loading / error / empty shape of a list that comes from the server: two skeleton cards
 * while pending, the error with "Try again", the empty state with its next step, else the list.
 */
export function Loadable({
  pending,
  error,
  onRetry,
  failedTitle,
  empty,
  skeletonHeight = 'h-48',
  children,
}: LoadableProps) {
  if (pending) {
    return (
      <div className="flex flex-col gap-3" aria-busy="true">
        <Skeleton className={`${skeletonHeight} w-full rounded-2xl`} />
        <Skeleton className={`${skeletonHeight} w-full rounded-2xl`} />
      </div>
    );
  }
  if (error) {
    return (
      <EmptyState
        title={failedTitle}
        body={error.message}
        action={<Button onClick={onRetry}>Try again</Button>}
      />
    );
  }
  if (empty) return <EmptyState {...empty} />;
  return <>{children()}</>;
}
