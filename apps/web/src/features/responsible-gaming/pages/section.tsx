import type { ReactNode } from 'react';
import { cn } from '../../../shared/ui/index.ts';

/** A titled block of a content page, with an anchor to link to. */
export function PageSection({
  id,
  icon,
  title,
  intro,
  className,
  children,
}: {
  id: string;
  icon: ReactNode;
  title: string;
  intro?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      id={id}
      className={cn('flex scroll-mt-6 flex-col gap-4', className)}
    >
      <div className="flex flex-col gap-1">
        <h2 id={`${id}-title`} className="flex items-center gap-2 font-bold text-text text-xl tracking-tight">
          <span className="text-brand [&_svg]:size-5">{icon}</span>
          {title}
        </h2>
        {intro && <p className="max-w-3xl text-pretty text-muted text-sm sm:text-base">{intro}</p>}
      </div>
      {children}
    </section>
  );
}
