export { BalanceAmount, type BalanceAmountProps } from './balance-amount.tsx';
export { type BalanceParts, balanceText, playableCents, promoText } from './balance-text.ts';
export { PromoSwitch, StakeFunding } from './promo-choice.tsx';
