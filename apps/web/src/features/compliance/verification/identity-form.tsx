import { US_STATES, type VerificationStatusWire } from '@kennel/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Eye, EyeOff, LockKeyhole } from 'lucide-react';
import { useState } from 'react';
import { isApiRequestError, useHttpClient } from '../../../shared/api/index.ts';
import { Button, Field, IconButton, Input, Select } from '../../../shared/ui/index.ts';
import {
  checkIdentity,
  EMPTY_IDENTITY,
  type IdentityErrors,
  type IdentityFields,
  serverFieldErrors,
} from './identity-fields.ts';
import { ProblemNotice } from './problem-notice.tsx';
import { storeVerification, submitIdentity } from './verification-api.ts';

const STATE_OPTIONS = US_STATES.map((state) => ({ value: state.code, label: state.name }));

/** Legal name, date of birth, home address and the last 4 of the SSN (masked), checked before sending. */
export function IdentityForm({ onDecided }: { onDecided?: (status: VerificationStatusWire) => void }) {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  const [fields, setFields] = useState<IdentityFields>(EMPTY_IDENTITY);
  const [errors, setErrors] = useState<IdentityErrors>({});
  const [showSsn, setShowSsn] = useState(false);
  const submit = useMutation({
    mutationFn: (request: Parameters<typeof submitIdentity>[1]) => submitIdentity(http, request),
    onSuccess: (status) => {
      storeVerification(queryClient, status);
      onDecided?.(status);
    },
    onError: (error) => {
      if (isApiRequestError(error)) setErrors(serverFieldErrors(error.clientError.fields));
      // Someone (another tab) already sent them: show the status the API has.
      if (isApiRequestError(error) && error.apiCode === 'verification_already_submitted') {
        void queryClient.invalidateQueries({ queryKey: ['verification'] });
      }
    },
  });

  const text = (name: keyof IdentityFields) => ({
    value: fields[name],
    onChange: (event: { target: { value: string } }) => {
      setFields((current) => ({ ...current, [name]: event.target.value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  return (
    <form
      noValidate
      aria-label="Identity details"
      className="flex flex-col gap-6"
      onSubmit={(event) => {
        event.preventDefault();
        const checked = checkIdentity(fields);
        if (!checked.ok) {
          setErrors(checked.errors);
          return;
        }
        submit.mutate(checked.request);
      }}
    >
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-3 font-bold text-base">Legal name</legend>
        <p className="-mt-2 text-muted text-sm">Exactly as it appears on your government ID.</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="First name" error={errors.legal_first_name}>
            <Input autoComplete="given-name" {...text('legal_first_name')} />
          </Field>
          <Field label="Last name" error={errors.legal_last_name}>
            <Input autoComplete="family-name" {...text('legal_last_name')} />
          </Field>
        </div>
        <Field label="Date of birth" error={errors.date_of_birth}>
          <Input type="date" autoComplete="bday" max="2100-12-31" {...text('date_of_birth')} />
        </Field>
      </fieldset>

      <fieldset className="flex flex-col gap-4">
        <legend className="mb-3 font-bold text-base">Home address</legend>
        <Field label="Street address" error={errors.address_line1}>
          <Input autoComplete="address-line1" {...text('address_line1')} />
        </Field>
        <Field label="Apartment, suite, unit" optional error={errors.address_line2}>
          <Input autoComplete="address-line2" {...text('address_line2')} />
        </Field>
        <div className="grid grid-cols-2 gap-4 sm:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)_minmax(0,0.8fr)]">
          <Field label="City" error={errors.city} className="col-span-2 sm:col-span-1">
            <Input autoComplete="address-level2" {...text('city')} />
          </Field>
          <Field label="State" error={errors.state}>
            <Select
              autoComplete="address-level1"
              placeholder="Choose"
              options={STATE_OPTIONS}
              {...text('state')}
            />
          </Field>
          <Field label="ZIP code" error={errors.postal_code}>
            <Input autoComplete="postal-code" inputMode="numeric" maxLength={10} {...text('postal_code')} />
          </Field>
        </div>
      </fieldset>

      <fieldset className="flex flex-col gap-4">
        <legend className="mb-3 font-bold text-base">Social Security number</legend>
        <Field
          label="Last 4 digits of your SSN"
          error={errors.ssn_last4}
          hint="Only the last 4 digits. We never store them; they go to our verification partner for this check."
        >
          <Input
            type={showSsn ? 'text' : 'password'}
            inputMode="numeric"
            autoComplete="off"
            maxLength={4}
            placeholder="••••"
            className="max-w-44"
            inputClassName="tracking-[0.3em] tabular-nums"
            value={fields.ssn_last4}
            onChange={(event) =>
              text('ssn_last4').onChange({
                target: { value: event.target.value.replace(/\D/g, '').slice(0, 4) },
              })
            }
            trailing={
              <IconButton
                label={showSsn ? 'Hide SSN digits' : 'Show SSN digits'}
                size="sm"
                icon={showSsn ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
                onClick={() => setShowSsn((shown) => !shown)}
                className="-mr-1.5"
              />
            }
          />
        </Field>
      </fieldset>

      {submit.error && <ProblemNotice error={submit.error} />}

      <div className="flex flex-col gap-3">
        <Button type="submit" size="lg" fullWidth loading={submit.isPending}>
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
