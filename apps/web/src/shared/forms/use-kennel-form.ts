import { type BaseSyntheticEvent, useEffect, useState } from 'react';
import {
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  type SubmitHandler,
  type UseFormProps,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';
import { isFinalAnswer } from '../money-action/index.ts';
import { applyServerError, type FormProblem, formProblem, type ServerErrorPlaces } from './server-errors.ts';

export type SchemaLoader<Request> = () => Promise<z.ZodType<Request>>;
type Check<Request> = Resolver<FieldValues, unknown, Request>;

// One check per schema (or loader), kept while the schema lives.
const checks = new WeakMap<object, Promise<Check<unknown>>>();

function checkOf<Request>(schema: z.ZodType<Request> | SchemaLoader<Request>): Promise<Check<Request>> {
  let check = checks.get(schema) as Promise<Check<Request>> | undefined;
  if (!check) {
    check = Promise.all([
      import('./contract-check.ts'),
      typeof schema === 'function' ? schema() : schema,
    ]).then(([{ contractCheck }, loaded]) => contractCheck(loaded));
    // A failed load (the network dropped) is tried again on the next check.
    check.catch(() => checks.delete(schema));
    checks.set(schema, check as Promise<Check<unknown>>);
  }
  return check;
}

export interface KennelFormOptions<Values extends FieldValues, Request>
  extends Omit<ServerErrorPlaces<Values>, 'fields'>,
    Pick<UseFormProps<Values>, 'mode' | 'reValidateMode'> {
  /**
   * Core's contract for what the form sends: its rules are the form's rules. Pass a loader
   * (`() => import(...).then(...)`) to keep zod off the page's first load: it loads on the first
   * focus in the page, at the latest on the first check.
   */
  schema: z.ZodType<Request> | SchemaLoader<Request>;
  /** What the form's values make for the schema (trimmed, empty answers left out); default: the values. */
  toRequest?: (values: Values) => unknown;
  /** Every field, in the order shown (the order sets where focus goes on an error). */
  defaultValues: Values;
  /** The id of a field's control, to move focus to the first field with an error. */
  idOf?: (field: Path<Values>, values: Values) => string;
}

/**
 * react-hook-form checked by a core zod contract: a field's error shows once it has been left (or on
 * submit) and follows every change after; the server's field errors land on the fields.
 */
export type KennelForm<Values extends FieldValues, Request> = UseFormReturn<Values, unknown, Request> & {
  /** The form's submit handler: checks, focuses the first wrong field, else hands over the request. */
  submitWith: (onValid: SubmitHandler<Request>) => (event?: BaseSyntheticEvent) => Promise<void>;
  /** Places a failed call's messages on the fields (focusing the first) or as the form's problem. */
  showServerError: (error: unknown) => void;
  /** The form-level problem of the last answer, until the next change or submit. */
  problem: FormProblem | null;
  /**
   * The server gave a final answer to exactly what the form holds (a refusal, not a lost answer):
   * its Submit waits for a change, with the refusal shown beside it.
   */
  refused: boolean;
};

export function useKennelForm<Values extends FieldValues, Request>(
  options: KennelFormOptions<Values, Request>,
): KennelForm<Values, Request> {
  const { schema, toRequest, defaultValues, fieldOf, codeFields, idOf } = options;
  const { mode = 'onTouched', reValidateMode = 'onChange' } = options;
  const fields = Object.keys(defaultValues) as Path<Values>[];
  const resolver: Resolver<Values, unknown, Request> = async (values, context, resolverOptions) => {
    const checked = await checkOf(schema);
    const result = await checked(
      (toRequest ? toRequest(values) : values) as FieldValues,
      context,
      resolverOptions as never,
    );
    if (!fieldOf) return result as never;
    const errors: Record<string, unknown> = {};
    for (const [wire, error] of Object.entries(result.errors)) errors[fieldOf[wire] ?? wire] ??= error;
    return { ...result, errors } as never;
  };
  const form = useForm<Values, unknown, Request>({
    resolver,
    mode,
    reValidateMode,
    shouldFocusError: !idOf,
    defaultValues: defaultValues as DefaultValues<Values>,
  });
  const { watch, clearErrors, setError } = form;
  const [refused, setRefused] = useState(false);

  // Someone about to type gets the check loaded before the first field is left.
  useEffect(() => {
    const warm = () => void checkOf(schema).catch(() => undefined);
    // A schema given as is brought zod with the page already: only the resolver is left to load.
    if (typeof schema !== 'function' || document.activeElement instanceof HTMLInputElement) return warm();
    document.addEventListener('focusin', warm, { once: true });
    return () => document.removeEventListener('focusin', warm);
  }, [schema]);

  // Any change answers the whole-form problem the server gave, and makes the form worth sending again.
  useEffect(() => {
    const subscription = watch(() => {
      clearErrors('root.server');
      setRefused(false);
    });
    return () => subscription.unsubscribe();
  }, [watch, clearErrors]);

  const focusFirst = (errors: FieldErrors<Values>) => {
    const first = fields.find((field) => field in errors);
    if (first && idOf) document.getElementById(idOf(first, form.getValues()))?.focus();
  };

  return {
    ...form,
    submitWith: (onValid) =>
      form.handleSubmit(onValid, focusFirst) as (event?: BaseSyntheticEvent) => Promise<void>,
    showServerError: (error: unknown) => {
      setRefused(isFinalAnswer(error));
      const placed = applyServerError(setError, error, { fields, fieldOf, codeFields });
      if (placed.length > 0 && idOf) document.getElementById(idOf(placed[0]!, form.getValues()))?.focus();
    },
    problem: formProblem(form.formState.errors),
    refused,
  };
}
