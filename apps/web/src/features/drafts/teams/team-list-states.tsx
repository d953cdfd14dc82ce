import { Button, EmptyState, Skeleton } from '../../../shared/ui/index.ts';

export function TeamListSkeleton() {
  return (
    <div className="flex flex-col gap-3" aria-busy="true">
      <Skeleton radius="2xl" className="h-32 w-full" />
      <Skeleton radius="2xl" className="h-32 w-full" />
      <Skeleton radius="2xl" className="h-32 w-full" />
    </div>
  );
}

export function TeamListError({ error, retry }: { error: Error; retry: () => void }) {
  return (
    <EmptyState
      title="Your teams could not be loaded"
      body={error.message}
      action={<Button onClick={retry}>Try again</Button>}
    />
  );
}

/** The desktop panel beside the list before a team is chosen. */
export function ChooseTeamHint({ text }: { text: string }) {
  return (
    <p className="hidden rounded-2xl border border-border border-dashed px-6 py-16 text-center text-muted text-sm lg:block">
      {text}
    </p>
  );
}
