import {
  TAX_CLASSIFICATION_LABELS,
  TAX_CLASSIFICATIONS,
  type TaxSummary,
  TIN_TYPE_LABELS,
  TIN_TYPES,
  type TinType,
  type W9Wire,
  w9RequestSchema,
} from '@kennel/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LockKeyhole } from 'lucide-react';
import { useHttpClient } from '../../../shared/api/index.ts';
import { CheckboxField, TextField, useFormField, useKennelForm } from '../../../shared/forms/index.ts';
import { Button, cn, Field, Select } from '../../../shared/ui/index.ts';
import { AddressFields } from '../fields/address-fields.tsx';
import { MaskedNumberField } from '../fields/masked-number-field.tsx';
import { ProblemNotice } from '../verification/problem-notice.tsx';
import { storeTaxSummary, submitW9 } from './tax-api.ts';

const CLASSIFICATION_OPTIONS = TAX_CLASSIFICATIONS.map((value) => ({
  value,
  label: TAX_CLASSIFICATION_LABELS[value],
}));

/** 123456789 → 123-45-6789 as it is typed (digits only, at most 9). */
export function formatTin(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 9);
  return [digits.slice(0, 3), digits.slice(3, 5), digits.slice(5)].filter(Boolean).join('-');
}

function startingValues(w9: W9Wire | null) {
  return {
    legal_name: w9?.legal_name ?? '',
    business_name: w9?.business_name ?? '',
    tax_classification: w9?.tax_classification ?? 'individual',
    address_line1: w9?.address_line1 ?? '',
    address_line2: w9?.address_line2 ?? '',
    city: w9?.city ?? '',
    state: w9?.state ?? '',
    postal_code: w9?.postal_code ?? '',
    tin_type: (w9?.tin_type ?? 'ssn') as TinType,
    // Never prefilled: Kennel keeps only the encrypted number and shows its last 4 digits.
    tin: '',
    certified: false,
  };
}

export interface W9FormProps {
  /** The W-9 on file, whose details (all but the TIN) start the form. */
  current: W9Wire | null;
  onSaved?: (summary: TaxSummary) => void;
  onCancel?: () => void;
}

/** The W-9: legal name, address, federal tax classification, TIN (masked, with show/hide) and the certification. */
export function W9Form({ current, onSaved, onCancel }: W9FormProps) {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  const form = useKennelForm({
    schema: w9RequestSchema,
    toRequest: (values) => ({
      ...values,
      business_name: values.business_name.trim() || undefined,
      address_line2: values.address_line2.trim() || undefined,
    }),
    defaultValues: startingValues(current),
    mode: 'onSubmit',
  });
  const { control } = form;
  const classification = useFormField(control, 'tax_classification');
  const tinType = useFormField(control, 'tin_type');
  const save = useMutation({
    mutationFn: (request: Parameters<typeof submitW9>[1]) => submitW9(http, request),
    onSuccess: (summary) => {
      storeTaxSummary(queryClient, summary);
      onSaved?.(summary);
    },
    onError: (error) => form.showServerError(error),
  });

  return (
    <form
      noValidate
      aria-label="W-9 details"
      className="flex flex-col gap-6"
      onSubmit={form.submitWith((request) => save.mutate(request))}
    >
      <fieldset className="flex min-w-0 flex-col gap-4">
        <legend className="mb-3 font-bold text-base">Name and classification</legend>
        <TextField
          control={control}
          field="legal_name"
          label="Legal name"
          hint="As shown on your income tax return."
          autoComplete="name"
        />
        <TextField
          control={control}
          field="business_name"
          label="Business name or disregarded entity name"
          optional
          autoComplete="organization"
        />
        <Field
          label="Federal tax classification"
          hint="Also the one for a single-member LLC: Kennel pays individuals only."
          error={classification.error}
        >
          <Select
            options={CLASSIFICATION_OPTIONS}
            ref={classification.ref}
            value={classification.value}
            onChange={(event) => classification.onChange(event.target.value as typeof classification.value)}
          />
        </Field>
      </fieldset>

      <fieldset className="flex min-w-0 flex-col gap-4">
        <legend className="mb-3 font-bold text-base">Address</legend>
        <AddressFields control={control} />
      </fieldset>

      <fieldset className="flex min-w-0 flex-col gap-4">
        <legend className="mb-3 font-bold text-base">Taxpayer identification number</legend>
        <div role="radiogroup" aria-label="Kind of number" className="grid gap-2 sm:grid-cols-2">
          {TIN_TYPES.map((type) => (
            <label
              key={type}
              className={cn(
                'flex cursor-pointer items-center gap-3 rounded-xl border px-3 py-2.5 text-sm transition-colors',
                'has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-brand/25',
                tinType.value === type
                  ? 'border-brand bg-brand/8 font-semibold'
                  : 'border-border-strong bg-surface hover:border-brand/60 hover:bg-surface-2',
              )}
            >
              <input
                type="radio"
                name="tin_type"
                value={type}
                checked={tinType.value === type}
                onChange={() => tinType.onChange(type)}
                className="size-4 shrink-0 accent-brand"
              />
              {TIN_TYPE_LABELS[type]}
            </label>
          ))}
        </div>
        <MaskedNumberField
          control={control}
          field="tin"
          label={tinType.value === 'itin' ? 'Your ITIN' : 'Your Social Security number'}
          hint={
            current
              ? `Enter the full number again to update your W-9 (on file: ${current.tin_masked}).`
              : 'All 9 digits. We store it encrypted and only ever show the last 4.'
          }
          format={formatTin}
          maxLength={11}
          placeholder="•••-••-••••"
          className="max-w-60"
          inputClassName="tracking-[0.2em] tabular-nums"
          showLabel="Show the number"
          hideLabel="Hide the number"
        />
      </fieldset>

      <CheckboxField
        control={control}
        field="certified"
        label="I certify the information above is correct"
        description="Under penalties of perjury: the number shown is my correct taxpayer identification number, I am not subject to backup withholding, and I am a U.S. citizen or other U.S. person."
      />

      {save.error && <ProblemNotice error={save.error} />}

      <div className="flex flex-col gap-3">
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button type="submit" size="lg" fullWidth loading={save.isPending} disabled={form.refused}>
            {current ? 'Update my W-9' : 'Submit my W-9'}
          </Button>
          {onCancel && (
            <Button type="button" size="lg" variant="secondary" onClick={onCancel}>
              Cancel
            </Button>
          )}
        </div>
        <p className="flex items-start gap-2 text-muted text-xs">
          <LockKeyhole aria-hidden="true" className="mt-px size-3.5 shrink-0" />
          Sent over an encrypted connection and kept encrypted. We use it only to report your winnings to the
          IRS, as the law requires.
        </p>
      </div>
    </form>
  );
}
