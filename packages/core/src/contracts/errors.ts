import { z } from 'zod';

/** A pick (or selection) whose line moved between display and submission. */
export const invalidOptionSchema = z.object({
  id: z.string(),
  line_id: z.string(),
  prop_id: z.string(),
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
    /** Per-field problems for invalid input, so forms can highlight fields. */
    fields: z.record(z.string(), z.string()).optional(),
    request_id: z.string().optional(),
  })
  .meta({ id: 'ApiError' });

export type ApiError = z.infer<typeof apiErrorSchema>;
export type InvalidOption = z.infer<typeof invalidOptionSchema>;
