import { type Cents, cents, depositAmountProblem, formatCents, withdrawalAmountProblem } from '@kennel/core';
import { z } from 'zod';
import { notAnAmountMessage, parseDollars } from '../../../shared/forms/dollars.ts';

// Shared with the responsible-gaming limits, which take dollars too.
export { parseDollars };

/** Cents as the dollars of an address: 5000 → "50", 2550 → "25.50". */
export function dollarsForPath(amount: number): string {
  const whole = Math.floor(amount / 100);
  const fraction = amount % 100;
  return fraction === 0 ? String(whole) : `${whole}.${String(fraction).padStart(2, '0')}`;
}

/** The amount in an address, in dollars ("50" or "25.50"), as cents. */
export function depositAmountCents(amount: string | undefined): Cents | null {
  if (!amount || !/^\d{1,9}(\.\d{1,2})?$/.test(amount)) return null;
  return parseDollars(amount);
}

export type AmountCheck = { ok: true; amount: Cents } | { ok: false; message: string };

export function checkDepositAmount(input: string): AmountCheck {
  if (input.trim() === '') return { ok: false, message: 'Enter an amount to deposit.' };
  const amount = parseDollars(input);
  if (amount === null) return { ok: false, message: notAnAmountMessage(input, 'the amount', '50 or 25.50') };
  const problem = depositAmountProblem(amount);
  return problem ? { ok: false, message: problem.message } : { ok: true, amount };
}

export function checkWithdrawalAmount(input: string, cashCents: number, owedCents = 0): AmountCheck {
  if (input.trim() === '') return { ok: false, message: 'Enter an amount to withdraw.' };
  const amount = parseDollars(input);
  if (amount === null) return { ok: false, message: notAnAmountMessage(input, 'the amount', '50 or 25.50') };
  const problem = withdrawalAmountProblem(amount);
  if (problem) return { ok: false, message: problem.message };
  if (amount > cashCents) {
    return {
      ok: false,
      message:
        owedCents > 0
          ? `You can withdraw up to ${formatCents(cents(cashCents))}: ${formatCents(cents(owedCents))} of your balance is owed from a corrected result. Enter a smaller amount.`
          : `You can withdraw up to ${formatCents(cents(cashCents))}, your cash balance. Enter a smaller amount.`,
    };
  }
  return { ok: true, amount };
}

/** A form field of typed dollars, read as cents and refused with the check's own message. */
export function typedAmountField(check: (typed: string) => AmountCheck) {
  return z.string().transform((typed, ctx) => {
    const checked = check(typed);
    if (checked.ok) return checked.amount as number;
    ctx.addIssue({ code: 'custom', message: checked.message });
    return z.NEVER;
  });
}
