import { CONSOLE_ENDPOINTS, type ConsoleTaxForm } from '@kennel/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FileCheck } from 'lucide-react';
import { useState } from 'react';
import { consoleCall } from '../api.ts';
import { Badge, buttonClass, Card, Empty, ErrorNote, inputClass } from '../ui.tsx';
import { TaxFormFigures } from './tax-form-figures.tsx';

/** One year's form: what it says, what is true now, and the correction when they differ. */
function TaxFormRow({ id, form }: { id: string; form: ConsoleTaxForm }) {
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const correct = useMutation({
    mutationFn: () =>
      consoleCall(CONSOLE_ENDPOINTS.correctPlayerTaxForm, {
        params: { id, year: form.tax_year },
        body: { reason },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['player-tax-forms', id] }),
  });
  const field = `correction-${id}-${form.tax_year}`;
  return (
    <li className="space-y-2 py-3" data-testid="player-tax-form">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-medium">
          {form.tax_year} {form.form}
          {form.revision > 1 ? <span className="text-muted"> · correction {form.revision - 1}</span> : null}
        </p>
        {form.correction_due ? <Badge tone="warning">Correction due</Badge> : <Badge>Up to date</Badge>}
      </div>
      <TaxFormFigures form={form} />
      {form.recipient_changed ? (
        <p className="text-sm text-muted">The W-9 on file names another recipient or address.</p>
      ) : null}
      {form.correction_due ? (
        <form
          className="flex flex-col gap-2 sm:flex-row"
          onSubmit={(event) => {
            event.preventDefault();
            correct.mutate();
          }}
        >
          <label htmlFor={field} className="sr-only">
            Why the form is corrected
          </label>
          <input
            id={field}
            className={inputClass}
            placeholder="Why the form is corrected"
            value={reason}
            maxLength={500}
            onChange={(event) => setReason(event.target.value)}
          />
          <button type="submit" className={`${buttonClass('primary')} shrink-0`} disabled={correct.isPending}>
            <FileCheck aria-hidden="true" className="size-4" />
            Issue corrected form
          </button>
        </form>
      ) : null}
      {correct.isError ? <ErrorNote error={correct.error} /> : null}
    </li>
  );
}

/**
 * The player's issued 1099s. A form is fixed once issued; when the year's net winnings or the W-9
 * change afterwards, the operator issues a corrected form here (the player's copy says CORRECTED).
 */
export function PlayerTaxForms({ id }: { id: string }) {
  const forms = useQuery({
    queryKey: ['player-tax-forms', id],
    queryFn: async () => (await consoleCall(CONSOLE_ENDPOINTS.playerTaxForms, { params: { id } })).data,
  });
  return (
    <Card title="Tax forms (1099)">
      {forms.isError ? <ErrorNote error={forms.error} /> : null}
      {forms.data?.length === 0 ? <Empty>No 1099 issued: no ended year reached the threshold.</Empty> : null}
      {forms.data && forms.data.length > 0 ? (
        <ul className="divide-y divide-border" data-testid="player-tax-forms">
          {forms.data.map((form) => (
            <TaxFormRow key={form.tax_year} id={id} form={form} />
          ))}
        </ul>
      ) : null}
    </Card>
  );
}
