import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../../src/platform/db/database.ts';
import { MIGRATIONS_FOLDER } from '../../src/platform/db/migrations.ts';
import { selectRows } from '../../src/platform/db/rows.ts';
import { createTestDatabase, type TestDatabase } from '../db.ts';

// The migration that moves what players owe from the three games into the wallet: a database at
// the migration before it, holding each game's due reversals, comes out with one owed row per
// cash payment not yet reversed, and the games' columns and table gone.

const FIRST_OWED_MIGRATION = '0035_owed_reversals.sql';

async function migrationFiles(): Promise<string[]> {
  return (await readdir(MIGRATIONS_FOLDER)).filter((name) => name.endsWith('.sql')).sort();
}

async function run(db: Database, files: readonly string[]) {
  for (const file of files) {
    const text = await readFile(path.join(MIGRATIONS_FOLDER, file), 'utf8');
    for (const statement of text.split('--> statement-breakpoint')) {
      if (statement.trim()) await db.execute(sql.raw(statement));
    }
  }
}

describe('moving owed reversals into the wallet', () => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.destroy();
  });

  it("owes each game's unreversed cash payments from the wallet, once, and drops the games' own records", async () => {
    database = await createTestDatabase({ migrate: false });
    const { db } = database.handle;
    const files = await migrationFiles();
    const at = files.indexOf(FIRST_OWED_MIGRATION);
    expect(at).toBeGreaterThan(0);
    await run(db, files.slice(0, at));

    const userId = randomUUID();
    const [pickem, bet, entry, reversedBet] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    const ids = { pickemPaid: randomUUID(), betPaid: randomUUID(), prize: randomUUID(), promo: randomUUID() };
    const reversed = { paid: randomUUID(), reversal: randomUUID() };
    // Rows as the games left them (foreign keys and the ledger's triggers off: only these columns matter).
    await db.execute(sql`set session_replication_role = replica`);
    await db.execute(
      sql`insert into users (id, email, username, password_hash, date_of_birth, state, terms_version, terms_accepted_at, referral_code)
          values (${userId}::uuid, 'owed@test.kennel.invalid', 'owed_pup', '!no-password', '1990-01-01', 'NJ', '2026-11-01', now(), 'Rowed')`,
    );
    await db.execute(
      sql`insert into ledger_accounts (id, name, kind, code, user_id, owner_key, debits_must_not_exceed_credits)
          overriding system value values
          (900001, ${`user_cash:${userId}`}, 'user_cash', 1, ${userId}::uuid, ${userId}, true),
          (900002, ${`user_promo:${userId}`}, 'user_promo', 2, ${userId}::uuid, ${userId}, true),
          (900003, 'house-test', 'house', 3, null, null, false)`,
    );
    const HOUSE = 900003;
    const payment = (id: string, key: string, credit: number, amount: number) =>
      sql`(${id}::uuid, ${key}, 'payout', ${HOUSE}, ${credit}, ${amount}, 'posted', null, 'x', now())`;
    const reversalOf = (id: string, key: string, of: string, amount: number) =>
      sql`(${id}::uuid, ${key}, 'payout', 900001, ${HOUSE}, ${amount}, 'posted', ${of}::uuid, 'x', now())`;
    await db.execute(
      sql`insert into transfers (id, transfer_key, kind, debit_account_id, credit_account_id, amount_cents, status, reverses_id, description, created_at)
          values ${sql.join(
            [
              payment(ids.pickemPaid, `pickem:${pickem}:v1:payout`, 900001, 3_000),
              payment(ids.betPaid, `stake:sportsbook:${bet}:s2:winnings`, 900001, 1_900),
              payment(ids.prize, `stake:best_ball:${entry}:s1:winnings`, 900001, 1_000),
              payment(ids.promo, `stake:best_ball:${entry}:s1:refund:promo`, 900002, 500),
              payment(reversed.paid, `stake:sportsbook:${reversedBet}:s1:winnings`, 900001, 700),
              reversalOf(
                reversed.reversal,
                `stake:sportsbook:${reversedBet}:s1:winnings:reversal`,
                reversed.paid,
                700,
              ),
            ],
            sql`, `,
          )}`,
    );
    await db.execute(
      sql`insert into pickem_settlements (entry_id, version, result, payout_cents, settled_at, reversal_due_since)
          values (${pickem}::uuid, 1, 'won', 3000, now(), now()), (${pickem}::uuid, 2, 'lost', 0, now(), null)`,
    );
    await db.execute(
      sql`insert into sportsbook_reversals_due (bet_id, version, due_since)
          values (${bet}::uuid, 2, now()), (${reversedBet}::uuid, 1, now())`,
    );
    await db.execute(
      sql`insert into contest_entries (id, contest_id, user_id, state, created_at, prize_reversals_due)
          values (${entry}::uuid, 'c-owed', ${userId}::uuid, 'seated', now(), '{1}')`,
    );
    await db.execute(sql`set session_replication_role = origin`);

    await run(db, files.slice(at));

    const owed = await selectRows<{
      payment_transfer_id: string;
      game: string;
      stake_id: string;
      settlement: number;
      owed_cents: string | number;
    }>(
      db,
      sql`select payment_transfer_id, game, stake_id, settlement, owed_cents from owed_reversals order by game`,
    );
    expect(owed.map((row) => ({ ...row, owed_cents: Number(row.owed_cents) }))).toEqual([
      {
        payment_transfer_id: ids.prize,
        game: 'best_ball',
        stake_id: entry,
        settlement: 1,
        owed_cents: 1_000,
      },
      {
        payment_transfer_id: ids.pickemPaid,
        game: 'pickem',
        stake_id: pickem,
        settlement: 1,
        owed_cents: 3_000,
      },
      {
        payment_transfer_id: ids.betPaid,
        game: 'sportsbook',
        stake_id: bet,
        settlement: 2,
        owed_cents: 1_900,
      },
    ]);
    const left = await selectRows<{ name: string }>(
      db,
      sql`select table_name as name from information_schema.columns
          where (table_name = 'contest_entries' and column_name = 'prize_reversals_due')
             or (table_name = 'pickem_settlements' and column_name = 'reversal_due_since')
             or table_name = 'sportsbook_reversals_due'`,
    );
    expect(left).toEqual([]);
  });
});
