import { randomUUID } from 'node:crypto';
import {
  HOUSE_ACCOUNT,
  type PaidAction,
  TRANSFER_KIND_DECLARATIONS,
  type TransferKindDeclarations,
  userCashAccount,
} from '@kennel/core';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { readStepFacts } from '../../src/features/authorization/repo.ts';
import type { PaidActionFactsJson } from '../../src/features/responsible-gaming/repo.ts';
import { createResponsibleGamingService } from '../../src/features/responsible-gaming/service.ts';
import { createTaxService } from '../../src/features/tax/service.ts';
import { createTinCipher } from '../../src/features/tax/tin-cipher.ts';
import { createWalletService, type WalletService } from '../../src/features/wallet/service.ts';
import { ApiProblem } from '../../src/platform/http/api-problem.ts';
import { useTestApp } from '../app.ts';
import { putLimit } from '../responsible-gaming/helpers.ts';
import { type Player, signIn } from './helpers.ts';

const now = new Date('2026-05-04T16:00:00.000Z');
const testApp = useTestApp({ settings: { KENNEL_TEST_ROUTES: 'true' }, clock: () => now });

/** Core's declarations plus a sportsbook stake: spend, and part of net winnings. */
const WITH_SPORTSBOOK: TransferKindDeclarations = {
  ...TRANSFER_KIND_DECLARATIONS,
  sportsbook_stake: { routes: [['user_cash', 'house']], countsFor: ['spend', 'net_winnings'] },
};

const ENTRY: PaidAction = { type: 'entry', product: 'pickem_house', amountCents: 2_500, quantity: 1 };

function walletDeclaring(transferKinds: TransferKindDeclarations): WalletService {
  const { app } = testApp.current;
  return createWalletService({
    db: app.walletModule.wallet.db,
    clock: () => now,
    bus: app.eventBus,
    transferKinds,
  });
}

/**
 * A player with $100 deposited, $100 won, and a $30 sportsbook stake: a kind core does not declare,
 * so the database's kind check is lifted for this file's database and the stake's rows written as
 * the ledger writes them (the ledger itself only writes core's kinds).
 */
async function playerWithSportsbookStake(): Promise<Player> {
  const { app } = testApp.current;
  const player = await signIn(app);
  const { wallet } = app.walletModule;
  const cash = userCashAccount(player.id);
  const move = (kind: 'deposit' | 'payout', debit: string, amountCents: number) =>
    wallet.transfer({
      key: `kinds-test:${randomUUID()}`,
      kind,
      debit,
      credit: cash,
      amountCents,
      description: kind,
    });
  await move('deposit', 'processor_clearing:sandbox_card', 10_000);
  await move('payout', HOUSE_ACCOUNT, 10_000);
  await wallet.db.execute(sql`alter table transfers drop constraint if exists transfers_kind_check`);
  await wallet.db.execute(
    sql`with accounts as (
          select (select id from ledger_accounts where name = ${cash}) as cash,
                 (select id from ledger_accounts where name = ${HOUSE_ACCOUNT}) as house),
        stake as (
          insert into transfers (id, transfer_key, kind, debit_account_id, credit_account_id, amount_cents,
            status, type, description, metadata, created_at)
          select ${randomUUID()}::uuid, ${`kinds-test:${randomUUID()}`}, 'sportsbook_stake', cash, house, 3000,
            'posted', null, 'Sportsbook stake', '{}'::jsonb, ${now.toISOString()}::timestamptz from accounts
          returning id, debit_account_id, credit_account_id),
        moved as (
          update ledger_accounts a set
            debits_posted_cents = a.debits_posted_cents + case when a.id = s.debit_account_id then 3000 else 0 end,
            credits_posted_cents = a.credits_posted_cents + case when a.id = s.credit_account_id then 3000 else 0 end
          from stake s where a.id in (s.debit_account_id, s.credit_account_id)
          returning a.id, a.credits_posted_cents - a.debits_posted_cents as balance, s.id as transfer_id,
            case when a.id = s.debit_account_id then -3000 else 3000 end as change)
        insert into entries (transfer_id, account_id, amount_cents, available_change_cents, balance_after_cents,
          available_after_cents, created_at)
        select transfer_id, id, change, change, balance, balance, ${now.toISOString()}::timestamptz from moved`,
  );
  return player;
}

function spendCheck(wallet: WalletService, userId: string) {
  const responsibleGaming = createResponsibleGamingService({
    wallet,
    clock: () => now,
    passwordMatches: async () => false,
    endAllSessions: async () => 0,
    notices: { send: async () => undefined, sendAll: async () => undefined },
  });
  return wallet.inTransaction(async (unit) => {
    await unit.lockPlayer(userId);
    const { check } = responsibleGaming;
    const facts = await readStepFacts(unit.tx, userId, [check.facts(userId, ENTRY, unit.now)], undefined);
    check.decide(unit, userId, ENTRY, facts.checks[0] as PaidActionFactsJson);
  });
}

async function netWinnings(wallet: WalletService, userId: string): Promise<number | undefined> {
  const { config } = testApp.current;
  const tax = createTaxService({
    db: wallet.db,
    clock: () => now,
    cipher: createTinCipher(config.taxIdEncryptionKey),
    payer: { name: 'Kennel', ...config.taxPayer },
    counts: wallet.counts,
  });
  const summary = await tax.summary(userId);
  return summary.years.find((year) => year.tax_year === 2026)?.net_winnings_cents;
}

describe('a transfer kind declared once in core', () => {
  it('counts against a spend limit once declared as spend, and not before', async () => {
    const player = await playerWithSportsbookStake();
    expect((await putLimit(player, 'spend_daily', 5_000)).statusCode).toBe(200);

    // Undeclared, the $30 stake is not spend: a $25 entry fits a $50 daily limit.
    await expect(spendCheck(walletDeclaring(TRANSFER_KIND_DECLARATIONS), player.id)).resolves.toBeUndefined();
    // Declared as spend, $30 + $25 passes $50.
    const refused = await spendCheck(walletDeclaring(WITH_SPORTSBOOK), player.id).catch((error) => error);
    expect(refused).toBeInstanceOf(ApiProblem);
    expect(refused.code).toBe('spend_limit_exceeded');
    expect(refused.message).toContain('$20.00');
  });

  it('counts in 1099 net winnings once declared as net winnings', async () => {
    const player = await playerWithSportsbookStake();
    expect(await netWinnings(walletDeclaring(TRANSFER_KIND_DECLARATIONS), player.id)).toBe(10_000);
    expect(await netWinnings(walletDeclaring(WITH_SPORTSBOOK), player.id)).toBe(7_000);
  });
});
