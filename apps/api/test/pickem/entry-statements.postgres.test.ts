import { IDEMPOTENCY_KEY_HEADER, TEST_LOCATION_HEADER } from '@kennel/core';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../app.ts';
import { counting } from '../support/statement-counter.ts';
import { depositByCard, newKey, signIn } from '../wallet/helpers.ts';
import { expectStatus, pickOf, seedEntryBoard, type TestBoard } from './entry-fixtures.ts';

// PostgreSQL only: the driver hook counts what `pg` sends. An entry's whole paid path is counted:
// the session, the idempotency claim, the transaction (begin, the player's lock, the authorisation
// facts with the entry's lines, the writes, commit) and the after-commit notification. pgbench's
// TPC-B-like transaction is 7 (begin, five statements, end).
const MAX_STATEMENTS_PER_ENTRY = 8;

const testApp = useTestApp({ settings: { KENNEL_TEST_ROUTES: 'true', RATE_LIMIT_MAX: '100000' } });
const app = () => testApp.current.app;
const db = () => testApp.current.database.handle.db;
let board: TestBoard;

beforeAll(async () => {
  board = await seedEntryBoard(app(), db(), new Date());
});

/** The bus sends its NOTIFY after the answer; give it a moment so it is counted with its entry. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

const TRANSACTION_CONTROL = /^\s*(begin|commit|rollback)\b/i;

/** Each statement `pg` sends while `work` runs, with its prepared statement's name (none: parsed anew). */
async function withNames<T>(
  work: () => Promise<T>,
): Promise<{ result: T; sent: { text: string; name?: string }[] }> {
  const sent: { text: string; name?: string }[] = [];
  const original = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function query(this: pg.Client, ...args: unknown[]) {
    const [first] = args;
    const config = typeof first === 'string' ? { text: first } : (first as { text?: string; name?: string });
    sent.push({
      text: String(config.text ?? '')
        .trim()
        .split('\n')[0]!
        .slice(0, 160),
      name: config.name,
    });
    return original.apply(this, args);
  } as typeof pg.Client.prototype.query;
  try {
    return { result: await work(), sent };
  } finally {
    pg.Client.prototype.query = original as typeof pg.Client.prototype.query;
  }
}

describe("a pick'em entry's statements (PostgreSQL)", () => {
  it(`sends at most ${MAX_STATEMENTS_PER_ENTRY} statements per entry, the notification included`, async () => {
    const player = await signIn(app());
    expectStatus(await depositByCard(app(), player, 100_00), 201);
    const picks = [
      [board.lines.nba['1-0']!, board.lines.nba['2-0']!],
      [board.lines.nfl['1-0']!, board.lines.nfl['2-1']!, board.lines.nfl['1-2']!],
      [board.lines.mlb['1-1']!, board.lines.nhl['2-2']!],
    ];
    const counts: string[][] = [];
    for (let round = 0; round < 6; round += 1) {
      const lines = picks[round % picks.length]!;
      const { result, statements } = await counting(async () => {
        // The location comes with the request, as a geolocation vendor's packet does in production.
        const answer = await player.browser.post(
          '/v1/pickem/entries',
          {
            type: lines.length === 2 ? 'standard' : 'flex',
            fee_cents: 100,
            picks: lines.map((line) => pickOf(line)),
          },
          { headers: { [IDEMPOTENCY_KEY_HEADER]: newKey(), [TEST_LOCATION_HEADER]: 'NJ' } },
        );
        await settle();
        return answer;
      });
      expectStatus(result, 201);
      counts.push(statements);
    }
    // The first entry of a session may write its location; every entry after it is the steady path.
    for (const statements of counts.slice(1)) {
      expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(MAX_STATEMENTS_PER_ENTRY);
    }
  });

  it('sends every statement but begin and commit as a named prepared statement (planned once per connection)', async () => {
    const player = await signIn(app());
    expectStatus(await depositByCard(app(), player, 100_00), 201);
    const lines = [board.lines.nba['1-1']!, board.lines.nba['2-1']!];
    const submit = () =>
      player.browser.post(
        '/v1/pickem/entries',
        { type: 'standard', fee_cents: 100, picks: lines.map((line) => pickOf(line)) },
        { headers: { [IDEMPOTENCY_KEY_HEADER]: newKey(), [TEST_LOCATION_HEADER]: 'NJ' } },
      );
    // The first entry of a session may write its location; the second is the steady path.
    expectStatus(await submit(), 201);
    await settle();
    const { result, sent } = await withNames(async () => {
      const answer = await submit();
      await settle();
      return answer;
    });
    expectStatus(result, 201);
    const parsedAnew = sent.filter(
      (statement) => !statement.name && !TRANSACTION_CONTROL.test(statement.text),
    );
    expect(
      parsedAnew,
      sent.map((statement) => `${statement.name ?? '-'}: ${statement.text}`).join('\n'),
    ).toEqual([]);
    // The session, the key's claim, the lock, the facts with the lines, the write, the notification.
    expect(sent.filter((statement) => statement.name).length).toBe(6);
  });
});
