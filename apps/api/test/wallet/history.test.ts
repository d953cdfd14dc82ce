import {
  TRANSACTION_CSV_COLUMNS,
  TRANSACTION_CSV_FILENAME,
  transactionsResponseSchema,
  userCashAccount,
} from '@kennel/core';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../app.ts';
import { signIn } from './helpers.ts';

let now = new Date('2026-03-01T12:00:00.000Z');
const testApp = useTestApp({ settings: { KENNEL_TEST_ROUTES: 'true' }, clock: () => now });

/** Five deposits on five days and one entry fee, straight through the ledger. */
async function playerWithHistory() {
  const player = await signIn(testApp.current.app);
  const wallet = testApp.current.app.walletModule.wallet;
  for (let day = 1; day <= 5; day += 1) {
    now = new Date(`2026-03-0${day}T10:00:00.000Z`);
    await wallet.transfer({
      key: `hist-${player.id}-${day}`,
      kind: 'deposit',
      debit: 'processor_clearing:sandbox_card',
      credit: userCashAccount(player.id),
      amountCents: day * 1_000,
      description: `Deposit, day ${day}`,
    });
  }
  now = new Date('2026-03-05T11:00:00.000Z');
  await wallet.transfer({
    key: `hist-${player.id}-fee`,
    kind: 'entry_fee',
    debit: userCashAccount(player.id),
    credit: 'house',
    amountCents: 2_000,
    description: '=SUM(A1:A9) "contest", entry',
  });
  // The clock moved days ahead, past the first session's lifetime: sign in again.
  return signIn(testApp.current.app, player.username);
}

describe('transaction history', () => {
  it('pages newest first with a cursor, never repeating or skipping a row', async () => {
    const player = await playerWithHistory();
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `?limit=2&cursor=${encodeURIComponent(cursor)}` : '?limit=2';
      const page = transactionsResponseSchema.parse(
        (await player.browser.get(`/v1/transactions${query}`)).json(),
      );
      expect(page.data.length).toBeLessThanOrEqual(2);
      seen.push(...page.data.map((row) => row.description));
      cursor = page.next_cursor;
    } while (cursor);
    expect(seen).toEqual([
      '=SUM(A1:A9) "contest", entry',
      'Deposit, day 5',
      'Deposit, day 4',
      'Deposit, day 3',
      'Deposit, day 2',
      'Deposit, day 1',
    ]);
    const tampered = await player.browser.get('/v1/transactions?cursor=h1.123.abc');
    expect(tampered.json()).toMatchObject({
      api_code: 'invalid_request',
      fields: { cursor: expect.any(String) },
    });
  });

  it('filters by type and by calendar days, both inclusive', async () => {
    const player = await playerWithHistory();
    const fees = (await player.browser.get('/v1/transactions?type=entry_fee')).json().data;
    expect(fees).toEqual([
      expect.objectContaining({
        type: 'entry_fee',
        amount_cents: -2_000,
        balance_after_cents: 13_000,
        account: 'cash',
      }),
    ]);
    const days = (
      await player.browser.get('/v1/transactions?type=deposit&from=2026-03-02&to=2026-03-04')
    ).json().data;
    expect(days.map((row: { amount_cents: number }) => row.amount_cents)).toEqual([4_000, 3_000, 2_000]);
    const backwards = await player.browser.get('/v1/transactions?from=2026-03-04&to=2026-03-02');
    expect(backwards.statusCode).toBe(400);
  });

  it('reads the day filters as Eastern days, the zone every time is shown in', async () => {
    const player = await signIn(testApp.current.app);
    const wallet = testApp.current.app.walletModule.wallet;
    // 03:30 UTC on 5 March is 10:30 PM on 4 March in New York.
    now = new Date('2026-03-05T03:30:00.000Z');
    await wallet.transfer({
      key: `late-${player.id}`,
      kind: 'deposit',
      debit: 'processor_clearing:sandbox_card',
      credit: userCashAccount(player.id),
      amountCents: 1_500,
      description: 'Late deposit',
    });
    now = new Date('2026-03-05T11:00:00.000Z');
    const again = await signIn(testApp.current.app, player.username);
    const on = async (query: string) =>
      (await again.browser.get(`/v1/transactions?${query}`))
        .json()
        .data.map((row: { amount_cents: number }) => row.amount_cents);
    expect(await on('from=2026-03-04&to=2026-03-04')).toEqual([1_500]);
    expect(await on('from=2026-03-05')).toEqual([]);
  });

  it('exports the same rows as CSV, safe to open in a spreadsheet', async () => {
    const player = await playerWithHistory();
    const response = await player.browser.get('/v1/transactions.csv?from=2026-03-04');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toContain(TRANSACTION_CSV_FILENAME);
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(TRANSACTION_CSV_COLUMNS.join(','));
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain(`"'=SUM(A1:A9) ""contest"", entry"`);
    expect(lines[1]).toContain(',Cash,-20.00,130.00,');
    expect(lines[3]).toMatch(/^2026-03-04T10:00:00.000Z,Deposit,"Deposit, day 4",Cash,40.00,100.00,/);
  });

  it('shows nothing of another player’s money', async () => {
    await playerWithHistory();
    const stranger = await signIn(testApp.current.app);
    expect((await stranger.browser.get('/v1/transactions')).json()).toEqual({ data: [], next_cursor: null });
  });
});
