import { useNavigate } from 'react-router';
import { ALL, type CompletedScope, completedPath } from './completed-scope.ts';
import type { SlateChoice, StyleChoice } from './team-catalog.ts';
import { FilterSelect } from './team-filters.tsx';

/** Slate and draft type; each choice is an address, so a filtered list can be shared and reloaded. */
export function CompletedFilters({
  scope,
  slates,
  styles,
}: {
  scope: CompletedScope;
  slates: readonly SlateChoice[];
  styles: readonly StyleChoice[];
}) {
  const navigate = useNavigate();
  const go = (next: Partial<CompletedScope>) =>
    navigate(completedPath({ ...scope, ...next, selectedId: undefined }), { replace: true });
  const slateStyles = styles.filter((style) => scope.slateId === ALL || style.slateId === scope.slateId);
  return (
    <div className="flex flex-col gap-2 sm:flex-row">
      <FilterSelect
        label="Slate"
        className="flex min-w-0 flex-col gap-1 sm:w-80"
        value={scope.slateId}
        options={[
          { value: ALL, label: 'All slates' },
          ...slates.map((slate) => ({ value: slate.id, label: slate.label })),
        ]}
        onChange={(slateId) => go({ slateId, draftType: ALL })}
      />
      <FilterSelect
        label="Draft type"
        value={scope.draftType}
        options={[
          { value: ALL, label: 'All draft types' },
          { value: 'fast', label: 'Fast drafts' },
          { value: 'slow', label: 'Slow drafts' },
          ...slateStyles.map((style) => ({ value: style.id, label: style.label })),
        ]}
        onChange={(draftType) => go({ draftType })}
      />
    </div>
  );
}
