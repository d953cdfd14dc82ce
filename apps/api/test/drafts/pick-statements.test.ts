import { beforeAll, describe, expect, it } from 'vitest';
import { createDraftEngine } from '../../src/features/drafts/engine/engine.ts';
import { createPlayerPools } from '../../src/features/drafts/player-pool.ts';
import { createSessionService } from '../../src/features/sessions/service.ts';
import { createInProcessBus } from '../../src/platform/realtime/bus.ts';
import { useTestApp } from '../app.ts';
import { countingDatabase } from '../statements.ts';
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
