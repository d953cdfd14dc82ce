import type { PaymentMethod } from '@kennel/core';
import { Check, CreditCard, Landmark } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { CardBrandIcon } from '../../../shared/icons/index.ts';
import { cn, Skeleton } from '../../../shared/ui/index.ts';

/** 'new' card, 'bank' (online banking) or a saved card's id. */
export type MethodChoice = 'new' | 'bank' | `saved:${string}`;

export function savedChoice(id: string): MethodChoice {
  return `saved:${id}`;
}

export function savedIdOf(choice: MethodChoice): string | null {
  return choice.startsWith('saved:') ? choice.slice('saved:'.length) : null;
}

function expiryLabel(method: PaymentMethod): string | null {
  if (method.exp_month === null || method.exp_year === null) return null;
  return `Expires ${String(method.exp_month).padStart(2, '0')}/${String(method.exp_year).slice(-2)}`;
}

interface OptionProps {
  name: string;
  checked: boolean;
  onSelect: () => void;
  icon: ReactNode;
  title: ReactNode;
  detail?: ReactNode;
  testId?: string;
}

function MethodOption({ name, checked, onSelect, icon, title, detail, testId }: OptionProps) {
  return (
    <label
      data-testid={testId}
      className={cn(
        'flex min-h-16 cursor-pointer items-center gap-3 rounded-xl border px-3.5 py-3 transition-colors',
        'has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-brand/25',
        checked ? 'border-brand bg-brand/5 shadow-sm' : 'border-border-strong bg-surface hover:bg-surface-2',
      )}
    >
      <input type="radio" name={name} checked={checked} onChange={onSelect} className="sr-only" />
      <span className="flex w-10 shrink-0 justify-center text-muted [&_svg]:size-6">{icon}</span>
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="font-semibold text-sm">{title}</span>
        {detail && <span className="text-muted text-xs">{detail}</span>}
      </span>
      <span
        aria-hidden="true"
        className={cn(
          'flex size-5 shrink-0 items-center justify-center rounded-full border-2',
          checked ? 'border-brand bg-brand text-brand-contrast' : 'border-border-strong',
        )}
      >
        {checked && <Check strokeWidth={3.5} className="size-3" />}
      </span>
    </label>
  );
}

export interface MethodPickerProps {
  value: MethodChoice;
  onChange: (choice: MethodChoice) => void;
  savedCards: readonly PaymentMethod[] | undefined;
  /** Online banking is offered (not on the card-only webview). */
  bank: boolean;
  /** Shown under the new-card option when it is chosen. */
  newCardForm: ReactNode;
  /** Withdrawals go to a card already used, so they offer no new one. */
  offerNewCard?: boolean;
  legend?: string;
}

export function MethodPicker({
  value,
  onChange,
  savedCards,
  bank,
  newCardForm,
  offerNewCard = true,
  legend = 'Pay with',
}: MethodPickerProps) {
  const name = useId();
  return (
    <fieldset className="flex flex-col gap-2.5">
      <legend className="mb-3 font-semibold text-sm">{legend}</legend>
      {savedCards === undefined && <Skeleton radius="xl" className="h-16 w-full" />}
      {savedCards?.map((method) => (
        <MethodOption
          key={method.id}
          name={name}
          testId={method.type === 'card' ? 'saved-card' : 'saved-bank'}
          checked={value === savedChoice(method.id)}
          onSelect={() => onChange(savedChoice(method.id))}
          icon={
            method.type === 'card' ? (
              <CardBrandIcon brand={method.brand ?? 'unknown'} size={24} className="rounded-[3px]" />
            ) : (
              <Landmark aria-hidden="true" />
            )
          }
          title={method.label}
          detail={expiryLabel(method)}
        />
      ))}
      {offerNewCard && (
        <MethodOption
          name={name}
          checked={value === 'new'}
          onSelect={() => onChange('new')}
          icon={<CreditCard aria-hidden="true" />}
          title={savedCards?.length ? 'New card' : 'Debit or credit card'}
          detail="Visa, Mastercard, American Express, Discover"
        />
      )}
      {offerNewCard && value === 'new' && (
        <div className="rounded-xl border border-border bg-surface-2/50 p-4">{newCardForm}</div>
      )}
      {bank && (
        <MethodOption
          name={name}
          checked={value === 'bank'}
          onSelect={() => onChange('bank')}
          icon={<Landmark aria-hidden="true" />}
          title="Online banking"
          detail="Approve the transfer at your bank; you come straight back here."
        />
      )}
    </fieldset>
  );
}
