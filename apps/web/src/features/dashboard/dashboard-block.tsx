import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, Card, CardHeader, cn, Skeleton } from '../../shared/ui/index.ts';

/** One dashboard block: a card whose header links to the page it sums up. */
export function DashboardBlock({
  title,
  link,
  children,
  className,
}: {
  title: string;
  link: { to: string; label: string };
  children: ReactNode;
  className?: string;
}) {
  return (
    <Card className={cn('flex flex-col', className)} role="region" aria-label={title}>
      <CardHeader
        as="h2"
        title={title}
        action={
          <Link
            to={link.to}
            className="inline-flex items-center gap-0.5 rounded-md font-semibold text-brand text-sm underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand"
          >
            {link.label}
            <ChevronRight aria-hidden="true" className="size-4" />
          </Link>
        }
      />
      <div className="flex flex-1 flex-col p-4 pt-3 sm:p-5 sm:pt-3">{children}</div>
    </Card>
  );
}

export function BlockLoading() {
  return (
    <div aria-busy="true" className="flex flex-col gap-2">
      <Skeleton className="h-6 w-2/3" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-4/5" />
    </div>
  );
}

export function BlockError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-start gap-2 text-sm">
      <p className="text-muted">{what} did not load.</p>
      <Button size="sm" variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

/** A block with nothing in it yet: one line of why and the next step. */
export function BlockEmpty({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className="flex flex-1 flex-col items-start justify-center gap-3 rounded-xl border border-border border-dashed p-4 text-sm">
      <p className="text-muted">{children}</p>
      {action}
    </div>
  );
}
