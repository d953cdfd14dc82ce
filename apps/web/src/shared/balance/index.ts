export { BalanceAmount, type BalanceAmountProps } from './balance-amount.tsx';
export { type BalanceParts, balanceText, playableCents, promoText } from './balance-text.ts';
export { StakePayment } from './promo-choice.tsx';
