import { bankDepositRequestSchema, cents } from '@kennel/core';
import { z } from 'zod';
import { checkDepositAmount, typedAmountField } from './amount.ts';
import { type CardFields, checkCardFields, EMPTY_CARD } from './card-fields.ts';
import type { MethodChoice } from './method-picker.tsx';

/** What the player fills in; `method` stays null until they pick one (the first saved card is the default). */
export interface DepositValues {
  amount: string;
  method: MethodChoice | null;
  card: CardFields;
  save_card: boolean;
  promo_code: string;
}

export const DEFAULT_DEPOSIT: DepositValues = {
  amount: '50',
  method: null,
  card: EMPTY_CARD,
  save_card: true,
  promo_code: '',
};

const { amount_cents, promo_code } = bankDepositRequestSchema.shape;

/**
 * The deposit form as core checks it: the typed dollars in cents within the deposit limits, then the
 * contract's amount and promo code; a new card by core's card checks (as of the player's `today`).
 */
export function depositFormSchema(today: string) {
  return z.object({
    amount: typedAmountField(checkDepositAmount)
      .pipe(amount_cents)
      .transform((amount) => cents(amount)),
    method: z.custom<MethodChoice>(),
    card: z
      .custom<CardFields>()
      .nullable()
      .superRefine((card, ctx) => {
        if (!card) return;
        const checked = checkCardFields(card, today);
        if (checked.ok) return;
        for (const [path, message] of Object.entries(checked.errors)) {
          ctx.addIssue({ code: 'custom', path: [path], message });
        }
      }),
    save_card: z.boolean(),
    promo_code,
  });
}

/** What a valid deposit form hands over: the amount in cents, the method, the new card if any. */
export type DepositChoice = z.output<ReturnType<typeof depositFormSchema>>;

/** The values the schema reads: the method chosen (or the default), the card only when it is a new one. */
export function depositRequest(values: DepositValues, defaultMethod: MethodChoice) {
  const method = values.method ?? defaultMethod;
  return {
    amount: values.amount,
    method,
    card: method === 'new' ? values.card : null,
    save_card: values.save_card,
    promo_code: values.promo_code.trim() || undefined,
  };
}
