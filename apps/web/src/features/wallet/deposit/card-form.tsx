import { CARD_BRAND_NAMES } from '@kennel/core';
import { LockKeyhole } from 'lucide-react';
import { type Control, useWatch } from 'react-hook-form';
import { CheckboxField, TextField } from '../../../shared/forms/index.ts';
import { CardBrandIcon } from '../../../shared/icons/index.ts';
import { brandOf, cvcLength, formatCardInput, formatExpiryInput } from './card-fields.ts';
import type { DepositChoice, DepositValues } from './deposit-request.ts';

export interface CardFormProps {
  control: Control<DepositValues, unknown, DepositChoice>;
  /** Any card field changed: the card is a new one. */
  onChange: () => void;
  disabled?: boolean;
}

const digits = (max: number) => (text: string) => text.replace(/\D/g, '').slice(0, max);

/** A new card: the number shows its brand as it is typed; everything here goes to the processor only. */
export function CardForm({ control, onChange, disabled }: CardFormProps) {
  const brand = brandOf({ number: useWatch({ control, name: 'card.number' }) });
  const bound = { control, disabled, onChange, inputMode: 'numeric' as const };
  return (
    <div className="flex flex-col gap-4" data-testid="new-card-form">
      <TextField
        {...bound}
        field="card.number"
        label="Card number"
        name="cc-number"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        format={formatCardInput}
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
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <TextField
          {...bound}
          field="card.expiry"
          label="Expiry"
          name="cc-exp"
          autoComplete="cc-exp"
          placeholder="MM/YY"
          maxLength={5}
          format={formatExpiryInput}
          inputClassName="tabular-nums"
        />
        <TextField
          {...bound}
          field="card.cvc"
          label="Security code"
          name="cc-csc"
          autoComplete="cc-csc"
          placeholder={brand === 'amex' ? '4 digits' : '3 digits'}
          maxLength={cvcLength(brand)}
          format={digits(cvcLength(brand))}
          inputClassName="tabular-nums"
        />
        <TextField
          {...bound}
          field="card.postalCode"
          label="Billing ZIP"
          fieldClassName="col-span-2 sm:col-span-1"
          name="postal-code"
          autoComplete="postal-code"
          placeholder="10001"
          maxLength={5}
          format={digits(5)}
          inputClassName="tabular-nums"
        />
      </div>
      <CheckboxField
        control={control}
        field="save_card"
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
