import type { ReactNode } from 'react';
import { cn } from './cn.ts';

export type PageHeaderProps = {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Buttons or links shown beside the title on wide screens and under it on phones. */
  actions?: ReactNode;
  /** A small line above the title, such as the section or a back link. */
  eyebrow?: ReactNode;
  /** No space under it, for a page whose own gap spaces its parts. */
  flush?: boolean;
  className?: string;
};

export function PageHeader({ title, subtitle, actions, eyebrow, flush = false, className }: PageHeaderProps) {
  return (
    <header
      className={cn(
        'flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between',
        !flush && 'pb-5',
        className,
      )}
    >
      <div className="flex min-w-0 flex-col gap-1">
        {eyebrow && (
          <div className="font-semibold text-brand text-xs uppercase tracking-wider">{eyebrow}</div>
        )}
        <h1 className="text-balance font-extrabold text-2xl text-text tracking-tight sm:text-3xl">{title}</h1>
        {subtitle && <p className="text-pretty text-muted text-sm sm:text-base">{subtitle}</p>}
      </div>
      {actions && <div className="flex shrink-0 flex-wrap items-center gap-2">{actions}</div>}
    </header>
  );
}
