import type { Ledger } from './ledger/ledger.ts';
import type { WalletUnit } from './service.ts';

const ledgers = new WeakMap<WalletUnit, Ledger>();

/** Gives a unit of work its ledger, reachable only through `ledgerOf` (inside the wallet). */
export function bindLedger<T extends WalletUnit>(unit: T, ledger: Ledger): T {
  ledgers.set(unit, ledger);
  return unit;
}

/**
 * The ledger of a unit of work, for the wallet's own modules (stakes, cashier, promotions) and its
 * tests. Other features move money through the unit's `stakes` and `cashier`, never this.
 */
export function ledgerOf(unit: WalletUnit): Ledger {
  const ledger = ledgers.get(unit);
  if (!ledger) throw new Error('This unit of work was not made by the wallet.');
  return ledger;
}
