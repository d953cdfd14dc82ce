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
} as const satisfies ErrorEntries;
