import { randomUUID } from 'node:crypto';
import {
  BANK_NOTIFICATION_PATH,
  cardBrand,
  IDEMPOTENCY_KEY_HEADER,
  PROCESSOR_TOKENIZE_PATH,
  type TokenizeResponse,
  type Wallet,
} from '@kennel/core';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { signBankNotification } from '../../src/features/payments/bank-signature.ts';
import type { Database } from '../../src/platform/db/database.ts';
import { selectRows } from '../../src/platform/db/rows.ts';
import type { App } from '../../src/platform/http/server.ts';
import { TestBrowser } from '../browser.ts';
import { latestSentMail } from '../sent-mails.ts';

export const APPROVED_VISA = '4242424242424242';
export const DECLINED_CARD = '4000000000000002';
export const INSUFFICIENT_FUNDS_CARD = '4000000000009995';
export const RETRY_MERCHANT_CARD = '4000000000000119';

/** The details of a test player (born 1990-01-01, as the test sign-in makes them) that the sandbox approves. */
export const VERIFIED_IDENTITY = {
  legal_first_name: 'Rex',
  legal_last_name: 'Barker',
  date_of_birth: '1990-01-01',
  address_line1: '1 Kennel Way',
  city: 'Albany',
  state: 'NY',
  postal_code: '12207',
  ssn_last4: '4321',
};

export interface Player {
  browser: TestBrowser;
  id: string;
  username: string;
}

/** A signed-in test player (the accounts feature's test user: email already verified). */
export async function signIn(app: App, username = `pup_${randomUUID().slice(0, 8)}`): Promise<Player> {
  const browser = new TestBrowser(app);
  await browser.get('/v1/csrf');
  const response = await browser.post('/v1/test/session', { username });
  expect(response.statusCode).toBe(201);
  const { user } = response.json().data;
  return { browser, id: user.id, username: user.username };
}

/**
 * Has each request to `app` come from an address of its own, as many browsers' would: deposits
 * and withdrawals allow 20 requests a minute per address, and a file that pays more than that
 * through its players together would otherwise be answered 429.
 */
export function eachRequestFromItsOwnAddress(app: App) {
  const inject = app.inject.bind(app);
  let sent = 0;
  app.inject = ((options: object) => {
    sent += 1;
    const address = `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`;
    return inject({ ...options, remoteAddress: address });
  }) as never;
}

export const newKey = () => `key-${randomUUID()}`;

export function postWithKey(player: Player, url: string, body?: unknown, key = newKey()) {
  return player.browser.post(url, body, { headers: { [IDEMPOTENCY_KEY_HEADER]: key } });
}

/**
 * The browser's side of a card payment: the card goes to the processor, never to /v1. The token
 * is made for the signed-in player (the sandbox processor reads the session) and works once.
 */
export async function tokenize(player: Player, number = APPROVED_VISA): Promise<TokenizeResponse> {
  const response = await player.browser.post(
    PROCESSOR_TOKENIZE_PATH,
    { number, exp_month: 12, exp_year: 2035, cvc: cardBrand(number) === 'amex' ? '1234' : '123' },
    { csrf: false },
  );
  expect(response.statusCode).toBe(200);
  return response.json();
}

export async function depositByCard(
  _app: App,
  player: Player,
  amountCents: number,
  {
    number = APPROVED_VISA,
    key = newKey(),
    ...extra
  }: { number?: string; key?: string } & Record<string, unknown> = {},
) {
  const { token } = await tokenize(player, number);
  return postWithKey(
    player,
    '/v1/deposits/card',
    { amount_cents: amountCents, payment_token: token, ...extra },
    key,
  );
}

