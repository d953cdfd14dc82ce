import { z } from 'zod';
import { dateOfBirthField, stateField } from '../accounts/fields.ts';
import { VERIFICATION_STATUSES } from '../wallet/identity-verification.ts';
import type { Endpoint } from './endpoint.ts';
import { timestampField } from './timestamp-field.ts';
import { ALONGSIDE_FIELD_PROBLEMS } from './whole-form-check.ts';

/** Wire contracts of identity verification (`/verification`, `/verification/docv`). */

function text(label: string, max: number) {
  return z
    .string({ error: `Enter your ${label}.` })
    .trim()
    .min(1, { error: `Enter your ${label}.` })
    .max(max, { error: `Your ${label} can be at most ${max} characters.` });
}

/** A legal name as on an ID: letters (any script), spaces, apostrophes, dots and hyphens. */
function legalNameField(label: string) {
  return text(label, 50).regex(/^\p{L}[\p{L}\p{M}' .-]*$/u, {
    error: `Enter your ${label} as it appears on your ID, using letters only.`,
  });
}

export const verificationStatusSchema = z
  .object({
    status: z.enum(VERIFICATION_STATUSES),
    /** What the status means for the player and what to do next. */
    message: z.string(),
    submitted_at: timestampField.nullable(),
    decided_at: timestampField.nullable(),
    /** Set while (or after) a document was reviewed; with status `pending` the case waits for an operator. */
    document_submitted_at: timestampField.nullable().default(null),
    /** Why the check was rejected, when the reviewer gave a reason; shown to the player as written. */
    reason: z.string().nullable().default(null),
  })
  .meta({ id: 'VerificationStatus' });
export const verificationResponseSchema = z.object({ data: verificationStatusSchema });

// POST /v1/verification
export const verificationRequestSchema = z
  .object({
    legal_first_name: legalNameField('legal first name'),
    legal_last_name: legalNameField('legal last name'),
    date_of_birth: dateOfBirthField,
    address_line1: text('street address', 100),
    address_line2: z
      .string()
      .trim()
      .max(100, { error: 'The second address line can be at most 100 characters.' })
      .optional(),
    city: text('city', 60),
    state: stateField,
    postal_code: z
      .string({ error: 'Enter your ZIP code.' })
      .trim()
      .regex(/^\d{5}(-\d{4})?$/, { error: 'Enter a 5-digit ZIP code, like 10001.' }),
    ssn_last4: z
      .string({ error: 'Enter the last 4 digits of your Social Security number.' })
      .regex(/^\d{4}$/, { error: 'Enter the last 4 digits of your Social Security number.' }),
  })
  .meta({ id: 'VerificationRequest' });

export const DOCUMENT_TYPES = ['drivers_license', 'state_id', 'passport'] as const;
/** Two photos must fit the API's 1 MiB body limit with room to spare. */
export const DOCUMENT_IMAGE_MAX_CHARS = 480_000;

const documentImageField = z
  .string({ error: 'Add a photo of your document.' })
  .max(DOCUMENT_IMAGE_MAX_CHARS, { error: 'That photo is too large. Use a photo under 350 KB.' })
  .regex(/^data:image\/(jpeg|png|webp);base64,[A-Za-z0-9+/]+={0,2}$/, {
    error: 'Upload a JPEG, PNG or WebP photo.',
  });

// POST /v1/verification/document: after a needs_document answer.
export const verificationDocumentRequestSchema = z
  .object({
    document_type: z.enum(DOCUMENT_TYPES, { error: 'Choose the kind of document.' }),
    front_image: documentImageField,
    front_file_name: z.string().max(255).optional(),
    back_image: documentImageField.optional(),
    back_file_name: z.string().max(255).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.document_type !== 'passport' && !value.back_image) {
      ctx.addIssue({ code: 'custom', path: ['back_image'], message: 'Add a photo of the back of your ID.' });
    }
  }, ALONGSIDE_FIELD_PROBLEMS)
  .meta({ id: 'VerificationDocument' });

export const VERIFICATION_ENDPOINTS = {
  getVerification: {
    method: 'GET',
    path: '/v1/verification',
    summary: "The player's identity verification status and what to do next.",
    auth: true,
    idempotent: false,
    status: 200,
    response: verificationResponseSchema,
  },
  submitVerification: {
    method: 'POST',
    path: '/v1/verification',
    summary: 'Sends legal name, date of birth, address and SSN last 4 to the identity provider.',
    rateLimitPerMinute: 10,
    auth: true,
    idempotent: false,
    body: verificationRequestSchema,
    status: 202,
    response: verificationResponseSchema,
  },
  submitVerificationDocument: {
    method: 'POST',
    path: '/v1/verification/document',
    summary: 'Sends photos of an ID document after a needs_document answer; the images are not kept.',
    rateLimitPerMinute: 10,
    auth: true,
    idempotent: false,
    body: verificationDocumentRequestSchema,
    status: 202,
    response: verificationResponseSchema,
  },
} as const satisfies Record<string, Endpoint>;

export type VerificationStatusWire = z.infer<typeof verificationStatusSchema>;
export type VerificationRequest = z.input<typeof verificationRequestSchema>;
export type VerificationDocumentRequest = z.input<typeof verificationDocumentRequestSchema>;
