import type { ConsoleTaxForm } from '@kennel/core';
import { formatCents, formatTime } from '../ui.tsx';

/** An issued form's box 3, the year's net winnings now and when it was issued (stacked on a phone). */
export function TaxFormFigures({ form }: { form: ConsoleTaxForm }) {
  return (
    <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-3">
      <div>
        <dt className="text-xs text-muted">Box 3 on the form</dt>
        <dd className="tabular-nums">{formatCents(form.amount_cents)}</dd>
      </div>
      <div>
        <dt className="text-xs text-muted">Net winnings now</dt>
        <dd className="tabular-nums">{formatCents(form.current_net_winnings_cents)}</dd>
      </div>
      <div>
        <dt className="text-xs text-muted">Issued</dt>
        <dd>{formatTime(form.issued_at)}</dd>
      </div>
    </dl>
  );
}
