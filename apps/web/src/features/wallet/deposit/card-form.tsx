import { CARD_BRAND_NAMES } from '@kennel/core';
import { LockKeyhole } from 'lucide-react';
import { CardBrandIcon } from '../../../shared/icons/index.ts';
import { Checkbox, Field, Input } from '../../../shared/ui/index.ts';
import {
  brandOf,
  type CardFieldErrors,
  type CardFields,
  cvcLength,
  formatCardInput,
  formatExpiryInput,
} from './card-fields.ts';

export interface CardFormProps {
  value: CardFields;
  onChange: (value: CardFields) => void;
  errors: CardFieldErrors;
  save: boolean;
  onSaveChange: (save: boolean) => void;
  disabled?: boolean;
}

/** A new card: the number shows its brand as it is typed; everything here goes to the processor only. */
export function CardForm({ value, onChange, errors, save, onSaveChange, disabled }: CardFormProps) {
  const brand = brandOf(value);
  const set = (patch: Partial<CardFields>) => onChange({ ...value, ...patch });
  return (
    <div className="flex flex-col gap-4" data-testid="new-card-form">
      <Field label="Card number" error={errors.number}>
        <Input
          name="cc-number"
          autoComplete="cc-number"
          inputMode="numeric"
          placeholder="1234 1234 1234 1234"
          value={value.number}
          disabled={disabled}
          onChange={(event) => set({ number: formatCardInput(event.target.value) })}
          inputClassName="tabular-nums tracking-wide"
          trailing={
            <CardBrandIcon
              brand={brand}
              size={22}
              title={brand === 'unknown' ? undefined : CARD_BRAND_NAMES[brand]}
              className="rounded-[3px]"
            />
          }
        />
      </Field>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Field label="Expiry" error={errors.expiry}>
          <Input
            name="cc-exp"
            autoComplete="cc-exp"
            inputMode="numeric"
            placeholder="MM/YY"
            maxLength={5}
            value={value.expiry}
            disabled={disabled}
            onChange={(event) => set({ expiry: formatExpiryInput(event.target.value, value.expiry) })}
            inputClassName="tabular-nums"
          />
        </Field>
        <Field label="Security code" error={errors.cvc}>
          <Input
            name="cc-csc"
            autoComplete="cc-csc"
            inputMode="numeric"
            placeholder={brand === 'amex' ? '4 digits' : '3 digits'}
            maxLength={cvcLength(brand)}
            value={value.cvc}
            disabled={disabled}
            onChange={(event) =>
              set({ cvc: event.target.value.replace(/\D/g, '').slice(0, cvcLength(brand)) })
            }
            inputClassName="tabular-nums"
          />
        </Field>
        <Field label="Billing ZIP" error={errors.postalCode} className="col-span-2 sm:col-span-1">
          <Input
            name="postal-code"
            autoComplete="postal-code"
            inputMode="numeric"
            placeholder="10001"
            maxLength={5}
            value={value.postalCode}
            disabled={disabled}
            onChange={(event) => set({ postalCode: event.target.value.replace(/\D/g, '').slice(0, 5) })}
            inputClassName="tabular-nums"
          />
        </Field>
      </div>
      <Checkbox
        checked={save}
        onChange={(event) => onSaveChange(event.target.checked)}
        label="Save this card for next time"
        disabled={disabled}
      />
      <p className="flex items-start gap-2 text-muted text-xs">
        <LockKeyhole aria-hidden="true" className="mt-px size-3.5 shrink-0" />
        Your card number goes straight to our payment processor over an encrypted connection. Kennel never
        sees or stores it.
      </p>
    </div>
  );
}
