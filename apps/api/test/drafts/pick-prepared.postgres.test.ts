import { type DraftDelta, draftTopic } from '@kennel/core';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { isTopicEvent } from '../../src/platform/realtime/bus.ts';
import { useTestApp } from '../app.ts';
import { signInWithPassword } from '../responsible-gaming/helpers.ts';
import { loadDraftWorld, seatDraft, startDraft } from './draft-fixture.ts';

// PostgreSQL only: what `pg` sends for a player's pick, with each statement's prepared name.
const nowMs = Date.parse('2026-11-24T12:00:00.000Z');
const testApp = useTestApp({
  clock: () => new Date(nowMs),
  settings: { KENNEL_TEST_ROUTES: 'true', DRAFT_CLOCK_POLL_MS: '60000' },
});

beforeAll(async () => {
  await loadDraftWorld(testApp.current.app);
});

const TRANSACTION_CONTROL = /^\s*(begin|commit|rollback)\b/i;

/** Each statement `pg` sends while `work` runs, with its prepared statement's name (none: parsed anew). */
async function withNames<T>(work: () => Promise<T>) {
  const sent: { text: string; name?: string }[] = [];
  const original = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function query(this: pg.Client, ...args: unknown[]) {
    const [first] = args;
    const config = typeof first === 'string' ? { text: first } : (first as { text?: string; name?: string });
    sent.push({ text: String(config.text ?? '').trim(), name: config.name });
    return original.apply(this, args);
  } as typeof pg.Client.prototype.query;
  try {
    return { result: await work(), sent };
  } finally {
    pg.Client.prototype.query = original as typeof pg.Client.prototype.query;
  }
}

/**
 * Resolves once the bus hears the delta of pick `pickNumber` back from PostgreSQL: its NOTIFY has
 * been sent (the bus batches NOTIFYs and sends them a turn of the event loop after the commit, or
 * later, behind a batch in flight), and so has every NOTIFY published before it.
 */
function heardPick(draftId: string, pickNumber: number): Promise<void> {
  return new Promise((resolve) => {
    const stop = testApp.current.app.eventBus.subscribe((event) => {
      if (!isTopicEvent(event) || event.topic !== draftTopic(draftId)) return;
      const delta = event.data as Partial<DraftDelta>;
      if (!delta.picks?.some((pick) => pick.pick_number === pickNumber)) return;
      stop();
      resolve();
    });
  });
}

describe("a player's pick (PostgreSQL)", () => {
  it('sends every statement but begin and commit as a named prepared statement (planned once per connection)', async () => {
    const app = testApp.current.app;
    const [ann, ben] = [await signInWithPassword(app), await signInWithPassword(app)];
    const draftId = await seatDraft(app.walletModule.wallet.db, {
      rounds: 2,
      seats: [{ userId: ann.id }, { userId: ben.id }],
    });
    await startDraft(app, draftId, new Date(nowMs));
    const pick = (player: typeof ann, pickNumber: number, playerId: string) =>
      player.browser.post(`/v1/drafts/${draftId}/picks`, { pick_number: pickNumber, player_id: playerId });
    // The first pick's NOTIFY gone before counting; the second's counted once it has gone.
    const first = heardPick(draftId, 1);
    expect((await pick(ann, 1, 'dp-3')).statusCode).toBe(200);
    await first;
    const second = heardPick(draftId, 2);
    const { result, sent } = await withNames(async () => {
      const answer = await pick(ben, 2, 'dp-4');
      await second;
      return answer;
    });
    expect(result.statusCode, result.body).toBe(200);
    const listed = sent.map((statement) => `${statement.name ?? '-'}: ${statement.text.split('\n')[0]}`);
    const parsedAnew = sent.filter(
      (statement) => !statement.name && !TRANSACTION_CONTROL.test(statement.text),
    );
    expect(parsedAnew, listed.join('\n')).toEqual([]);
    // The session, the draft's lock, the games with the player's restrictions, the save, the NOTIFY.
    expect(
      sent.filter((statement) => statement.name),
      listed.join('\n'),
    ).toHaveLength(5);
  });
});
