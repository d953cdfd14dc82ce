import type { ClientError } from '@kennel/core';
import { isApiRequestError } from '../../../shared/api/index.ts';

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** A problem with the whole form, shown above the button. */
export interface FormProblem {
  title?: string;
  message: string;
  apiCode?: string;
}

/** The first message per field of a zod result's issues (`path[0]` names the field). */
export function fieldErrorsFromIssues<Field extends string>(
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>,
  fields: readonly Field[],
): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && (fields as readonly string[]).includes(field)) {
      errors[field as Field] ??= issue.message;
    }
  }
  return errors;
}

/**
 * Splits a failed call into messages for the form's own fields and, when no field explains it, one
 * problem for the whole form. `codeFields` places errors the API sends without a field list.
 */
export function errorsFromFailure<Field extends string>(
  error: unknown,
  fields: readonly Field[],
  codeFields: Partial<Record<string, Field>> = {},
): { fields: FieldErrors<Field>; problem: FormProblem | null } {
  if (!isApiRequestError(error)) {
    return { fields: {}, problem: { message: error instanceof Error ? error.message : String(error) } };
  }
  const client: ClientError = error.clientError;
  const found: FieldErrors<Field> = {};
  for (const [field, message] of Object.entries(client.fields ?? {})) {
    if ((fields as readonly string[]).includes(field)) found[field as Field] = message;
  }
  const byCode = client.apiCode ? codeFields[client.apiCode] : undefined;
  if (byCode && !found[byCode]) found[byCode] = client.message;
  const placed = Object.keys(found).length > 0;
  return {
    fields: found,
    problem: placed ? null : { title: client.title, message: client.message, apiCode: client.apiCode },
  };
}

/** Moves focus to the first field, in form order, that has an error. */
export function focusFirstError<Field extends string>(
  errors: FieldErrors<Field>,
  order: readonly Field[],
  idOf: (field: Field) => string,
): void {
  const first = order.find((field) => errors[field]);
  if (first) document.getElementById(idOf(first))?.focus();
}

/**
 * An empty answer as missing, so the checks say "Enter your email" rather than "not a valid email".
 * Passwords pass `exact`: spaces are part of a password.
 */
export function answered(value: string, { exact = false }: { exact?: boolean } = {}): string | undefined {
  return (exact ? value : value.trim()) === '' ? undefined : value;
}
