import type { FieldError, FieldErrors, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiRequestError } from '../api/index.ts';

/** A problem with the whole form, shown above the button. */
export interface FormProblem {
  title?: string;
  message: string;
  apiCode?: string;
}

/** Where the server's words land in a form. */
export interface ServerErrorPlaces<Values extends FieldValues> {
  /** The form's fields, in the order they are shown. */
  fields: readonly Path<Values>[];
  /** The form field of a wire name (snake_case) that is not the field's own name. */
  fieldOf?: Partial<Record<string, Path<Values>>>;
  /** The field an api_code explains when the answer lists no fields (`email_taken` → email). */
  codeFields?: Partial<Record<string, Path<Values>>>;
}

// The whole-form problem is a root error (react-hook-form drops it on the next submit); its title
// rides in `types` because a field error has no place of its own for one.
const ROOT = 'root.server' as const;

/**
 * Puts a failed call's messages on the form's fields (`setError`, type "server"), and when no field
 * explains it, one form-level problem. Returns the fields that got a message, in form order.
 */
export function applyServerError<Values extends FieldValues>(
  setError: UseFormSetError<Values>,
  error: unknown,
  places: ServerErrorPlaces<Values>,
): Path<Values>[] {
  if (!isApiRequestError(error)) {
    setError(ROOT, { type: 'server', message: error instanceof Error ? error.message : String(error) });
    return [];
  }
  const client = error.clientError;
  const found = new Map<Path<Values>, string>();
  const known = (name: string | undefined) =>
    name !== undefined && (places.fields as readonly string[]).includes(name)
      ? (name as Path<Values>)
      : undefined;
  for (const [wire, message] of Object.entries(client.fields ?? {})) {
    const field = known(places.fieldOf?.[wire] ?? wire);
    if (field && !found.has(field)) found.set(field, message);
  }
  const byCode = client.apiCode ? known(places.codeFields?.[client.apiCode]) : undefined;
  if (byCode && !found.has(byCode)) found.set(byCode, client.message);
  const placed = places.fields.filter((field) => found.has(field));
  for (const field of placed) setError(field, { type: 'server', message: found.get(field) });
  if (placed.length === 0) {
    setError(ROOT, {
      type: client.apiCode ?? 'server',
      message: client.message,
      types: client.title ? { title: client.title } : undefined,
    });
  }
  return placed;
}

/** The form-level problem `applyServerError` left, if any. */
export function formProblem(errors: FieldErrors): FormProblem | null {
  const root = errors.root?.server as FieldError | undefined;
  if (!root?.message) return null;
  const title = root.types?.title;
  return {
    message: root.message,
    title: typeof title === 'string' ? title : undefined,
    apiCode: root.type === 'server' ? undefined : root.type,
  };
}

/**
 * An empty answer as missing, so a contract says "Enter your email" rather than "not a valid email".
 * Passwords pass `exact`: spaces are part of a password.
 */
export function answered(value: string, { exact = false }: { exact?: boolean } = {}): string | undefined {
  return (exact ? value : value.trim()) === '' ? undefined : value;
}
