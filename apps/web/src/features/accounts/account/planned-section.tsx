import { PlannedHighlightsCard } from '../../../shared/planned-screen/planned-highlights-card.tsx';
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
    <PlannedHighlightsCard icon={<Icon aria-hidden="true" />} title={section.label} highlights={highlights} />
  );
}
