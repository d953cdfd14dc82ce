import { randomUUID } from 'node:crypto';
import { contestPoolAccount } from '@kennel/core';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledgerOf } from '../../src/features/wallet/ledger-unit.ts';
import { selectRows } from '../../src/platform/db/rows.ts';
import { useTestApp } from '../app.ts';
import { signIn } from './helpers.ts';

// The ledger's lock statements are named prepared statements; PostgreSQL plans one once per
// connection only when its generic plan costs no more than a custom one. `name = any($1)` made
// the generic plan guess ten names, so every call was planned anew (pg_stat_statements showed
// plans = calls). pg_prepared_statements counts, per statement of this connection, which plan ran.
const testApp = useTestApp({ settings: { KENNEL_TEST_ROUTES: 'true' } });
const CALLS = 10;

interface PlanCounts {
  name: string;
  generic_plans: string | number;
  custom_plans: string | number;
}

describe('the ledger’s lock statements (PostgreSQL)', () => {
  it('run on a generic plan after the first few calls on a connection, not planned on every call', async () => {
    const { app } = testApp.current;
    const { wallet } = app.walletModule;
    const players = await Promise.all(Array.from({ length: CALLS }, () => signIn(app)));
    const counts = await wallet.inTransaction(async (unit) => {
      // Each call locks a player not locked yet, so each one runs its statement on this connection.
      for (const player of players) await unit.lockPlayer(player.id);
      // A new pool each time: locked (absent), opened, locked again.
      for (let i = 0; i < CALLS; i += 1)
        await ledgerOf(unit).lockAccounts([contestPoolAccount(randomUUID())]);
      return selectRows<PlanCounts>(
        unit.tx,
        sql`select name, generic_plans, custom_plans from pg_prepared_statements
            where name like 'ledger_lock_%' order by name`,
      );
    });
    for (const name of ['ledger_lock_player', 'ledger_lock_accounts']) {
      const row = counts.find((count) => count.name.startsWith(name));
      expect(row, name).toBeDefined();
      // The first five calls are custom plans whatever the statement; the rest should reuse one.
      expect(Number(row?.generic_plans), name).toBeGreaterThanOrEqual(CALLS - 5);
    }
  });
});
