import { randomUUID } from 'node:crypto';
import { contestPoolAccount, processorClearingAccount, userCashAccount } from '@kennel/core';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { ledgerOf } from '../../src/features/wallet/ledger-unit.ts';
import { selectRows } from '../../src/platform/db/rows.ts';
import { useTestApp } from '../app.ts';
import { signIn } from './helpers.ts';

// The ledger's write is a named prepared statement, so PostgreSQL runs it on a generic plan made
// without the parameters' values. In its JSON form (`jsonb_to_recordset`, sized at 100 rows
// whatever it holds) that plan read every row of `ledger_accounts` (a hash join for the counters)
// and of `transfers` while it was small (for the keys that exist), on every transfer. A few
// transfers' write must look each row up by its key or id, whatever the tables hold.
const testApp = useTestApp({ settings: { KENNEL_TEST_ROUTES: 'true' } });
const POOLS = 300;

interface Sent {
  text: string;
  values: unknown[];
}

/** The statements `pg` sends while `work` runs, with their values. */
async function capturing(work: () => Promise<unknown>): Promise<Sent[]> {
  const sent: Sent[] = [];
  const original = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function query(this: pg.Client, ...args: unknown[]) {
    const [first, second] = args;
    if (typeof first === 'object' && first !== null) {
      const config = first as { text?: string; values?: unknown[] };
      sent.push({ text: String(config.text ?? ''), values: (second as unknown[]) ?? config.values ?? [] });
    }
    return original.apply(this, args);
  } as typeof pg.Client.prototype.query;
  try {
    await work();
    return sent;
  } finally {
    pg.Client.prototype.query = original as typeof pg.Client.prototype.query;
  }
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

const nodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodes)];

describe('the ledger’s write of a transfer (PostgreSQL)', () => {
  it('reads no ledger table in full on its generic plan', async () => {
    const { app, database } = testApp.current;
    const { wallet } = app.walletModule;
    const player = await signIn(app);
    await wallet.transfer({
      key: `fund:${player.id}`,
      kind: 'deposit',
      debit: processorClearingAccount('sandbox_card'),
      credit: userCashAccount(player.id),
      amountCents: 1_000_000,
      description: 'Deposit',
    });
    // Tables of a few hundred rows, as a small site's: hash joins over them no longer look cheap.
    const pools = Array.from({ length: POOLS }, () => contestPoolAccount(randomUUID()));
    await wallet.inTransaction((unit) =>
      ledgerOf(unit).transferBatch(
        pools.map((pool, index) => ({
          key: `seed:${index}:${player.id}`,
          kind: 'entry_fee' as const,
          debit: userCashAccount(player.id),
          credit: pool,
          amountCents: 1,
          description: 'Entry fee',
        })),
      ),
    );
    const { db } = database.handle;
    await db.execute(sql.raw('analyze transfers, ledger_accounts, entries, ledger_deltas'));
    const sent = await capturing(() =>
      wallet.transfer({
        key: `fee:${randomUUID()}`,
        kind: 'entry_fee',
        debit: userCashAccount(player.id),
        credit: pools[0]!,
        amountCents: 100,
        description: 'Entry fee',
      }),
    );
    const write = sent.find(({ text }) => /insert into transfers/i.test(text));
    expect(write, 'the ledger’s write').toBeDefined();
    const literal = (value: unknown) =>
      value === null || value === undefined ? 'null' : `'${String(value).replaceAll("'", "''")}'`;
    const plan = await db.transaction(async (tx) => {
      await tx.execute(sql.raw('set local plan_cache_mode = force_generic_plan'));
      await tx.execute(sql.raw(`prepare ledger_write_plan as ${write!.text}`));
      try {
        const [row] = await selectRows<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
          tx,
          sql.raw(
            `explain (format json) execute ledger_write_plan(${write!.values.map(literal).join(', ')})`,
          ),
        );
        return row!['QUERY PLAN'][0].Plan;
      } finally {
        await tx.execute(sql.raw('deallocate ledger_write_plan'));
      }
    });
    const fullReads = nodes(plan)
      .filter((node) => node['Node Type'] === 'Seq Scan')
      .map((node) => node['Relation Name']);
    expect(fullReads).toEqual([]);
  });
});
