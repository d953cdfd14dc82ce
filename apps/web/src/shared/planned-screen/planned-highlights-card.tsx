import { Check, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge, Card, CardBody } from '../ui/index.ts';

/** The "coming soon" card of a screen or section still being built: what it will hold. */
export function PlannedHighlightsCard({
  icon,
  title,
  highlights,
}: {
  icon: ReactNode;
  title: string;
  highlights: readonly string[];
}) {
  return (
    <Card>
      <CardBody className="flex flex-col gap-5 sm:flex-row sm:gap-6">
        <div className="flex size-14 shrink-0 items-center justify-center rounded-2xl bg-brand/10 text-brand [&_svg]:size-7">
          {icon}
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-3">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="font-bold text-lg tracking-tight">{title}</h2>
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
  );
}
