import type { HelpResource } from '@kennel/core';
import { ExternalLink, MessageCircle, MessageSquareText, Phone } from 'lucide-react';
import { Badge, buttonClasses, cn } from '../../../shared/ui/index.ts';

/** A helpline or support group with one button per way to reach it. */
export function HelpCard({
  resource,
  featured = false,
  className,
}: {
  resource: HelpResource;
  /** A helpline to call now: its number is shown large. */
  featured?: boolean;
  className?: string;
}) {
  const chat = resource.url?.includes('/chat');
  // A line named by its number (1-800-GAMBLER) shows the number once, as its title.
  const numberIsName = featured && resource.phone?.display === resource.name;
  return (
    <article
      data-testid="help-resource"
      className={cn(
        'flex h-full flex-col gap-3 rounded-2xl border bg-surface p-4 shadow-card sm:p-5',
        featured ? 'border-brand/40' : 'border-border',
        className,
      )}
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3
          className={cn(
            'tracking-tight',
            numberIsName ? 'font-extrabold text-2xl text-brand sm:text-3xl' : 'font-bold text-base text-text',
          )}
        >
          {resource.name}
        </h3>
        {resource.allHours && <Badge tone="success">24/7</Badge>}
      </div>
      {featured && resource.phone && !numberIsName && (
        <a
          href={`tel:+${resource.phone.dial}`}
          className="w-fit font-extrabold text-2xl text-brand tracking-tight hover:underline sm:text-3xl"
        >
          {resource.phone.display}
        </a>
      )}
      <p className="flex-1 text-pretty text-muted text-sm">{resource.description}</p>
      <div className="flex flex-wrap gap-2">
        {resource.phone && (
          <a
            href={`tel:+${resource.phone.dial}`}
            className={buttonClasses({ variant: featured ? 'primary' : 'secondary' })}
          >
            <Phone aria-hidden="true" />
            Call {resource.phone.display}
          </a>
        )}
        {resource.text && (
          <a href={resource.text.href} className={buttonClasses({ variant: 'secondary' })}>
            <MessageSquareText aria-hidden="true" />
            {resource.text.display}
          </a>
        )}
        {resource.url && (
          <a
            href={resource.url}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses({ variant: 'secondary' })}
          >
            {chat ? <MessageCircle aria-hidden="true" /> : <ExternalLink aria-hidden="true" />}
            {chat ? 'Chat online' : resource.urlLabel}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        )}
      </div>
    </article>
  );
}
