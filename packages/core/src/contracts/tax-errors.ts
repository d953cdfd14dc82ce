import type { ErrorEntries } from './error-entry.ts';

/** Tax forms (W-9, 1099). */
export const TAX_ERRORS = {
  tax_form_required: {
    status: 403,
    title: 'Tax form needed',
    detail:
      'Your net winnings this year reached the IRS reporting threshold. Submit a W-9 on the Tax page, then withdraw.',
  },
  tax_form_not_available: {
    status: 404,
    title: 'No tax form for that year',
    detail:
      'There is no 1099 form for that year. Forms are made for years whose net winnings reach the threshold.',
  },
  tax_form_unchanged: {
    status: 409,
    title: 'Nothing to correct',
    detail:
      'The form already shows the net winnings the ledger counts for that year and the W-9 on file, so a correction would change nothing.',
  },
} as const satisfies ErrorEntries;
