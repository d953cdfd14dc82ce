import { z } from 'zod';

/** A pick (or selection) whose line moved between display and submission. */
export const invalidOptionSchema = z.object({
  id: z.string(),
  line_id: z.string(),
  prop_id: z.string(),
});

/** A sportsbook selection as it is now, for a bet that named an older price or a suspended market. */
export const changedSelectionSchema = z.object({
  selection_id: z.string(),
  market_id: z.string(),
  status: z.string(),
  line: z.number().nullable(),
  price: z.number().int().nullable(),
  price_version: z.number().int(),
});

/** The API error object, every field the seed says the client reads (section 3). */
export const apiErrorSchema = z
  .object({
    api_code: z.string(),
    title: z.string(),
    detail: z.string(),
    http_status_code: z.number().int(),
    status: z.number().int(),
    cta_text: z.string().optional(),
    cta_url: z.string().optional(),
    secondary_cta_text: z.string().optional(),
    secondary_cta_url: z.string().optional(),
    entry_error_code: z.string().optional(),
    failed_deposit_id: z.string().optional(),
    payment_method_id: z.string().optional(),
    retry_merchant_id: z.string().optional(),
    mfa_token: z.string().optional(),
    invalid_options: z.array(invalidOptionSchema).optional(),
    /** The current prices of the selections a bet named stale (`sportsbook_prices_changed`). */
    changed_selections: z.array(changedSelectionSchema).optional(),
    /** The bet's cash out offer now (`sportsbook_cash_out_changed`): null when none is offered. */
    cash_out_offer_cents: z.number().int().nullable().optional(),
    /** Per-field problems for invalid input, so forms can highlight fields. */
    fields: z.record(z.string(), z.string()).optional(),
    request_id: z.string().optional(),
  })
  .meta({ id: 'ApiError' });

export type ApiError = z.infer<typeof apiErrorSchema>;
export type InvalidOption = z.infer<typeof invalidOptionSchema>;
export type ChangedSelection = z.infer<typeof changedSelectionSchema>;
