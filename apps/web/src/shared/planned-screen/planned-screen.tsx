import { ArrowRight, Check, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge, buttonClasses, Card, CardBody, PageHeader } from '../ui/index.ts';
import { useDocumentTitle } from './document-title.ts';

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
      <Card>
        <CardBody className="flex flex-col gap-5 sm:flex-row sm:gap-6">
          <div className="flex size-14 shrink-0 items-center justify-center rounded-2xl bg-brand/10 text-brand [&_svg]:size-7">
            {icon}
          </div>
          <div className="flex min-w-0 flex-1 flex-col gap-3">
            <div className="flex flex-wrap items-center gap-2">
              <h2 className="font-bold text-lg tracking-tight">What you will find here</h2>
              <Badge tone="brand" icon={<Sparkles aria-hidden="true" />}>
                Coming soon
              </Badge>
            </div>
            <ul className="grid gap-2.5 text-sm sm:grid-cols-2">
              {highlights.map((highlight) => (
                <li key={highlight} className="flex gap-2.5">
                  <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
                  <span className="text-pretty">{highlight}</span>
                </li>
              ))}
            </ul>
          </div>
        </CardBody>
      </Card>
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
