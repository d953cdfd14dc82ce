import type { ReactNode } from 'react';
import { cn } from '../../shared/ui/index.ts';

export interface PageHeroProps {
  icon: ReactNode;
  eyebrow: string;
  title: ReactNode;
  lead: ReactNode;
  /** Calls to action under the lead. */
  actions?: ReactNode;
  /** Shown beside the text on wide screens and under it on phones. */
  aside?: ReactNode;
  className?: string;
}

/** The opening card of a static page, in the home page's and GuardDog's visual language. */
export function PageHero({ icon, eyebrow, title, lead, actions, aside, className }: PageHeroProps) {
  return (
    <header
      className={cn(
        'relative overflow-hidden rounded-3xl border border-border bg-surface p-6 shadow-card sm:p-10',
        className,
      )}
    >
      <div
        aria-hidden="true"
        className="-right-20 -top-20 pointer-events-none absolute size-72 rounded-full bg-brand/15 blur-3xl"
      />
      <div className="relative flex flex-col gap-8 lg:flex-row lg:items-center lg:justify-between">
        <div className="flex flex-col gap-4 lg:max-w-2xl">
          <span className="flex size-12 items-center justify-center rounded-2xl bg-brand text-brand-contrast [&_svg]:size-6">
            {icon}
          </span>
          <p className="font-semibold text-brand text-xs uppercase tracking-wider">{eyebrow}</p>
          <h1 className="text-balance font-extrabold text-3xl text-text tracking-tight sm:text-5xl">
            {title}
          </h1>
          <div className="flex max-w-xl flex-col gap-3 text-pretty text-muted sm:text-lg">{lead}</div>
          {actions && <div className="flex flex-wrap gap-3 pt-1">{actions}</div>}
        </div>
        {aside}
      </div>
    </header>
  );
}

/** A short list of facts beside a hero's text, such as what a phone needs or a role count. */
export function HeroFacts({
  title,
  facts,
}: {
  title: string;
  facts: readonly { label: string; value: string }[];
}) {
  return (
    <div className="flex w-full shrink-0 flex-col gap-3 rounded-2xl border border-border bg-bg/60 p-5 lg:w-72">
      <h2 className="font-semibold text-muted text-xs uppercase tracking-wider">{title}</h2>
      <dl className="flex flex-col divide-y divide-border">
        {facts.map((fact) => (
          <div
            key={fact.label}
            className="flex items-baseline justify-between gap-4 py-2.5 first:pt-0 last:pb-0"
          >
            <dt className="text-muted text-sm">{fact.label}</dt>
            <dd className="text-right font-semibold text-sm">{fact.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
