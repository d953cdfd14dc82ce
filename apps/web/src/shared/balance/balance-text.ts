import type { WalletSummary } from '../api/wallet.ts';
import { formatMoney } from '../ui/index.ts';

/** What a balance is made of: cash, and promo credit (playable, not withdrawable). */
export type BalanceParts = Pick<WalletSummary, 'balance' | 'promo'>;

/**
 * Kennel's one way to show a balance, as Underdog and PrizePicks do: the cash is the balance, and
 * promo credit, when there is some, follows it on its own as "+ $5.00 promo". Never a sum of the
 * two: only the cash can be withdrawn, so a single figure would promise more than it is.
 */
export function promoText(promoCents: number): string | null {
  return promoCents > 0 ? `+ ${formatMoney(promoCents)} promo` : null;
}

/** "$12.00 + $5.00 promo", or "$12.00": the balance in words, for labels and screen readers. */
export function balanceText({ balance, promo }: BalanceParts): string {
  const extra = promoText(promo);
  return extra ? `${formatMoney(balance)} ${extra}` : formatMoney(balance);
}

/** What a stake can be paid from: the cash, and the promo credit too when the player chose to use it. */
export function playableCents({ balance, promo }: BalanceParts, usePromo: boolean): number {
  return usePromo ? balance + promo : balance;
}
