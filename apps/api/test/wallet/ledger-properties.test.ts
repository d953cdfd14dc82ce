import { randomUUID } from 'node:crypto';
import {
  contestPoolAccount,
  HOUSE_ACCOUNT,
  type LedgerAccountName,
  mayGoNegative,
  PENDING_WITHDRAWAL_ACCOUNT,
  parseLedgerAccountName,
  processorClearingAccount,
  userCashAccount,
} from '@kennel/core';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LedgerTransfer, TransferRequest } from '../../src/features/wallet/ledger/ledger.ts';
import { selectRows } from '../../src/platform/db/rows.ts';
import { useTestApp } from '../app.ts';
import { expectLedgerInvariants, signIn } from './helpers.ts';

const testApp = useTestApp({ settings: { KENNEL_TEST_ROUTES: 'true' } });
const CLEARING = processorClearingAccount('sandbox_card');
const PLAYERS = 3;

interface Counters {
  posted: number;
  pendingDebits: number;
  pendingCredits: number;
}

type Operation =
  | { op: 'deposit'; player: number; amount: number }
  | { op: 'entry_fee'; player: number; toPool: boolean; amount: number }
  | { op: 'payout'; player: number; fromPool: boolean; amount: number }
  | { op: 'hold'; player: number; amount: number }
  | { op: 'resolve'; pick: number; post: boolean }
  | { op: 'reverse'; pick: number }
  | { op: 'retry'; pick: number };

const amount = fc.integer({ min: 1, max: 6_000 });
const player = fc.nat({ max: PLAYERS - 1 });
const operation: fc.Arbitrary<Operation> = fc.oneof(
  fc.record({ op: fc.constant('deposit' as const), player, amount }),
  fc.record({ op: fc.constant('entry_fee' as const), player, toPool: fc.boolean(), amount }),
  fc.record({ op: fc.constant('payout' as const), player, fromPool: fc.boolean(), amount }),
  fc.record({ op: fc.constant('hold' as const), player, amount }),
  fc.record({ op: fc.constant('resolve' as const), pick: fc.nat(), post: fc.boolean() }),
  fc.record({ op: fc.constant('reverse' as const), pick: fc.nat() }),
  fc.record({ op: fc.constant('retry' as const), pick: fc.nat() }),
);

/** A plain model of the ledger: what each account must hold after the accepted operations. */
class Model {
  readonly accounts = new Map<LedgerAccountName, Counters>();

  constructor(start: Map<LedgerAccountName, Counters>) {
    for (const [name, counters] of start) this.accounts.set(name, { ...counters });
  }

  get(name: LedgerAccountName): Counters {
    let counters = this.accounts.get(name);
    if (!counters) {
      counters = { posted: 0, pendingDebits: 0, pendingCredits: 0 };
      this.accounts.set(name, counters);
    }
    return counters;
  }

  canDebit(name: LedgerAccountName, cents: number): boolean {
    const kind = parseLedgerAccountName(name)!.kind;
    const account = this.get(name);
    return mayGoNegative(kind) || cents <= account.posted - account.pendingDebits;
  }
}

async function countersOf(names: readonly LedgerAccountName[]): Promise<Map<LedgerAccountName, Counters>> {
  const rows = await selectRows<Record<string, string | number>>(
    testApp.current.database.handle.db,
    sql`select name, balance_cents, debits_pending_cents, credits_pending_cents from ledger_balances
        where name in (${sql.join(
          names.map((name) => sql`${name}`),
          sql`, `,
        )})`,
  );
  return new Map(
    rows.map((row) => [
      String(row.name),
      {
        posted: Number(row.balance_cents),
        pendingDebits: Number(row.debits_pending_cents),
        pendingCredits: Number(row.credits_pending_cents),
      },
    ]),
  );
}

async function refused(attempt: Promise<unknown>): Promise<boolean> {
  try {
    await attempt;
    return false;
  } catch (error) {
    if ((error as { code?: string }).code === 'insufficient_funds') return true;
    throw error;
  }
}

