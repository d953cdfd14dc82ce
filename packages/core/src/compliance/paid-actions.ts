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
  /** A pick'em or best ball entry: spend limits, the per-entry cap, the product in the state. */
  | {
      readonly type: 'entry';
      readonly product: Exclude<Product, 'sportsbook'>;
      readonly amountCents: number;
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
