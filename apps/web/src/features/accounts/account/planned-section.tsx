import { Check, Sparkles } from 'lucide-react';
import { Badge, Card, CardBody } from '../../../shared/ui/index.ts';
import type { AccountSection } from '../account-sections.ts';

/** A section whose feature is still being built: what it will hold. */
export function PlannedSection({
  section,
  highlights,
}: {
  section: AccountSection;
  highlights: readonly string[];
}) {
  const Icon = section.icon;
  return (
    <Card>
      <CardBody className="flex flex-col gap-5 sm:flex-row sm:gap-6">
        <div className="flex size-14 shrink-0 items-center justify-center rounded-2xl bg-brand/10 text-brand [&_svg]:size-7">
          <Icon aria-hidden="true" />
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-3">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="font-bold text-lg tracking-tight">{section.label}</h2>
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
