import type { Product } from './states.ts';

/**
 * Every action that takes a player's money passes one authorisation step (the API's
 * `authorization.authorize`) inside the transaction that moves the money: exclusion and time-out,
 * responsible-gaming limits, location, age, the product's availability in the state, identity.
 */
export const PAID_ACTION_TYPES = ['deposit', 'entry', 'bet'] as const;
export type PaidActionType = (typeof PAID_ACTION_TYPES)[number];

export type PaidAction =
  /** Money in: deposit limits, and the identity threshold on lifetime deposits. */
  | { readonly type: 'deposit'; readonly amountCents: number }
  /** Pick'em or best ball entries bought at once: spend limits, the per-entry cap, the product in the state. */
  | {
      readonly type: 'entry';
      readonly product: Exclude<Product, 'sportsbook'>;
      /** What the whole purchase costs: the fee of every entry bought. */
      readonly amountCents: number;
      /** How many entries are bought at once (best ball sells several); each costs amountCents / quantity. */
      readonly quantity: number;
    }
  /** A sportsbook stake: as an entry, with the sportsbook's own states and age. */
  | { readonly type: 'bet'; readonly amountCents: number };

/** The product a paid action plays, which decides where it is offered and at what age; none for a deposit. */
export function productOfPaidAction(action: PaidAction): Product | null {
  if (action.type === 'deposit') return null;
  if (action.type === 'bet') return 'sportsbook';
  return action.product;
}

/** Whether the action spends money on play (counts against spend limits and the per-entry cap). */
export function isSpend(action: PaidAction): boolean {
  return action.type !== 'deposit';
}

/**
 * What one entry's fee (or one bet's stake) comes to: the maximum-entry-fee limit caps this, never
 * the total of entries bought together.
 */
export function stakePerEntryCents(action: PaidAction): number {
  if (action.type !== 'entry') return action.amountCents;
  return Math.ceil(action.amountCents / Math.max(1, action.quantity));
}
