import { z } from 'zod';
import { type ConsoleEndpoint, uuidParam } from './console-endpoint.ts';
import { taxFormParamsSchema } from './tax.ts';
import { timestampField } from './timestamp-field.ts';

/** A player's issued 1099 for one year, beside what the ledger and the W-9 say now. */
export const consoleTaxFormSchema = z.object({
  tax_year: z.number().int(),
  form: z.literal('1099-MISC'),
  /** 1 for the form first issued; each correction is the next. */
  revision: z.number().int(),
  /** Box 3 as the player's form shows it. */
  amount_cents: z.number().int(),
  issued_at: timestampField,
  /** The year's net winnings as the ledger counts them now (a refund after the year can move them). */
  current_net_winnings_cents: z.number().int(),
  /** The W-9 on file names another recipient or address than the form. */
  recipient_changed: z.boolean(),
  /** The form no longer shows what is true now: a correction would change it. */
  correction_due: z.boolean(),
});
export type ConsoleTaxForm = z.infer<typeof consoleTaxFormSchema>;

/** An issued form whose figure or recipient no longer holds, and whose player it is (finance's list). */
export const consoleTaxCorrectionDueSchema = consoleTaxFormSchema.extend({
  player_id: z.string(),
  username: z.string(),
});
export type ConsoleTaxCorrectionDue = z.infer<typeof consoleTaxCorrectionDueSchema>;

export const taxFormCorrectionSchema = z.object({
  reason: z
    .string({ error: 'Say why the form is corrected: the audit trail keeps it.' })
    .trim()
    .min(1, { error: 'Say why the form is corrected: the audit trail keeps it.' })
    .max(500, { error: 'A reason can be at most 500 characters.' }),
});

const playerParams = z.object({ id: uuidParam('player') });

export const CONSOLE_TAX_ENDPOINTS = {
  playerTaxForms: {
    method: 'GET',
    path: '/v1/console/players/:id/tax-forms',
    summary: "The player's issued 1099s, each beside the year's net winnings and W-9 now.",
    auth: false,
    idempotent: false,
    roles: ['finance'],
    action: 'console.player.tax_forms_viewed',
    params: playerParams,
    status: 200,
    response: z.object({ data: z.array(consoleTaxFormSchema) }),
  },
  taxCorrectionsDue: {
    method: 'GET',
    path: '/v1/console/tax-forms/corrections-due',
    summary:
      "Every player's issued 1099 whose figure or recipient changed since it was issued (a correction is due), by year then player.",
    auth: false,
    idempotent: false,
    roles: ['finance'],
    action: 'console.tax_forms.corrections_due_viewed',
    status: 200,
    response: z.object({ data: z.array(consoleTaxCorrectionDueSchema) }),
  },
  correctPlayerTaxForm: {
    method: 'POST',
    path: '/v1/console/players/:id/tax-forms/:year/corrections',
    summary:
      "Issues a corrected 1099 for the year with the ledger's net winnings and the W-9 now (the player's form changes only this way).",
    auth: false,
    idempotent: false,
    roles: ['finance'],
    action: 'console.player.tax_form_corrected',
    rateLimitPerMinute: 30,
    params: playerParams.extend({ year: taxFormParamsSchema.shape.year }),
    body: taxFormCorrectionSchema,
    status: 201,
    response: z.object({ data: consoleTaxFormSchema }),
  },
} as const satisfies Record<string, ConsoleEndpoint>;
