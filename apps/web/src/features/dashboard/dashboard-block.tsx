import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card, CardHeader, cn } from '../../shared/ui/index.ts';

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
