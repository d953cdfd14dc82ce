import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses, PageHeader } from '../ui/index.ts';
import { useDocumentTitle } from './document-title.ts';
import { PlannedHighlightsCard } from './planned-highlights-card.tsx';

export interface ScreenLink {
  to: string;
  label: string;
}

export interface PlannedScreenProps {
  /** The section the screen belongs to, shown above the title. */
  section: string;
  title: string;
  subtitle: string;
  icon: ReactNode;
  /** What the finished screen holds, in the product's words. */
  highlights: readonly string[];
  /** Where the user can go from here; the first one is the main action. */
  links: readonly ScreenLink[];
  /** Real content the screen already has (for example the pick-timing choices). */
  children?: ReactNode;
}

/** A screen whose feature is still being built: its real title, what it will hold, and useful links. */
export function PlannedScreen({
  section,
  title,
  subtitle,
  icon,
  highlights,
  links,
  children,
}: PlannedScreenProps) {
  useDocumentTitle(title);
  const [primary, ...others] = links;
  return (
    <div data-page={title} className="flex flex-col gap-6">
      <PageHeader
        eyebrow={section}
        title={title}
        subtitle={subtitle}
        actions={
          primary ? (
            <Link to={primary.to} className={buttonClasses({ variant: 'primary' })}>
              {primary.label}
              <ArrowRight aria-hidden="true" />
            </Link>
          ) : undefined
        }
      />
      {children}
      <PlannedHighlightsCard icon={icon} title="What you will find here" highlights={highlights} />
      {others.length > 0 && (
        <nav aria-label="Related pages" className="flex flex-wrap gap-2">
          {others.map((link) => (
            <Link key={link.to} to={link.to} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
              {link.label}
            </Link>
          ))}
        </nav>
      )}
    </div>
  );
}
