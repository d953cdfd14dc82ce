import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './app.ts';
import { TestBrowser } from './browser.ts';
import { fundedPlayer, insertContest } from './contests/fixtures.ts';
import { loadDraftWorld, seatDraft, startDraft } from './drafts/draft-fixture.ts';
import { seedPickemBoard } from './pickem/fixtures.ts';
import type { Player } from './wallet/helpers.ts';

// A signed-in player's game page carries the answers its first screen needs (issue #25), exactly
// as the JSON endpoints answer them for that session; guests and other pages get the page as built.

const INDEX_HTML =
  '<!doctype html><html><head></head><body><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script></body></html>';
const PAGE = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
const SHARED_CONFIG = '/v1/shared-client-config?api_version=v1&client_type=web';
const PRELOAD = /<script type="application\/json" id="kennel-preload">([\s\S]*?)<\/script>/;
/** A contest name that would close the data block if the page did not escape it. */
const HOSTILE_NAME = 'Best </script><script>alert(1)</script> ball';

interface Preload {
  answers: { path: string; body: unknown }[];
}

const now = new Date();
let distDir: string;
let testApp: TestApp;
let ann: Player;
let bob: Player;

beforeAll(async () => {
  distDir = await mkdtemp(path.join(tmpdir(), 'kennel-web-preload-'));
  await mkdir(path.join(distDir, 'assets'));
  await writeFile(path.join(distDir, 'index.html'), INDEX_HTML);
  testApp = await createTestApp({
    settings: { WEB_DIST_DIR: distDir, KENNEL_TEST_ROUTES: 'true' },
    clock: () => now,
    // Generous: these tests are about what the page carries, not how fast (that is bench/'s).
    pagePreloadBudgetMs: 60_000,
  });
  await insertContest(testApp.database.handle.db, now, { name: HOSTILE_NAME });
  ann = await fundedPlayer(testApp.app, 12_34);
  bob = await fundedPlayer(testApp.app, 56_78);
});

afterAll(async () => {
  await testApp?.close();
  await rm(distDir, { recursive: true, force: true });
});

function preloadOf(html: string): Preload | null {
  const match = PRELOAD.exec(html);
  return match?.[1] ? (JSON.parse(match[1]) as Preload) : null;
}

function answerAt(preload: Preload | null, apiPath: string): unknown {
  return preload?.answers.find((answer) => answer.path === apiPath)?.body;
}

async function jsonOf(player: Player, apiPath: string): Promise<unknown> {
  const response = await player.browser.get(apiPath);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe("a signed-in player's game page", () => {
  it("carries the lobby's first answers, as the JSON endpoints give them for that session", async () => {
    const response = await ann.browser.get('/lobby', PAGE);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.headers.vary).toMatch(/\bcookie\b/i);
    const preload = preloadOf(response.body);
    expect(preload?.answers.map((answer) => answer.path)).toEqual([
      '/v1/session',
      '/v1/wallet',
      SHARED_CONFIG,
      '/v1/contests?sport=nfl',
      '/v1/contests',
      '/v1/slates?sport_id=nfl&when=upcoming',
    ]);
    for (const answer of preload?.answers ?? []) {
      expect(answer.body, answer.path).toEqual(await jsonOf(ann, answer.path));
    }
    expect(answerAt(preload, '/v1/session')).toMatchObject({ data: { user: { id: ann.id } } });
    expect(answerAt(preload, '/v1/wallet')).toMatchObject({ data: { cash_cents: 12_34 } });
  });

  it('escapes `<`, so no text can close the data block early', async () => {
    const response = await ann.browser.get('/lobby/nfl', PAGE);
    expect(response.body).not.toContain('<script>alert(1)');
    expect(response.body.match(/<\/script>/g)).toHaveLength(2);
    const contests = answerAt(preloadOf(response.body), '/v1/contests?sport=nfl') as {
      contests: { name: string }[];
    };
    expect(contests.contests.map((contest) => contest.name)).toContain(HOSTILE_NAME);
  });

  it("carries each player's own session and balance, never another's", async () => {
    const preload = preloadOf((await bob.browser.get('/lobby', PAGE)).body);
    expect(answerAt(preload, '/v1/session')).toMatchObject({ data: { user: { id: bob.id } } });
    expect(answerAt(preload, '/v1/wallet')).toMatchObject({ data: { cash_cents: 56_78 } });
    expect(JSON.stringify(preload)).not.toContain(ann.id);
  });

  it("carries the pick'em board's first page as the web asks for it", async () => {
    await seedPickemBoard(testApp.app);
    const response = await ann.browser.get('/pick-em/higher-lower/all/home', PAGE);
    const preload = preloadOf(response.body);
    const boardPath = '/v1/pickem/board?kind=higher_lower&timing=all&limit=120';
    expect(preload?.answers.map((answer) => answer.path)).toEqual([
      '/v1/session',
      '/v1/wallet',
      SHARED_CONFIG,
      boardPath,
    ]);
    expect(answerAt(preload, boardPath)).toEqual(await jsonOf(ann, boardPath));
  });

  it('goes compressed as the browser accepts, preload included', async () => {
    const response = await ann.browser.get('/lobby', { ...PAGE, 'accept-encoding': 'br' });
    expect(response.headers['content-encoding']).toBe('br');
    const html = brotliDecompressSync(response.rawPayload).toString('utf8');
    expect(answerAt(preloadOf(html), '/v1/session')).toMatchObject({ data: { user: { id: ann.id } } });
  });
});

