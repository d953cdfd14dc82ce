import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import { EmptyState, type EmptyStateProps } from './empty-state.tsx';
import { Skeleton } from './skeleton.tsx';

/** Nothing to show yet, in a small space (a dashboard block): one line of why and the next step. */
export function CompactEmpty({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className="flex flex-1 flex-col items-start justify-center gap-3 rounded-xl border border-border border-dashed p-4 text-sm">
      <p className="text-muted">{children}</p>
      {action}
    </div>
  );
}

export interface LoadableProps {
  pending: boolean;
  error: { message: string } | null | undefined;
  onRetry: () => void;
  /** What is loaded, as the player would say it ("Your entries"): the error names it. */
  what: string;
  /** Loaded, with nothing to show: this empty state instead of the children. */
  empty?: (Omit<EmptyStateProps, 'title'> & { title?: ReactNode; body: ReactNode }) | false;
  /** A dashboard block's small states instead of a page's. */
  compact?: boolean;
  /** A page's skeleton cards' height while loading (one Tailwind height class). */
  skeletonHeight?: string;
  children: () => ReactNode;
}

/**
 * The one loading / error / empty shape of what comes from the server: skeletons while pending,
 * the error with "Try again", the empty state with its next step, else the children. A page shows
 * cards and a full empty state; a dashboard block (`compact`) shows lines.
 */
export function Loadable({
  pending,
  error,
  onRetry,
  what,
  empty,
  compact = false,
  skeletonHeight = 'h-48',
  children,
}: LoadableProps) {
  if (pending) {
    return compact ? (
      <div aria-busy="true" className="flex flex-col gap-2">
        <Skeleton className="h-6 w-2/3" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-4/5" />
      </div>
    ) : (
      <div className="flex flex-col gap-3" aria-busy="true">
        <Skeleton radius="2xl" className={`${skeletonHeight} w-full`} />
        <Skeleton radius="2xl" className={`${skeletonHeight} w-full`} />
      </div>
    );
  }
  if (error) {
    return compact ? (
      <div role="alert" className="flex flex-col items-start gap-2 text-sm">
        <p className="text-muted">{what} did not load.</p>
        <Button size="sm" variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      </div>
    ) : (
      <EmptyState
        title={`${what} could not be loaded`}
        body={error.message}
        action={<Button onClick={onRetry}>Try again</Button>}
      />
    );
  }
  if (empty) {
    return compact ? (
      <CompactEmpty action={empty.action}>{empty.body}</CompactEmpty>
    ) : (
      <EmptyState {...empty} title={empty.title ?? `${what}: nothing yet`} />
    );
  }
  return <>{children()}</>;
}