describe('ledger properties (fast-check, on the real ledger service)', () => {
  let players: string[] = [];

  beforeAll(async () => {
    players = [];
    for (let i = 0; i < PLAYERS; i += 1) players.push((await signIn(testApp.current.app)).id);
  });

  it('any sequence of transfers, holds, posts, voids, reversals and retries keeps the sum zero and no player negative', async () => {
    const wallet = testApp.current.app.walletModule.wallet;
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 25 }), async (operations) => {
        const run = randomUUID().slice(0, 8);
        const pool = contestPoolAccount(`pool-${run}`);
        const cash = players.map(userCashAccount);
        const names = [...cash, pool, HOUSE_ACCOUNT, CLEARING, PENDING_WITHDRAWAL_ACCOUNT];
        const model = new Model(await countersOf(names));
        const posted: { transfer: LedgerTransfer; request: TransferRequest }[] = [];
        const holds: LedgerTransfer[] = [];
        let serial = 0;
        const nextKey = () => {
          serial += 1;
          return `${run}:${serial}`;
        };

        async function single(request: Omit<TransferRequest, 'key' | 'description'>) {
          const full = { ...request, key: nextKey(), description: request.kind };
          const allowed = model.canDebit(full.debit, full.amountCents);
          const wasRefused = await refused(
            wallet.transfer(full).then((transfer) => posted.push({ transfer, request: full })),
          );
          expect(wasRefused).toBe(!allowed);
          if (allowed) {
            model.get(full.debit).posted -= full.amountCents;
            model.get(full.credit).posted += full.amountCents;
          }
        }

        for (const step of operations) {
          const you =
            cash[
              step.op === 'deposit' || step.op === 'entry_fee' || step.op === 'payout' || step.op === 'hold'
                ? step.player
                : 0
            ]!;
          if (step.op === 'deposit')
            await single({ kind: 'deposit', debit: CLEARING, credit: you, amountCents: step.amount });
          if (step.op === 'entry_fee') {
            await single({
              kind: 'entry_fee',
              debit: you,
              credit: step.toPool ? pool : HOUSE_ACCOUNT,
              amountCents: step.amount,
            });
          }
          if (step.op === 'payout') {
            await single({
              kind: 'payout',
              debit: step.fromPool ? pool : HOUSE_ACCOUNT,
              credit: you,
              amountCents: step.amount,
            });
          }
          if (step.op === 'hold') {
            const request = {
              key: nextKey(),
              kind: 'withdrawal' as const,
              debit: you,
              credit: PENDING_WITHDRAWAL_ACCOUNT,
              amountCents: step.amount,
              description: 'hold',
            };
            const allowed = model.canDebit(you, step.amount);
            expect(await refused(wallet.hold(request).then((hold) => holds.push(hold)))).toBe(!allowed);
            if (allowed) {
              model.get(you).pendingDebits += step.amount;
              model.get(PENDING_WITHDRAWAL_ACCOUNT).pendingCredits += step.amount;
            }
          }
          if (step.op === 'resolve' && holds.length > 0) {
            const [hold] = holds.splice(step.pick % holds.length, 1);
            const resolution = {
              key: nextKey(),
              pendingId: hold!.id,
              description: 'resolve',
            };
            await (step.post ? wallet.post(resolution) : wallet.void(resolution));
            model.get(hold!.debitAccount).pendingDebits -= hold!.amountCents;
            model.get(hold!.creditAccount).pendingCredits -= hold!.amountCents;
            if (step.post) {
              model.get(hold!.debitAccount).posted -= hold!.amountCents;
              model.get(hold!.creditAccount).posted += hold!.amountCents;
            }
          }
          if (step.op === 'reverse' && posted.length > 0) {
            const [original] = posted.splice(step.pick % posted.length, 1);
            const { transfer } = original!;
            const allowed = model.canDebit(transfer.creditAccount, transfer.amountCents);
            const key = nextKey();
            expect(
              await refused(wallet.reverse({ key, transferId: transfer.id, description: 'reverse' })),
            ).toBe(!allowed);
            if (allowed) {
              model.get(transfer.creditAccount).posted -= transfer.amountCents;
              model.get(transfer.debitAccount).posted += transfer.amountCents;
            }
          }
          if (step.op === 'retry' && posted.length > 0) {
            const { transfer, request } = posted[step.pick % posted.length]!;
            expect((await wallet.transfer(request)).id).toBe(transfer.id);
          }
        }

        const actual = await countersOf(names);
        for (const name of names) {
          const expected = model.get(name);
          expect(actual.get(name) ?? { posted: 0, pendingDebits: 0, pendingCredits: 0 }, name).toEqual(
            expected,
          );
          if (!mayGoNegative(parseLedgerAccountName(name)!.kind)) {
            expect(expected.posted - expected.pendingDebits).toBeGreaterThanOrEqual(0);
          }
        }
        await expectLedgerInvariants(testApp.current.database.handle.db);
      }),
      { numRuns: 30 },
    );
  });
});
