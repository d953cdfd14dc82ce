import { useQuery } from '@tanstack/react-query';
import { TriangleAlert } from 'lucide-react';
import { useHttpClient } from '../../../shared/api/index.ts';
import { Button, SkeletonText } from '../../../shared/ui/index.ts';
import { ProblemNotice } from '../verification/problem-notice.tsx';
import { taxQueryOptions } from './tax-api.ts';
import { TaxFormsCard } from './tax-forms-list.tsx';
import { TaxYearsCard } from './tax-years.tsx';
import { W9Card } from './w9-card.tsx';

/** Everything about the player's taxes: the W-9 (or its form), net winnings per year, the 1099s. */
export function TaxDocuments() {
  const http = useHttpClient();
  const tax = useQuery(taxQueryOptions(http));
  if (tax.isPending) return <SkeletonText lines={8} />;
  if (tax.isError) {
    return (
      <div className="flex flex-col gap-3">
        <ProblemNotice error={tax.error} />
        <Button variant="secondary" onClick={() => void tax.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const summary = tax.data;
  return (
    <div data-testid="tax-documents" className="flex flex-col gap-5">
      {summary.w9_required && (
        <div
          role="status"
          data-testid="w9-required"
          className="flex items-start gap-3 rounded-2xl border border-warning/40 bg-warning/10 p-4"
        >
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-warning" />
          <div className="flex flex-col gap-1">
            <p className="font-bold text-sm">A W-9 is needed before your next withdrawal</p>
            <p className="text-pretty text-sm text-text/80">
              Your net winnings reached the IRS reporting threshold. Fill in the form below; it takes about
              two minutes, and you can withdraw as soon as it's in.
            </p>
          </div>
        </div>
      )}
      <W9Card w9={summary.w9} required={summary.w9_required} />
      <TaxYearsCard years={summary.years} />
      <TaxFormsCard forms={summary.forms} w9OnFile={summary.w9 !== null} />
    </div>
  );
}
