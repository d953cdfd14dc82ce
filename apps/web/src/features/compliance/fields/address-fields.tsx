import { US_STATES } from '@kennel/core';
import type { Control } from 'react-hook-form';
import { TextField, useFormField } from '../../../shared/forms/index.ts';
import { Field, Select } from '../../../shared/ui/index.ts';

const STATE_OPTIONS = US_STATES.map((state) => ({ value: state.code, label: state.name }));

/** The US postal address fields the W-9 and identity verification both ask for, under these names. */
export interface AddressValues {
  address_line1: string;
  address_line2: string;
  city: string;
  state: string;
  postal_code: string;
}

export interface AddressFieldsProps<Values extends AddressValues, Sent> {
  control: Control<Values, unknown, Sent>;
}

/** Street, apartment, city, state and ZIP code, bound to a form that holds an address. */
export function AddressFields<Values extends AddressValues, Sent>({
  control,
}: AddressFieldsProps<Values, Sent>) {
  // Only the address fields are touched, so the form's other fields (and what it sends) do not matter here.
  const address = control as unknown as Control<AddressValues>;
  const state = useFormField(address, 'state');
  return (
    <>
      <TextField
        control={address}
        field="address_line1"
        label="Street address"
        autoComplete="address-line1"
      />
      <TextField
        control={address}
        field="address_line2"
        label="Apartment, suite, unit"
        optional
        autoComplete="address-line2"
      />
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)_minmax(0,0.8fr)]">
        <TextField
          control={address}
          field="city"
          label="City"
          fieldClassName="col-span-2 sm:col-span-1"
          autoComplete="address-level2"
        />
        <Field label="State" error={state.error}>
          <Select
            autoComplete="address-level1"
            placeholder="Choose"
            options={STATE_OPTIONS}
            ref={state.ref}
            value={state.value}
            onChange={(event) => state.onChange(event.target.value)}
          />
        </Field>
        <TextField
          control={address}
          field="postal_code"
          label="ZIP code"
          autoComplete="postal-code"
          inputMode="numeric"
          maxLength={10}
        />
      </div>
    </>
  );
}
