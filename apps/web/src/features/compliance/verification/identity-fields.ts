import { type VerificationRequest, verificationRequestSchema } from '@kennel/core';

export type IdentityFields = Required<Record<keyof VerificationRequest, string>>;

export const EMPTY_IDENTITY: IdentityFields = {
  legal_first_name: '',
  legal_last_name: '',
  date_of_birth: '',
  address_line1: '',
  address_line2: '',
  city: '',
  state: '',
  postal_code: '',
  ssn_last4: '',
};

export type IdentityErrors = Partial<Record<keyof IdentityFields, string>>;

/** The same checks the API runs, so most mistakes are shown before anything is sent. */
export function checkIdentity(
  fields: IdentityFields,
): { ok: true; request: VerificationRequest } | { ok: false; errors: IdentityErrors } {
  const parsed = verificationRequestSchema.safeParse({
    ...fields,
    address_line2: fields.address_line2.trim() || undefined,
  });
  if (parsed.success) return { ok: true, request: parsed.data };
  const errors: IdentityErrors = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] as keyof IdentityFields | undefined;
    if (key && !errors[key]) errors[key] = issue.message;
  }
  return { ok: false, errors };
}

/** The API's field messages (`fields` of a 400), keyed like the form. */
export function serverFieldErrors(fields: Record<string, string> | undefined): IdentityErrors {
  const errors: IdentityErrors = {};
  for (const [key, message] of Object.entries(fields ?? {})) {
    if (key in EMPTY_IDENTITY) errors[key as keyof IdentityFields] = message;
  }
  return errors;
}
