import { SearchX, Target } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClasses, EmptyState, Skeleton, SkeletonCards } from '../../../shared/ui/index.ts';

/** Card-shaped placeholders while the board loads. */
export function BoardSkeleton() {
  return (
    <SkeletonCards
      label="Loading lines"
      count={6}
      className="grid gap-3 sm:grid-cols-2"
      cardClassName="p-3.5"
    >
      <div className="flex items-center gap-3">
        <Skeleton radius="full" className="size-10" />
        <div className="flex flex-1 flex-col gap-1.5">
          <Skeleton className="h-4 w-32" />
          <Skeleton className="h-3 w-20" />
        </div>
        <Skeleton radius="2xl" className="h-16 w-[8.5rem]" />
      </div>
      <Skeleton radius="xl" className="h-12 w-full" />
      <div className="grid grid-cols-2 gap-2">
        <Skeleton radius="xl" className="h-10" />
        <Skeleton radius="xl" className="h-10" />
      </div>
    </SkeletonCards>
  );
}

/** No lines on this tab at all, or none matching the search and stat. */
export function BoardEmpty({
  filtered,
  onClearFilters,
  otherTimingHref,
}: {
  filtered: boolean;
  onClearFilters: () => void;
  otherTimingHref: string | null;
}) {
  if (filtered)
    return (
      <EmptyState
        icon={<SearchX aria-hidden="true" />}
        title="No lines match"
        body="Try another name or team, or show every stat."
        action={
          <Button variant="secondary" onClick={onClearFilters}>
            Clear filters
          </Button>
        }
      />
    );
  return (
    <EmptyState
      icon={<Target aria-hidden="true" />}
      title="No lines right now"
      body="New lines open as games get close, and in-game lines appear once games start."
      action={
        otherTimingHref && (
          <Link to={otherTimingHref} className={buttonClasses({ variant: 'secondary' })}>
            See every line
          </Link>
        )
      }
    />
  );
}
