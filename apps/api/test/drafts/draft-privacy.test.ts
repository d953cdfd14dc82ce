import { randomUUID } from 'node:crypto';
import { draftTopic } from '@kennel/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../app.ts';
import { type LiveSocket, openLiveSocket } from '../realtime/live-socket.ts';
import { HttpClient, listen } from '../wallet/http-client.ts';
import { loadDraftWorld, seatDraft, startDraft } from './draft-fixture.ts';

// A draft is for its players alone, live and afterwards (as at Underdog, where a draft's board is
// shown to its own drafters): anyone else is told there is no such draft, over HTTP and on the socket.

const testApp = useTestApp({ settings: { KENNEL_TEST_ROUTES: 'true', DRAFT_CLOCK_POLL_MS: '60000' } });
const app = () => testApp.current.app;
const sockets: LiveSocket[] = [];
afterAll(() => {
  for (const live of sockets) live.close();
});

let baseUrl = '';
const players: { client: HttpClient; id: string }[] = [];
beforeAll(async () => {
  await loadDraftWorld(app());
  baseUrl = await listen(app());
  for (const name of ['own_ann', 'own_ben', 'stranger']) {
    const client = new HttpClient(baseUrl);
    const { id } = await client.signIn(`${name}_${randomUUID().slice(0, 6)}`);
    players.push({ client, id });
  }
});
const ann = () => players[0]!;
const ben = () => players[1]!;
const stranger = () => players[2]!;

async function liveSocket(client: HttpClient) {
  const live = await openLiveSocket(baseUrl, client);
  sockets.push(live);
  return live;
}

/** What a request answers: status and body (its request id aside). */
async function answer(client: HttpClient, path: string, init: RequestInit & { json?: unknown } = {}) {
  const response = await client.fetch(path, init);
  const body = (await response.json()) as Record<string, unknown>;
  return { status: response.status, code: body.api_code, detail: body.detail };
}

/** Every draft route, read and write, as `client` calls it. */
function everyRoute(client: HttpClient, draftId: string) {
  return Promise.all([
    answer(client, `/v1/drafts/${draftId}`),
    answer(client, `/v1/drafts/${draftId}/pool`),
    answer(client, `/v1/drafts/${draftId}/picks`, {
      method: 'POST',
      json: { pick_number: 1, player_id: 'dp-0' },
    }),
    answer(client, `/v1/drafts/${draftId}/queue`, { method: 'PUT', json: { player_ids: ['dp-1'] } }),
    answer(client, `/v1/drafts/${draftId}/autopick`, { method: 'PUT', json: { enabled: true } }),
  ]);
}

describe('a draft’s privacy', () => {
  it('answers a stranger 404 on every route, exactly as for a draft that does not exist', async () => {
    const draftId = await seatDraft(app().walletModule.wallet.db, {
      rounds: 2,
      seats: [{ userId: ann().id }, { userId: null }, { userId: ben().id }],
    });
    await startDraft(app(), draftId);
    const theirs = await everyRoute(stranger().client, draftId);
    const none = await everyRoute(stranger().client, randomUUID());
    for (const refused of theirs)
      expect(refused).toEqual({ status: 404, code: 'not_found', detail: 'There is no such draft.' });
    expect(theirs).toEqual(none);
    // Nothing changed for the draft's own players.
    expect((await answer(ann().client, `/v1/drafts/${draftId}`)).status).toBe(200);
    const pool = await ann().client.fetch(`/v1/drafts/${draftId}/pool`);
    expect(pool.status).toBe(200);
  });

  it('refuses a stranger the draft’s live picks on the socket; its players get them', async () => {
    const draftId = await seatDraft(app().walletModule.wallet.db, {
      rounds: 2,
      seats: [{ userId: ann().id }, { userId: null }, { userId: ben().id }],
    });
    await startDraft(app(), draftId);
    const topic = draftTopic(draftId);
    const outsider = await liveSocket(stranger().client);
    await expect(outsider.subscribe([topic])).rejects.toThrow('topic_not_found');
    // Not for a draft that does not exist either, and a request naming one refused topic subscribes none.
    await expect(outsider.subscribe([draftTopic(randomUUID())])).rejects.toThrow('topic_not_found');
    await expect(outsider.subscribe(['games:nfl', topic])).rejects.toThrow('topic_not_found');

    const own = await liveSocket(ben().client);
    await own.subscribe([topic]);
    const picked = await ann().client.fetch(`/v1/drafts/${draftId}/picks`, {
      method: 'POST',
      json: { pick_number: 1, player_id: 'dp-0' },
    });
    expect(picked.status).toBe(200);
    await own.next((message) => message.topic === topic && message.type === 'draft');
    // The outsider's socket still works for public topics, and never heard the draft.
    await outsider.subscribe(['games:nfl']);
    expect(outsider.received.filter((message) => message.topic === topic)).toEqual([]);
  });

  it('keeps a finished draft’s board for its players alone', async () => {
    const draftId = await seatDraft(app().walletModule.wallet.db, {
      rounds: 1,
      seats: [{ userId: ann().id, autopick: true }, { userId: null }],
    });
    await startDraft(app(), draftId);
    const board = await ann().client.fetch(`/v1/drafts/${draftId}`);
    expect(((await board.json()) as { status: string }).status).toBe('complete');
    expect((await answer(ben().client, `/v1/drafts/${draftId}`)).status).toBe(404);
    const live = await liveSocket(ben().client);
    await expect(live.subscribe([draftTopic(draftId)])).rejects.toThrow('topic_not_found');
  });
});
