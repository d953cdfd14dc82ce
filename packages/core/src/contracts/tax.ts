import { z } from 'zod';
import { stateField } from '../accounts/fields.ts';
import { TAX_CLASSIFICATIONS, TIN_TYPES, tinProblem } from '../compliance/tax.ts';
import type { Endpoint } from './endpoint.ts';
import { timestampField } from './timestamp-field.ts';
import { ALONGSIDE_FIELD_PROBLEMS } from './whole-form-check.ts';

/** Wire contracts of tax documents (`/tax`): the W-9, net winnings per year, the 1099 forms. */

function text(label: string, max: number) {
  return z
    .string({ error: `Enter your ${label}.` })
    .trim()
    .min(1, { error: `Enter your ${label}.` })
    .max(max, { error: `Your ${label} can be at most ${max} characters.` });
}

const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `The ${label} can be at most ${max} characters.` })
    .optional()
    .transform((value) => (value ? value : undefined));

export const w9Schema = z
  .object({
    legal_name: z.string(),
    business_name: z.string().nullable(),
    tax_classification: z.enum(TAX_CLASSIFICATIONS),
    address_line1: z.string(),
    address_line2: z.string().nullable(),
    city: z.string(),
    state: stateField,
    postal_code: z.string(),
    tin_type: z.enum(TIN_TYPES),
    /** Never more than the last 4 digits: `***-**-1234`. */
    tin_masked: z.string().regex(/^\*\*\*-\*\*-\d{4}$/),
    submitted_at: timestampField,
    updated_at: timestampField,
  })
  .meta({ id: 'W9' });

export const taxYearSummarySchema = z
  .object({
    tax_year: z.number().int(),
    /** Payouts minus cash entry fees net of refunds, in the year on New York's calendar; may be negative. */
    net_winnings_cents: z.number().int(),
    threshold_cents: z.number().int(),
    reached_threshold: z.boolean(),
    /**
     * Until 31 January of the next year (when 1099s are issued) the figure may still change: a refund
     * of one of the year's stakes counts in the year. After it, a year with a form shows the form's.
     */
    estimate: z.boolean(),
  })
  .meta({ id: 'TaxYearSummary' });

export const taxFormSummarySchema = z
  .object({
    tax_year: z.number().int(),
    form: z.literal('1099-MISC'),
    amount_cents: z.number().int(),
  })
  .meta({ id: 'TaxFormSummary' });

export const taxSummarySchema = z
  .object({
    w9: w9Schema.nullable(),
    /** A W-9 must be on file before the next withdrawal (and is not). */
    w9_required: z.boolean(),
    /** The current tax year first, then every earlier year with play. */
    years: z.array(taxYearSummarySchema),
    /** Forms for past years that reached the threshold, newest first. */
    forms: z.array(taxFormSummarySchema),
  })
  .meta({ id: 'TaxSummary' });
export const taxSummaryResponseSchema = z.object({ data: taxSummarySchema });

// PUT /v1/tax/w9: the first W-9 or a correction of it.
export const w9RequestSchema = z
  .object({
    legal_name: text('legal name, as on your tax return', 100).regex(/^\p{L}[\p{L}\p{M}' .,-]*$/u, {
      error: 'Enter your legal name as on your tax return, using letters only.',
    }),
    business_name: optionalText('business name', 100),
    tax_classification: z.enum(TAX_CLASSIFICATIONS, { error: 'Choose your federal tax classification.' }),
    address_line1: text('street address', 100),
    address_line2: optionalText('second address line', 100),
    city: text('city', 60),
    state: stateField,
    postal_code: z
      .string({ error: 'Enter your ZIP code.' })
      .trim()
      .regex(/^\d{5}(-\d{4})?$/, { error: 'Enter a 5-digit ZIP code, like 10001.' }),
    tin_type: z.enum(TIN_TYPES, { error: 'Choose whether you have an SSN or an ITIN.' }),
    /** 9 digits; dashes and spaces typed with them are dropped. */
    tin: z
      .string({ error: 'Enter your 9-digit SSN or ITIN.' })
      .transform((value) => value.replace(/[\s-]/g, ''))
      .refine((digits) => /^\d{9}$/.test(digits), { error: 'Enter all 9 digits, like 123-45-6789.' }),
    certified: z.literal(true, {
      error: 'Tick the box to certify that the information is correct, as the W-9 requires.',
    }),
  })
  // Whether 9 digits can be an SSN or an ITIN depends on which the player chose.
  .superRefine((value, ctx) => {
    // A TIN or type with a problem of its own has said so already.
    if (!TIN_TYPES.includes(value.tin_type) || typeof value.tin !== 'string' || !/^\d{9}$/.test(value.tin))
      return;
    const problem = tinProblem(value.tin_type, value.tin);
    if (problem) ctx.addIssue({ code: 'custom', path: ['tin'], message: problem });
  }, ALONGSIDE_FIELD_PROBLEMS)
  .meta({ id: 'W9Request' });

export const taxFormParamsSchema = z.object({
  year: z.coerce
    .number({ error: 'Give the tax year as 4 digits, like 2026.' })
    .int({ error: 'Give the tax year as 4 digits, like 2026.' })
    .min(2000, { error: 'Give the tax year as 4 digits, like 2026.' })
    .max(2999, { error: 'Give the tax year as 4 digits, like 2026.' }),
});

/** What a browser's Blob offers (core is typed without the DOM). */
export interface DownloadedFile {
  readonly size: number;
  readonly type: string;
  arrayBuffer(): Promise<ArrayBuffer>;
}

/** The bytes of a PDF download: a Blob in the browser (the server sends a Buffer, never serialised). */
export const pdfDocumentSchema = z
  .custom<DownloadedFile>(
    (value) => {
      const { Blob } = globalThis as { Blob?: abstract new (...args: never[]) => DownloadedFile };
      return Blob !== undefined && value instanceof Blob;
    },
    { error: 'Expected a PDF document' },
  )
  .meta({ id: 'PdfDocument', type: 'string', format: 'binary' });

export const TAX_ENDPOINTS = {
  getTax: {
    method: 'GET',
    path: '/v1/tax',
    summary: 'The W-9 on file (TIN masked), net winnings per tax year against the threshold, the 1099 forms.',
    auth: true,
    idempotent: false,
    status: 200,
    response: taxSummaryResponseSchema,
  },
  submitW9: {
    method: 'PUT',
    path: '/v1/tax/w9',
    summary:
      'Submits or corrects the W-9: legal name, address, tax classification and TIN (stored encrypted).',
    rateLimitPerMinute: 10,
    auth: true,
    idempotent: false,
    body: w9RequestSchema,
    status: 200,
    response: taxSummaryResponseSchema,
  },
  getTaxForm: {
    method: 'GET',
    path: '/v1/tax/forms/:year',
    summary:
      "The 1099-MISC for a tax year whose net winnings reached the threshold, as a PDF (the recipient's copy).",
    rateLimitPerMinute: 30,
    auth: true,
    idempotent: false,
    params: taxFormParamsSchema,
    status: 200,
    response: pdfDocumentSchema,
    contentType: 'application/pdf',
  },
} as const satisfies Record<string, Endpoint>;

export type TaxSummary = z.infer<typeof taxSummarySchema>;
export type W9Wire = z.infer<typeof w9Schema>;
export type TaxYearSummary = z.infer<typeof taxYearSummarySchema>;
export type TaxFormSummary = z.infer<typeof taxFormSummarySchema>;
export type W9Request = z.input<typeof w9RequestSchema>;
export type W9Submission = z.output<typeof w9RequestSchema>;
