import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cents } from '../money.ts';
import { LEDGER_ACCOUNTS, type LedgerAccountKind, ledgerAccountName } from './accounts.ts';
import {
  applyTransfer,
  availableBalance,
  emptyBalance,
  type Hold,
  type LedgerBalances,
  placeHold,
  postedBalance,
  postHold,
  type Transfer,
  voidHold,
} from './transfer.ts';
import { TRANSFER_KINDS, TRANSFER_ROUTES, type TransferKind } from './transfer-kinds.ts';

/** A small world: two players and one of every system account. */
const NAMES: Record<LedgerAccountKind, string[]> = {
  user_cash: [ledgerAccountName('user_cash', 'u1'), ledgerAccountName('user_cash', 'u2')],
  user_promo: [ledgerAccountName('user_promo', 'u1'), ledgerAccountName('user_promo', 'u2')],
  house: ['house'],
  processor_clearing: [ledgerAccountName('processor_clearing', 'sandbox_card')],
  contest_pool: [ledgerAccountName('contest_pool', 'c1')],
  pending_withdrawal: ['pending_withdrawal'],
  tax_withholding: ['tax_withholding'],
  promo_funding: ['promo_funding'],
};
const ALL_NAMES = Object.values(NAMES).flat();

function freshLedger(): LedgerBalances {
  const entries = Object.entries(NAMES).flatMap(([kind, names]) =>
    names.map((name) => [name, Object.freeze(emptyBalance(kind as LedgerAccountKind))] as const),
  );
  return Object.freeze(Object.fromEntries(entries));
}

/** Coarse amounts (multiples of $2.50, some plus a cent) so transfers often land exactly on a balance. */
const amount = fc.oneof(
  {
    weight: 8,
    arbitrary: fc
      .tuple(fc.integer({ min: 1, max: 8 }), fc.integer({ min: 0, max: 1 }))
      .map(([k, b]) => k * 250 + b),
  },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 20_000 }) },
  { weight: 1, arbitrary: fc.integer({ min: -100, max: 0 }) },
);

/** Mostly transfers along an allowed route (so money really moves), sometimes anything at all. */
const transferArb: fc.Arbitrary<Transfer> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .constantFrom(...TRANSFER_KINDS)
      .chain((kind: TransferKind) =>
        fc.tuple(fc.constant(kind), fc.constantFrom(...TRANSFER_ROUTES[kind]), fc.nat(), fc.nat(), amount),
      )
      .map(([kind, [debitKind, creditKind], i, j, value]) => ({
        id: `tr_${i}`,
        kind,
        debitAccount: NAMES[debitKind][i % NAMES[debitKind].length]!,
        creditAccount: NAMES[creditKind][j % NAMES[creditKind].length]!,
        amount: value as ReturnType<typeof cents>,
        currency: 'USD',
      })),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      id: fc.constant('tr_x'),
      kind: fc.constantFrom(...TRANSFER_KINDS),
      debitAccount: fc.constantFrom(...ALL_NAMES),
      creditAccount: fc.constantFrom(...ALL_NAMES),
      amount: amount.map((value) => value as ReturnType<typeof cents>),
      currency: fc.constantFrom('USD', 'USD', 'EUR'),
    }),
  },
);

function checkInvariants(ledger: LedgerBalances) {
  let posted = 0;
  let pending = 0;
  for (const balance of Object.values(ledger)) {
    posted += postedBalance(balance);
    pending += balance.creditsPending - balance.debitsPending;
    if (LEDGER_ACCOUNTS[balance.kind].flags.debitsMustNotExceedCredits) {
      expect(availableBalance(balance)).toBeGreaterThanOrEqual(0);
      expect(postedBalance(balance)).toBeGreaterThanOrEqual(0);
    }
  }
  expect(posted).toBe(0);
  expect(pending).toBe(0);
}

describe('ledger properties', () => {
  it('any sequence of transfers keeps the sum at zero and no guarded account negative', () => {
    fc.assert(
      fc.property(fc.array(transferArb, { maxLength: 60 }), (transfers) => {
        let ledger = freshLedger();
        for (const transfer of transfers) {
          const result = applyTransfer(ledger, transfer);
          if (result.ok) {
            const before = ledger;
            ledger = result.balances;
            // Exactly the two named accounts moved, by exactly the amount.
            for (const name of ALL_NAMES) {
              const delta = postedBalance(ledger[name]!) - postedBalance(before[name]!);
              const expected =
                name === transfer.debitAccount
                  ? -transfer.amount
                  : name === transfer.creditAccount
                    ? transfer.amount
                    : 0;
              expect(delta).toBe(expected);
            }
          }
          checkInvariants(ledger);
        }
      }),
    );
  });

  it('a rejected transfer changes nothing', () => {
    fc.assert(
      fc.property(fc.array(transferArb, { maxLength: 30 }), transferArb, (setup, probe) => {
        let ledger = freshLedger();
        for (const transfer of setup) {
          const result = applyTransfer(ledger, transfer);
          if (result.ok) ledger = result.balances;
        }
        const snapshot = structuredClone(ledger);
        const result = applyTransfer(ledger, probe);
        expect(ledger).toEqual(snapshot);
        if (!result.ok) expect(Object.keys(result)).toEqual(['ok', 'rejection']);
      }),
    );
  });

  type Step =
    | { op: 'transfer'; transfer: Transfer }
    | { op: 'hold'; transfer: Transfer }
    | { op: 'post'; index: number; fraction: number }
    | { op: 'void'; index: number };

  const stepArb: fc.Arbitrary<Step> = fc.oneof(
    transferArb.map((transfer) => ({ op: 'transfer' as const, transfer })),
    transferArb.map((transfer) => ({ op: 'hold' as const, transfer })),
    fc.record({
      op: fc.constant('post' as const),
      index: fc.nat(),
      fraction: fc.double({ min: 0, max: 1.2, noNaN: true }),
    }),
    fc.record({ op: fc.constant('void' as const), index: fc.nat() }),
  );

  it('holds, posts and voids conserve money, settle once, and leave nothing pending once all are settled', () => {
    fc.assert(
      fc.property(fc.array(stepArb, { maxLength: 60 }), (steps) => {
        let ledger = freshLedger();
        const holds: Hold[] = [];
        for (const step of steps) {
          if (step.op === 'transfer') {
            const result = applyTransfer(ledger, step.transfer);
            if (result.ok) ledger = result.balances;
          } else if (step.op === 'hold') {
            const result = placeHold(ledger, step.transfer);
            if (result.ok) {
              ledger = result.balances;
              holds.push(result.hold);
            }
          } else if (holds.length > 0) {
            const index = step.index % holds.length;
            const hold = holds[index]!;
            const postAmount = step.op === 'post' ? Math.max(1, Math.floor(hold.amount * step.fraction)) : 0;
            const result =
              step.op === 'post' ? postHold(ledger, hold, cents(postAmount)) : voidHold(ledger, hold);
            expect(result.ok).toBe(hold.status === 'pending' && postAmount <= hold.amount);
            if (result.ok) {
              ledger = result.balances;
              holds[index] = result.hold;
            }
          }
          checkInvariants(ledger);
        }
        for (const hold of holds) {
          const result = voidHold(ledger, hold);
          if (result.ok) ledger = result.balances;
        }
        checkInvariants(ledger);
        for (const balance of Object.values(ledger)) {
          expect(balance.debitsPending).toBe(0);
          expect(balance.creditsPending).toBe(0);
        }
      }),
    );
  });
});
