import { type DraftPool, type DraftState, draftPoolSchema, draftStateSchema } from '@kennel/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../app.ts';
import { HttpClient, listen } from '../wallet/http-client.ts';
import { loadDraftWorld, seatDraft, startDraft } from './draft-fixture.ts';

// PostgreSQL only: its pool runs a read and a pick on separate connections at once, so a full state
// read in several statements could mix the draft row before a pick with the picks after it.
const testApp = useTestApp({ settings: { KENNEL_TEST_ROUTES: 'true', DRAFT_CLOCK_POLL_MS: '60000' } });

const players: { client: HttpClient; id: string }[] = [];
beforeAll(async () => {
  await loadDraftWorld(testApp.current.app);
  const baseUrl = await listen(testApp.current.app);
  for (const name of ['ann', 'ben']) {
    const client = new HttpClient(baseUrl);
    const { id } = await client.signIn(`snapshot_${name}`);
    players.push({ client, id });
  }
});

async function read<T>(client: HttpClient, path: string, parse: (body: unknown) => T): Promise<T> {
  const response = await client.fetch(path);
  expect(response.status).toBe(200);
  return parse(await response.json());
}

/** The full state agrees with itself: its picks are exactly the ones before the pick on the clock. */
function expectOneSnapshot(state: DraftState) {
  expect(state.picks.map((pick) => pick.pick_number)).toEqual(
    Array.from({ length: state.current_pick - 1 }, (_, index) => index + 1),
  );
  expect(state.rosters.flatMap((roster) => roster.pick_numbers).length).toBe(state.picks.length);
}

/** The pool as of its version: here every version after the first is one pick more. */
function expectPoolOfItsVersion(pool: DraftPool) {
  const drafted = pool.players.filter((player) => player.drafted_pick !== null).length;
  expect(drafted).toBe(pool.version - 1);
}

describe('a draft’s full state and pool read while picks are made', () => {
  it('are each one snapshot: the draft row, its seats and its picks of one version', async () => {
    const [ann, ben] = players as [(typeof players)[0], (typeof players)[0]];
    const rounds = 10;
    const draftId = await seatDraft(testApp.current.app.walletModule.wallet.db, {
      rounds,
      seats: [{ userId: ann.id }, { userId: ben.id }],
    });
    await startDraft(testApp.current.app, draftId);
    const pool: DraftPool = await read(ann.client, `/v1/drafts/${draftId}/pool`, (body) =>
      draftPoolSchema.parse(body),
    );
    const byAdp = pool.players.map((player) => player.player_id);
    const stateOf = (client: HttpClient) =>
      read(client, `/v1/drafts/${draftId}`, (body) => draftStateSchema.parse(body));

    const poolOf = (client: HttpClient) =>
      read(client, `/v1/drafts/${draftId}/pool`, (body) => draftPoolSchema.parse(body));

    let states = 0;
    for (let pickNumber = 1; pickNumber <= 2 * rounds; pickNumber += 1) {
      const before = await stateOf(ann.client);
      expectOneSnapshot(before);
      // Two players, no bots: each version is one pick.
      expect(before.version).toBe(pickNumber);
      const onClock = before.on_the_clock_seat === 1 ? ann : ben;
      // The pick and several reads at once, each read on its own connection.
      const [made, pools, ...read] = await Promise.all([
        onClock.client.fetch(`/v1/drafts/${draftId}/picks`, {
          method: 'POST',
          json: { pick_number: pickNumber, player_id: byAdp[pickNumber - 1] },
        }),
        Promise.all([poolOf(ann.client), poolOf(ben.client)]),
        ...Array.from({ length: 6 }, (_, index) => stateOf(index % 2 === 0 ? ann.client : ben.client)),
      ]);
      expect(made.status).toBe(200);
      for (const pool of pools) expectPoolOfItsVersion(pool);
      for (const state of read) expectOneSnapshot(state);
      states += read.length + 1;
    }
    const last = await stateOf(ann.client);
    expect(last.status).toBe('complete');
    expectOneSnapshot(last);
    expect(states).toBe(2 * rounds * 7);
  });
});