describe("a signed-in player's draft room", () => {
  it('carries the draft and its pool for a seated player, and neither for another player', async () => {
    await loadDraftWorld(testApp.app, 40);
    const draftId = await seatDraft(testApp.app.walletModule.wallet.db, {
      seats: [{ userId: ann.id }, { userId: null }],
      rounds: 2,
      pickClockMs: 3_600_000,
    });
    await startDraft(testApp.app, draftId);
    const draftPaths = [`/v1/drafts/${draftId}`, `/v1/drafts/${draftId}/pool`];
    const preload = preloadOf((await ann.browser.get(`/draft/${draftId}`, PAGE)).body);
    for (const draftPath of draftPaths) {
      expect(answerAt(preload, draftPath), draftPath).toEqual(await jsonOf(ann, draftPath));
    }
    expect(answerAt(preload, draftPaths[0] ?? '')).toMatchObject({ id: draftId });
    // Bob is not in the draft: his page carries what the endpoints answer him, which is not the draft.
    const bobs = preloadOf((await bob.browser.get(`/draft/${draftId}`, PAGE)).body);
    expect(answerAt(bobs, '/v1/session')).toMatchObject({ data: { user: { id: bob.id } } });
    expect((await bob.browser.get(draftPaths[0] ?? '')).statusCode).not.toBe(200);
    expect(answerAt(bobs, draftPaths[0] ?? '')).toBeUndefined();
  });
});

describe('pages served as built', () => {
  it('gives a guest the page as built, with Vary: Cookie', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/lobby', headers: PAGE });
    expect(response.body).toBe(INDEX_HTML);
    expect(response.headers.vary).toMatch(/\bcookie\b/i);
  });

  it('gives a made-up or ended session the page as built', async () => {
    const stranger = new TestBrowser(testApp.app);
    stranger.setCookie('kennel_session', 'not-a-session');
    expect((await stranger.get('/lobby', PAGE)).body).toBe(INDEX_HTML);
  });

  it('gives other pages the page as built, signed in or not', async () => {
    for (const url of ['/account', '/pick-em', '/pick-em/nope/all/home', '/lobby/curling', '/draft']) {
      expect((await ann.browser.get(url, PAGE)).body, url).toBe(INDEX_HTML);
    }
  });
});

describe('a preload past its budget', () => {
  it('leaves the page as built', async () => {
    const hurried = await createTestApp({
      settings: { WEB_DIST_DIR: distDir, KENNEL_TEST_ROUTES: 'true' },
      pagePreloadBudgetMs: 0,
    });
    try {
      const player = await fundedPlayer(hurried.app);
      expect((await player.browser.get('/lobby', PAGE)).body).toBe(INDEX_HTML);
    } finally {
      await hurried.close();
    }
  });
});