export async function walletOf(player: Player): Promise<Wallet> {
  const response = await player.browser.get('/v1/wallet');
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

/**
 * Verifies the player as a person of their own ("Rex-<letters of their id>" Barker): a time-out or
 * self-exclusion holds on every account of the same verified person, so test players who all
 * verified as one person would share one another's.
 */
export async function verifyIdentity(player: Player, ssnLast4 = '4321') {
  const own = [...player.id.replaceAll('-', '').slice(0, 10)]
    .map((digit) => String.fromCharCode(97 + Number.parseInt(digit, 16)))
    .join('');
  return player.browser.post('/v1/verification', {
    ...VERIFIED_IDENTITY,
    legal_first_name: `${VERIFIED_IDENTITY.legal_first_name}-${own}`,
    ssn_last4: ssnLast4,
  });
}

/**
 * The ledger's invariants (the Jepsen bank test): the accounts sum to zero, holds balance,
 * no flagged account is negative, every transfer's entries sum to zero, and each account's
 * newest entry shows its current balance where entries show one (accounts posted without their
 * lock have deltas instead: `ledger_balances` adds them).
 */
export async function expectLedgerInvariants(db: Database) {
  const [totals] = await selectRows<Record<string, string | number | null>>(
    db,
    sql`select coalesce(sum(credits_posted_cents - debits_posted_cents), 0) as posted,
               coalesce(sum(debits_pending_cents), 0) - coalesce(sum(credits_pending_cents), 0) as pending,
               count(*) filter (where debits_must_not_exceed_credits
                 and debits_posted_cents + debits_pending_cents > credits_posted_cents) as overdrawn
        from ledger_balances`,
  );
  expect(Number(totals?.posted)).toBe(0);
  expect(Number(totals?.pending)).toBe(0);
  expect(Number(totals?.overdrawn)).toBe(0);
  const unbalanced = await selectRows(
    db,
    sql`select transfer_id from entries group by transfer_id having sum(amount_cents) <> 0`,
  );
  expect(unbalanced).toEqual([]);
  const drifted = await selectRows(
    db,
    sql`select a.name from ledger_balances a
        join lateral (select balance_after_cents from entries e where e.account_id = a.id
                      order by e.id desc limit 1) last on true
        where last.balance_after_cents <> a.balance_cents`,
  );
  expect(drifted).toEqual([]);
}

/** Every row of every table in the database, as text: what a leaked dump would show. */
export async function databaseDump(db: Database): Promise<string> {
  const tables = await selectRows<{ table_name: string }>(
    db,
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  const parts: string[] = [];
  for (const { table_name } of tables) {
    const rows = await selectRows<{ row: string }>(
      db,
      sql`select t::text as row from ${sql.identifier(table_name)} t`,
    );
    parts.push(`${table_name}:`, ...rows.map((row) => row.row));
  }
  return parts.join('\n');
}

/** The link of the newest mail of `kind` sent to `to` (the outbox keeps only a redacted copy). */
export async function latestMailLink(db: Database, to: string, kind: string): Promise<string> {
  const mail = await latestSentMail(db, to, kind);
  if (!mail.link) throw new Error(`the ${kind} mail to ${to} has no link`);
  return mail.link;
}

/** The token of the player's latest withdrawal confirmation email. */
export async function withdrawalConfirmationToken(db: Database, player: Player): Promise<string> {
  const link = await latestMailLink(
    db,
    `${player.username.toLowerCase()}@test.kennel.invalid`,
    'withdrawal_confirmation',
  );
  return new URL(link).searchParams.get('token') ?? '';
}

/** Starts an online-banking deposit and has the payer answer it at the sandbox bank. */
export async function bankDeposit(
  app: App,
  player: Player,
  amountCents: number,
  outcome: 'succeeded' | 'failed' = 'succeeded',
): Promise<string> {
  const started = await postWithKey(player, '/v1/deposits/bank', { amount_cents: amountCents });
  expect(started.statusCode).toBe(201);
  const { deposit_id, authorization_url } = started.json().data;
  const paymentId = new URL(authorization_url).searchParams.get('payment_id') ?? '';
  expect(await app.walletModule.bank!.decide(paymentId, outcome)).not.toBeNull();
  return deposit_id;
}

/** One signed notification from the bank about a deposit (a fresh event id each time). */
export async function notifyBank(
  app: App,
  secret: string,
  {
    depositId,
    amountCents,
    status,
  }: { depositId: string; amountCents: number; status: 'succeeded' | 'failed' },
) {
  const fields = {
    event_id: `evt_${randomUUID()}`,
    deposit_id: depositId,
    status,
    amount_cents: amountCents,
    occurred_at: new Date().toISOString(),
  };
  const response = await app.inject({
    method: 'POST',
    url: BANK_NOTIFICATION_PATH,
    payload: { ...fields, signature: signBankNotification(fields, secret) },
  });
  expect(response.statusCode).toBe(200);
}
