import type { ReactNode } from 'react';
import { cn } from '../../shared/ui/index.ts';

/** A titled block of a static page, with an anchor to link to. */
export function ContentSection({
  id,
  icon,
  title,
  intro,
  className,
  children,
}: {
  id: string;
  icon?: ReactNode;
  title: string;
  intro?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      id={id}
      className={cn('flex scroll-mt-6 flex-col gap-5', className)}
    >
      <div className="flex flex-col gap-1.5">
        <h2
          id={`${id}-title`}
          className="flex items-center gap-2 font-bold text-2xl text-text tracking-tight"
        >
          {icon && <span className="text-brand [&_svg]:size-6">{icon}</span>}
          {title}
        </h2>
        {intro && <p className="max-w-3xl text-pretty text-muted sm:text-lg">{intro}</p>}
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
