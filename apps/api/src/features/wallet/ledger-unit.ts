import type { Ledger } from './ledger/ledger.ts';

// Keyed by the wallet's units of work (service.ts), which never expose their ledger themselves.
const ledgers = new WeakMap<object, Ledger>();

/** Gives a unit of work its ledger, reachable only through `ledgerOf` (inside the wallet). */
export function bindLedger<T extends object>(unit: T, ledger: Ledger): T {
  ledgers.set(unit, ledger);
  return unit;
}

/**
 * The ledger of a unit of work, for the wallet's own modules (stakes, cashier, promotions) and its
 * tests. Other features move money through the unit's `stakes` and `cashier`, never this.
 */
export function ledgerOf(unit: object): Ledger {
  const ledger = ledgers.get(unit);
  if (!ledger) throw new Error('This unit of work was not made by the wallet.');
  return ledger;
}
