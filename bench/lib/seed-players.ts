import { randomUUID } from 'node:crypto';
import { processorClearingAccount, userCashAccount } from '@kennel/core';
import { sql } from 'drizzle-orm';
import { ledgerOf } from '../../apps/api/src/features/wallet/ledger-unit.ts';
import type { WalletService } from '../../apps/api/src/features/wallet/service.ts';
import type { Database } from '../../apps/api/src/platform/db/database.ts';
import { selectRows } from '../../apps/api/src/platform/db/rows.ts';

/** A small seeded generator (numbers in [0, 1)): the same seed, the same bench data. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

/**
 * `count` players written straight into the users table (`<prefix>_<n>`, living in `state`), each
 * with `cents` of cash deposited through the ledger, 500 to a transaction; answers their ids.
 */
export async function seedFundedPlayers(
  db: Database,
  wallet: WalletService,
  { count, prefix, state, cents }: { count: number; prefix: string; state: string; cents: number },
): Promise<string[]> {
  const tag = randomUUID().slice(0, 8);
  const rows = await selectRows<{ id: string }>(
    db,
    sql`insert into users (email, username, password_hash, date_of_birth, state, terms_version, terms_accepted_at,
          referral_code)
        select ${prefix} || i || '-' || ${tag} || '@example.test', ${prefix} || '_' || i || '_' || ${tag.slice(0, 6)},
          'x', '1990-01-01', ${state}, 'v1', now(), upper(${prefix}) || i || ${tag.slice(0, 6)}
        from generate_series(1, ${count}) as i
        returning id`,
  );
  const users = rows.map((row) => row.id);
  for (let start = 0; start < users.length; start += 500) {
    await wallet.inTransaction((unit) =>
      ledgerOf(unit).transferBatch(
        users.slice(start, start + 500).map((userId) => ({
          key: `bench-deposit-${userId}`,
          kind: 'deposit',
          debit: processorClearingAccount('sandbox_card'),
          credit: userCashAccount(userId),
          amountCents: cents,
          description: 'Deposit',
        })),
      ),
    );
  }
  return users;
}
