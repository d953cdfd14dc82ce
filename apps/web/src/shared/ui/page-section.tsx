import type { ReactNode } from 'react';
import { cn } from './cn.ts';

export interface PageSectionProps {
  id: string;
  icon?: ReactNode;
  title: string;
  intro?: ReactNode;
  /** large: a marketing page's section; regular: a help or policy page's. */
  size?: 'large' | 'regular';
  className?: string;
  children: ReactNode;
}

/** A titled block of a content page, with an anchor to link to. */
export function PageSection({
  id,
  icon,
  title,
  intro,
  size = 'regular',
  className,
  children,
}: PageSectionProps) {
  const large = size === 'large';
  return (
    <section
      aria-labelledby={`${id}-title`}
      id={id}
      className={cn('flex scroll-mt-6 flex-col', large ? 'gap-5' : 'gap-4', className)}
    >
      <div className={cn('flex flex-col', large ? 'gap-1.5' : 'gap-1')}>
        <h2
          id={`${id}-title`}
          className={cn(
            'flex items-center gap-2 font-bold text-text tracking-tight',
            large ? 'text-2xl' : 'text-xl',
          )}
        >
          {icon && (
            <span className={cn('text-brand', large ? '[&_svg]:size-6' : '[&_svg]:size-5')}>{icon}</span>
          )}
          {title}
        </h2>
        {intro && (
          <p
            className={cn('max-w-3xl text-pretty text-muted', large ? 'sm:text-lg' : 'text-sm sm:text-base')}
          >
            {intro}
          </p>
        )}
      </div>
      {children}
    </section>
  );
}

/** A small card with an icon, a title and a sentence or two: the grid cell of most static pages. */
export function FeatureCard({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-5 shadow-card">
      <div className="flex size-11 items-center justify-center rounded-xl bg-brand/10 text-brand [&_svg]:size-6">
        {icon}
      </div>
      <h3 className="font-bold text-lg tracking-tight">{title}</h3>
      <div className="text-pretty text-muted text-sm">{children}</div>
    </div>
  );
}
