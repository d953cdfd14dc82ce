import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import type { App } from '../../src/platform/http/server.ts';
import { useTestApp } from '../app.ts';
import { HttpClient, listen } from '../wallet/http-client.ts';
import { type LiveSocket, openLiveSocket } from './live-socket.ts';

// Several API instances share one PostgreSQL: topic events go through LISTEN/NOTIFY to all of them.
const testApp = useTestApp({ settings: { KENNEL_TEST_ROUTES: 'true' } });
const closing: { close(): unknown }[] = [];
afterAll(async () => {
  for (const item of closing.reverse()) await item.close();
});

let second: App | undefined;
async function secondInstance(): Promise<App> {
  if (second) return second;
  const { config, database } = testApp.current;
  const other = await database.openAnotherHandle();
  second = await buildApp({ config, db: other.db });
  closing.push(second);
  await second.ready();
  return second;
}

async function socketOn(app: App): Promise<LiveSocket> {
  const baseUrl = await listen(app);
  const client = new HttpClient(baseUrl);
  await client.signIn();
  const live = await openLiveSocket(baseUrl, client);
  closing.push(live);
  return live;
}

const ofTopic = (topic: string) => (message: { topic?: string }) => message.topic === topic;

describe('live topics across API instances', () => {
  it('delivers an event published on one instance to followers on both, and not to other topics', async () => {
    const other = await secondInstance();
    const here = await socketOn(testApp.current.app);
    const there = await socketOn(other);
    const elsewhere = await socketOn(other);
    await here.subscribe(['game:x']);
    await there.subscribe(['game:x']);
    await elsewhere.subscribe(['game:y']);
    testApp.current.app.eventBus.publish([
      { type: 'game', topic: 'game:x', data: { id: 'x', version: 2 } },
      { type: 'game', topic: 'game:y', data: { id: 'y', version: 1 } },
    ]);
    for (const live of [here, there]) {
      expect(await live.next(ofTopic('game:x'))).toEqual({
        type: 'game',
        topic: 'game:x',
        data: { id: 'x', version: 2 },
      });
    }
    await elsewhere.next(ofTopic('game:y'));
    expect(elsewhere.received.filter(ofTopic('game:x'))).toEqual([]);
  });

  it('carries an event over the 8000-byte NOTIFY limit in parts, and refuses one too big for the bus', async () => {
    const other = await secondInstance();
    const there = await socketOn(other);
    await there.subscribe(['news:all']);
    const body = 'Ünïcödé – 🐕 '.repeat(3_000);
    const huge = 'x'.repeat(300 * 1024);
    testApp.current.app.eventBus.publish([
      { type: 'news', topic: 'news:all', data: { id: 'huge', body: huge } },
      { type: 'news', topic: 'news:all', data: { id: 'long', body } },
      { type: 'news', topic: 'news:all', data: { id: 'short', body: 'Short' } },
    ]);
    await there.next((message) => (message.data as { id?: string } | undefined)?.id === 'short');
    const delivered = there.received.filter(ofTopic('news:all')).map((message) => message.data);
    expect(delivered.map((data) => (data as { id: string }).id)).toEqual(['long', 'short']);
    // Compared as a boolean: a diff of 40,000 characters helps nobody.
    expect((delivered[0] as { body: string }).body === body).toBe(true);
  });
});
