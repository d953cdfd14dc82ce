import { type VerificationStatusWire, verificationRequestSchema } from '@kennel/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LockKeyhole } from 'lucide-react';
import { isApiRequestError, useHttpClient } from '../../../shared/api/index.ts';
import { TextField, useKennelForm } from '../../../shared/forms/index.ts';
import { Button } from '../../../shared/ui/index.ts';
import { AddressFields } from '../fields/address-fields.tsx';
import { MaskedNumberField } from '../fields/masked-number-field.tsx';
import { ProblemNotice } from './problem-notice.tsx';
import { storeVerification, submitIdentity } from './verification-api.ts';

const EMPTY_IDENTITY = {
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

/** Legal name, date of birth, home address and the last 4 of the SSN (masked), checked before sending. */
export function IdentityForm({ onDecided }: { onDecided?: (status: VerificationStatusWire) => void }) {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  // The same checks the API runs (core's contract), so most mistakes are shown before anything is sent.
  const form = useKennelForm({
    schema: verificationRequestSchema,
    toRequest: (values) => ({ ...values, address_line2: values.address_line2.trim() || undefined }),
    defaultValues: EMPTY_IDENTITY,
    mode: 'onSubmit',
  });
  const { control } = form;
  const submit = useMutation({
    mutationFn: (request: Parameters<typeof submitIdentity>[1]) => submitIdentity(http, request),
    onSuccess: (status) => {
      storeVerification(queryClient, status);
      onDecided?.(status);
    },
    onError: (error) => {
      form.showServerError(error);
      // Someone (another tab) already sent them: show the status the API has.
      if (isApiRequestError(error) && error.apiCode === 'verification_already_submitted') {
        void queryClient.invalidateQueries({ queryKey: ['verification'] });
      }
    },
  });

  return (
    <form
      noValidate
      aria-label="Identity details"
      className="flex flex-col gap-6"
      onSubmit={form.submitWith((request) => submit.mutate(request))}
    >
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-3 font-bold text-base">Legal name</legend>
        <p className="-mt-2 text-muted text-sm">Exactly as it appears on your government ID.</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            control={control}
            field="legal_first_name"
            label="First name"
            autoComplete="given-name"
          />
          <TextField control={control} field="legal_last_name" label="Last name" autoComplete="family-name" />
        </div>
        <TextField
          control={control}
          field="date_of_birth"
          label="Date of birth"
          type="date"
          autoComplete="bday"
          max="2100-12-31"
        />
      </fieldset>

      <fieldset className="flex flex-col gap-4">
        <legend className="mb-3 font-bold text-base">Home address</legend>
        <AddressFields control={control} />
      </fieldset>

      <fieldset className="flex flex-col gap-4">
        <legend className="mb-3 font-bold text-base">Social Security number</legend>
        <MaskedNumberField
          control={control}
          field="ssn_last4"
          label="Last 4 digits of your SSN"
          hint="Only the last 4 digits. We never store them; they go to our verification partner for this check."
          format={(typed) => typed.replace(/\D/g, '').slice(0, 4)}
          maxLength={4}
          placeholder="••••"
          className="max-w-44"
          inputClassName="tracking-[0.3em] tabular-nums"
          showLabel="Show SSN digits"
          hideLabel="Hide SSN digits"
        />
      </fieldset>

      {submit.error && <ProblemNotice error={submit.error} />}

      <div className="flex flex-col gap-3">
        <Button type="submit" size="lg" fullWidth loading={submit.isPending} disabled={form.refused}>
          Verify my identity
        </Button>
        <p className="flex items-start gap-2 text-muted text-xs">
          <LockKeyhole aria-hidden="true" className="mt-px size-3.5 shrink-0" />
          Sent over an encrypted connection and used only to confirm who you are, as the law requires of
          real-money games. It won't affect your credit score.
        </p>
      </div>
    </form>
  );
}
