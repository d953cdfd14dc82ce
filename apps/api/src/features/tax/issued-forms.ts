import {
  type ConsoleTaxForm,
  cents,
  isEstimateAt,
  reachesReportingThreshold,
  type YearNetWinnings,
} from '@kennel/core';
import type { Form1099Recipient, TaxFormRow, W9FormRow } from '../../platform/db/schema/tax.ts';
import type { createTaxRepo } from './repo.ts';

type TaxRepo = ReturnType<typeof createTaxRepo>;

/** The W-9 as a 1099 names its recipient. */
export function recipientOf(w9: W9FormRow): Form1099Recipient {
  return {
    legalName: w9.legalName,
    businessName: w9.businessName,
    addressLine1: w9.addressLine1,
    addressLine2: w9.addressLine2,
    city: w9.city,
    state: w9.state,
    postalCode: w9.postalCode,
    tinLast4: w9.tinLast4,
  };
}

function sameRecipient(a: Form1099Recipient, b: Form1099Recipient): boolean {
  return (Object.keys(a) as (keyof Form1099Recipient)[]).every((field) => a[field] === b[field]);
}

/**
 * Issues the 1099 of each year at the threshold that has none yet once its issue date has come (31
 * January of the next year, `formIssueDate`; a W-9 names the recipient), with the figure counted now, and answers the latest revision of every issued one, newest year
 * first. From then on the year's form is fixed: what the ledger counts for the year later (a refund
 * of one of its stakes in January counts in the stake's year) changes it only through a correction.
 */
export async function issueDueForms(
  repo: TaxRepo,
  {
    userId,
    w9,
    years,
    now,
  }: {
    userId: string;
    w9: W9FormRow | undefined;
    years: readonly YearNetWinnings[];
    now: Date;
  },
): Promise<TaxFormRow[]> {
  const issued = await repo.latestForms(userId);
  if (!w9) return issued;
  const issuedYears = new Set(issued.map((form) => form.taxYear));
  const due = years.filter(
    (year) =>
      !isEstimateAt(year.taxYear, now) &&
      !issuedYears.has(year.taxYear) &&
      reachesReportingThreshold(year.taxYear, year.netWinningsCents),
  );
  if (due.length === 0) return issued;
  await repo.issueFirst(
    due.map((year) => ({
      userId,
      taxYear: year.taxYear,
      revision: 1,
      amountCents: cents(year.netWinningsCents),
      recipient: recipientOf(w9),
      issuedAt: now,
      correctedByOperatorId: null,
      correctionReason: null,
    })),
  );
  return repo.latestForms(userId);
}

/** An issued form as the console shows it: beside the year's net winnings and the W-9 now. */
export function formForOperator(
  form: TaxFormRow,
  currentNetWinningsCents: number,
  w9: W9FormRow | undefined,
): ConsoleTaxForm {
  const recipientChanged = w9 !== undefined && !sameRecipient(recipientOf(w9), form.recipient);
  return {
    tax_year: form.taxYear,
    form: '1099-MISC',
    revision: form.revision,
    amount_cents: form.amountCents,
    issued_at: form.issuedAt.toISOString(),
    current_net_winnings_cents: currentNetWinningsCents,
    recipient_changed: recipientChanged,
    correction_due: recipientChanged || currentNetWinningsCents !== form.amountCents,
  };
}
