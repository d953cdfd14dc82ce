import { Skeleton, SkeletonText } from '../../shared/ui/index.ts';

/** Stands in for a page's content while the session or the page's code loads. */
export function PageSkeleton() {
  return (
    <div aria-busy="true" data-testid="page-skeleton" className="flex flex-col gap-6">
      <span className="sr-only" role="status">
        Loading
      </span>
      <div className="flex flex-col gap-2">
        <Skeleton className="h-3 w-24" />
        <Skeleton className="h-8 w-64 max-w-full" />
        <Skeleton className="h-4 w-96 max-w-full" />
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <div className="rounded-2xl border border-border bg-surface p-5">
          <SkeletonText lines={4} />
        </div>
        <div className="rounded-2xl border border-border bg-surface p-5">
          <SkeletonText lines={4} />
        </div>
      </div>
    </div>
  );
}
