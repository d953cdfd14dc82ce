import { z } from 'zod';
import { TERMS_VERSION } from '../accounts/security.ts';
import type { Endpoint } from './endpoint.ts';
import { timestampField } from './timestamp-field.ts';

// POST /v1/terms/acceptance
export const termsAcceptanceRequestSchema = z
  .object({
    /** The version the player read: accepting an older one (the terms changed meanwhile) is refused. */
    version: z.string({ error: 'Reload the page and review our terms.' }).refine((v) => v === TERMS_VERSION, {
      error: 'Our terms changed again while you were reading. Reload the page, review them and accept.',
    }),
  })
  .meta({ id: 'TermsAcceptanceRequest' });

export const termsAcceptanceSchema = z
  .object({
    terms_version: z.string(),
    accepted_at: timestampField,
  })
  .meta({ id: 'TermsAcceptance' });
export const termsAcceptanceResponseSchema = z.object({ data: termsAcceptanceSchema });
export type TermsAcceptance = z.infer<typeof termsAcceptanceSchema>;

/** Accepting the current terms (terms of use, membership agreement, privacy policy) after they changed. */
export const TERMS_ENDPOINTS = {
  acceptTerms: {
    method: 'POST',
    path: '/v1/terms/acceptance',
    summary: 'Records that the signed-in player accepted the current terms; the session stops asking.',
    auth: true,
    idempotent: false,
    rateLimitPerMinute: 20,
    body: termsAcceptanceRequestSchema,
    status: 200,
    response: termsAcceptanceResponseSchema,
  },
} as const satisfies Record<string, Endpoint>;
