import type { TaxFormSummary } from '@kennel/core';
import { useMutation } from '@tanstack/react-query';
import { Download, FileText } from 'lucide-react';
import { useHttpClient } from '../../../shared/api/index.ts';
import { Button, Card, CardBody, CardHeader, formatMoney } from '../../../shared/ui/index.ts';
import { ProblemNotice } from '../verification/problem-notice.tsx';
import { downloadTaxForm } from './tax-api.ts';

/** The 1099-MISC of each ended year whose net winnings reached the threshold, to download as PDF. */
export function TaxFormsCard({ forms, w9OnFile }: { forms: readonly TaxFormSummary[]; w9OnFile: boolean }) {
  const http = useHttpClient();
  const download = useMutation({ mutationFn: (taxYear: number) => downloadTaxForm(http, taxYear) });
  return (
    <Card>
      <CardHeader as="h2" title="1099 forms" subtitle="Your copy of each form we file with the IRS." />
      <CardBody className="flex flex-col gap-3">
        {forms.length === 0 ? (
          <div className="flex items-start gap-3 rounded-xl bg-surface-2 p-4 text-sm">
            <FileText aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted" />
            <p className="text-pretty text-muted">
              {w9OnFile
                ? 'No forms yet. After a year ends, a 1099-MISC appears here if your net winnings that year reached the threshold.'
                : 'No forms yet. Forms are made for years whose net winnings reach the threshold, once your W-9 is on file.'}
            </p>
          </div>
        ) : (
          <ul className="flex flex-col gap-2">
            {forms.map((form) => (
              <li
                key={form.tax_year}
                className="flex items-center justify-between gap-3 rounded-xl border border-border px-3 py-3 sm:px-4"
              >
                <div className="flex min-w-0 items-center gap-3">
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand/10 text-brand">
                    <FileText aria-hidden="true" className="size-5" />
                  </span>
                  <div className="flex min-w-0 flex-col">
                    <span className="font-bold text-sm">
                      Form {form.form} · {form.tax_year}
                    </span>
                    <span className="text-muted text-xs tabular-nums">
                      Other income (box 3): {formatMoney(form.amount_cents)}
                    </span>
                  </div>
                </div>
                <Button
                  variant="secondary"
                  size="sm"
                  className="shrink-0"
                  loading={download.isPending && download.variables === form.tax_year}
                  onClick={() => download.mutate(form.tax_year)}
                  aria-label={`Download the ${form.tax_year} Form ${form.form} (PDF)`}
                >
                  <Download aria-hidden="true" /> PDF
                </Button>
              </li>
            ))}
          </ul>
        )}
        {download.error && <ProblemNotice error={download.error} />}
      </CardBody>
    </Card>
  );
}
