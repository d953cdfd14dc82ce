import type { ReactNode } from 'react';
import { cn } from './cn.ts';

export type EmptyStateProps = {
  icon?: ReactNode;
  title: ReactNode;
  body?: ReactNode;
  /** The next step, usually one Button or a link styled with buttonClasses. */
  action?: ReactNode;
  className?: string;
  /** h1 where the empty state is the whole page (its title is then the page's heading). */
  titleLevel?: 'h1' | 'h2';
};

export function EmptyState({ icon, title, body, action, className, titleLevel = 'h2' }: EmptyStateProps) {
  const Title = titleLevel;
  return (
    <div
      className={cn(
        'flex flex-col items-center gap-3 rounded-2xl border border-border border-dashed px-6 py-10 text-center',
        className,
      )}
    >
      {icon && (
        <div className="mb-1 flex size-14 items-center justify-center rounded-2xl bg-brand/10 text-brand [&_svg]:size-7">
          {icon}
        </div>
      )}
      <Title className="font-bold text-lg text-text tracking-tight">{title}</Title>
      {body && <p className="max-w-sm text-pretty text-muted text-sm">{body}</p>}
      {action && <div className="mt-2 flex flex-wrap justify-center gap-2">{action}</div>}
    </div>
  );
}
