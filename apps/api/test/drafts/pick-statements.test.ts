import { beforeAll, describe, expect, it } from 'vitest';
import { createDraftEngine } from '../../src/features/drafts/engine/engine.ts';
import { createPlayerPools } from '../../src/features/drafts/player-pool.ts';
import { createSessionService } from '../../src/features/sessions/service.ts';
import { createInProcessBus } from '../../src/platform/realtime/bus.ts';
import { useTestApp } from '../app.ts';
import { signInWithPassword } from '../responsible-gaming/helpers.ts';
import { countingDatabase } from '../statements.ts';
import { statementsOf } from '../support/request-statements.ts';
import { HttpClient, listen } from '../wallet/http-client.ts';
import { loadDraftWorld, seatDraft, startDraft } from './draft-fixture.ts';

// How many statements a player's pick sends to the database (begin and commit left out), counted
// on the app's own connection (test/statements.ts).
const nowMs = Date.parse('2026-11-24T12:00:00.000Z');
const testApp = useTestApp({
  clock: () => new Date(nowMs),
  settings: { KENNEL_TEST_ROUTES: 'true', DRAFT_CLOCK_POLL_MS: '60000' },
});

const ids: string[] = [];
beforeAll(async () => {
  await loadDraftWorld(testApp.current.app);
  const baseUrl = await listen(testApp.current.app);
  for (const name of ['ann', 'ben'])
    ids.push((await new HttpClient(baseUrl).signIn(`statements_${name}`)).id);
});

const db = () => testApp.current.app.walletModule.wallet.db;
describe("a player's pick request", () => {
  it('is four statements in all: the session, then lock, games with the player’s restrictions, save', async () => {
    const app = testApp.current.app;
    const [cat, dan] = [await signInWithPassword(app), await signInWithPassword(app)];
    const draftId = await seatDraft(db(), { rounds: 2, seats: [{ userId: cat.id }, { userId: dan.id }] });
    await startDraft(app, draftId, new Date(nowMs));
    const pick = (player: typeof cat, pickNumber: number, playerId: string) =>
      statementsOf(() =>
        player.browser.post(`/v1/drafts/${draftId}/picks`, { pick_number: pickNumber, player_id: playerId }),
      );
    // The engine's first step on a draft also reads its seats, picks and player pool.
    const first = await pick(cat, 1, 'dp-7');
    expect(first.result.statusCode, first.result.body).toBe(200);
    const { result, statements } = await pick(dan, 2, 'dp-8');
    expect(result.statusCode, result.body).toBe(200);
    // The responsible-gaming read (a time-out or exclusion refuses the pick) is no statement of
    // its own: it comes with the games, read after the draft's lock.
    expect(statements, statements.join('\n')).toHaveLength(4);
    expect(statements[1]).toMatch(/for update of d/);
    expect(statements[2]).toMatch(/slate_games[\s\S]*play_restrictions/);
  });

  it('is three statements: lock the draft, read its slate’s games, save the step', async () => {
    const [ann = '', ben = ''] = ids;
    const statements: string[] = [];
    const engine = createDraftEngine({
      db: countingDatabase(db(), (query) => statements.push(query)),
      clock: () => new Date(nowMs),
      bus: createInProcessBus(),
      pools: createPlayerPools(),
    });
    const draftId = await seatDraft(db(), { rounds: 2, seats: [{ userId: ann }, { userId: ben }] });
    await startDraft(testApp.current.app, draftId, new Date(nowMs));
    // The engine's first step on a draft also reads its seats, picks and player pool.
    await engine.makePick({ userId: ann, draftId, pickNumber: 1, playerId: 'dp-5' });
    statements.length = 0;
    await engine.makePick({ userId: ben, draftId, pickNumber: 2, playerId: 'dp-6' });
    expect(statements).toHaveLength(3);
    expect(statements[0]).toMatch(/for update of d/);
    expect(statements[2]).toMatch(/^\s*with\b/i);
  });

  it('is checked against its session in one statement (touch the session and read its player)', async () => {
    const [ann = ''] = ids;
    const statements: string[] = [];
    const sessions = createSessionService({
      db: countingDatabase(db(), (query) => statements.push(query)),
      clock: () => new Date(nowMs),
    });
    const { token } = await sessions.startSession(ann);
    statements.length = 0;
    expect((await sessions.userForToken(token))?.id).toBe(ann);
    expect(statements).toHaveLength(1);
  });
});
