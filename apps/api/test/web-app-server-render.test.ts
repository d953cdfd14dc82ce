import { existsSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './app.ts';
import { fundedPlayer, insertContest } from './contests/fixtures.ts';
import { loadDraftWorld, seatDraft, startDraft } from './drafts/draft-fixture.ts';
import { seedPickemBoard } from './pickem/fixtures.ts';
import type { Player } from './wallet/helpers.ts';

// A signed-in player's game page arrives with its first screen in the HTML (ADR 0043), drawn by
// the web build's own renderer (`npm run build` writes it into apps/web/dist/.server) from the
// answers the page preloads (ADR 0040); guests, other players and a failed render never get it.

const WEB_DIST = path.resolve(import.meta.dirname, '../../web/dist');
const PAGE = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
const SERVER_RENDERED = /<div id="root" data-prerendered="">/;
/** A contest name that would inject markup if the page did not escape it. */
const HOSTILE_NAME = 'Best </script><script>alert(1)</script> ball';
const CONTEST_NAME = 'Sunday Million Pup';

const now = new Date();
let testApp: TestApp;
let ann: Player;
let bob: Player;

beforeAll(async () => {
  expect(existsSync(path.join(WEB_DIST, '.server/render-game-page.js')), 'run `npm run build` first').toBe(
    true,
  );
  testApp = await createTestApp({
    settings: { WEB_DIST_DIR: WEB_DIST, KENNEL_TEST_ROUTES: 'true' },
    clock: () => now,
    // Generous: these tests are about what the page holds, not how fast (that is bench/'s).
    pagePreloadBudgetMs: 60_000,
    pageRenderBudgetMs: 60_000,
  });
  const db = testApp.database.handle.db;
  await insertContest(db, now, { name: CONTEST_NAME });
  await insertContest(db, now, { name: HOSTILE_NAME });
  ann = await fundedPlayer(testApp.app, 12_34);
  bob = await fundedPlayer(testApp.app, 56_78);
});

afterAll(async () => {
  await testApp?.close();
});

/** The markup inside `#root`, up to the first data block after it. */
function rootOf(html: string): string {
  const start = html.search(SERVER_RENDERED);
  return start === -1 ? '' : html.slice(start, html.indexOf('<script', start));
}

/** The API paths of the answers in the page's preload block. */
function preloadedPaths(html: string): string[] {
  const block = /<script type="application\/json" id="kennel-preload">([\s\S]*?)<\/script>/.exec(html);
  return (JSON.parse(block?.[1] ?? '{"answers":[]}') as { answers: { path: string }[] }).answers.map(
    (answer) => answer.path,
  );
}

/** The start-up call's answer, which the live page takes before its queries: the only one the preload keeps. */
const SHARED_CONFIG = '/v1/shared-client-config?api_version=v1&client_type=web';

async function page(player: Player, url: string): Promise<string> {
  const response = await player.browser.get(url, PAGE);
  expect(response.statusCode).toBe(200);
  expect(response.headers.vary).toMatch(/\bcookie\b/i);
  return response.body;
}

describe("a signed-in player's lobby", () => {
  it("holds the player's balance and the first contest cards in its HTML", async () => {
    const response = await ann.browser.get('/lobby', PAGE);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    const root = rootOf(response.body);
    expect(root).toContain('$12.34');
    expect(root).toContain(CONTEST_NAME);
    // The queries it was drawn from go with it, so the live page's first render draws the same.
    expect(response.body).toMatch(/<script type="application\/json" id="kennel-query-cache">/);
    // Each answer once: those the queries hold are not in the preload again.
    expect(preloadedPaths(response.body)).toEqual([SHARED_CONFIG]);
  });

  it('escapes what players and operators wrote', async () => {
    const html = await page(ann, '/lobby');
    expect(html).not.toContain('<script>alert(1)');
    expect(rootOf(html)).toContain('Best &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; ball');
  });

  it("holds each player's own balance, never another's", async () => {
    const root = rootOf(await page(bob, '/lobby'));
    expect(root).toContain('$56.78');
    expect(root).not.toContain('$12.34');
  });

  it('goes to a guest as the app shell, with nothing of any player', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/lobby', headers: PAGE });
    expect(response.body).not.toMatch(SERVER_RENDERED);
    expect(response.body).not.toContain('$12.34');
    expect(response.body).not.toContain(CONTEST_NAME);
    expect(response.headers['cache-control']).toBe('no-cache');
  });
});

describe("the build's renderer", () => {
  it('is never served', async () => {
    for (const url of ['/.server/render-game-page.js', '/.server/lobby.html']) {
      expect((await ann.browser.get(url)).statusCode, url).toBe(404);
    }
  });
});

describe('the API beside the renderer', () => {
  it('still builds its OpenAPI document once a page was rendered', async () => {
    // The renderer carries its own zod and core, in its own thread; had it shared the API's zod
    // registry, every schema id would be there twice and the document would fail (500).
    expect(rootOf(await page(ann, '/lobby'))).toContain(CONTEST_NAME);
    const response = await testApp.app.inject({ method: 'GET', url: '/v1/openapi.json' });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().paths)).toContain('/v1/contests');
  });
});

describe("a signed-in player's pick'em board", () => {
  it('holds the first line cards in its HTML', async () => {
    const board = await seedPickemBoard(testApp.app);
    const html = await page(ann, '/pick-em/higher-lower/all/home');
    const root = rootOf(html);
    expect(root).toContain('$12.34');
    expect(preloadedPaths(html)).toEqual([SHARED_CONFIG]);
    const shown = board.players.filter((player) => root.includes(`${player.first_name} ${player.last_name}`));
    expect(shown.length).toBeGreaterThan(0);
  });
});

describe("a signed-in player's draft room", () => {
  it("holds the draft's pool for a seated player, and not for another player", async () => {
    await loadDraftWorld(testApp.app, 40);
    const draftId = await seatDraft(testApp.app.walletModule.wallet.db, {
      seats: [{ userId: ann.id }, { userId: null }],
      rounds: 2,
      pickClockMs: 3_600_000,
    });
    await startDraft(testApp.app, draftId);
    const pool = (await ann.browser.get(`/v1/drafts/${draftId}/pool`)).json() as {
      players: { last_name: string }[];
    };
    const first = pool.players[0]?.last_name ?? '';
    expect(first).not.toBe('');
    const annsPage = await page(ann, `/draft/${draftId}`);
    const annsRoot = rootOf(annsPage);
    expect(annsRoot).toContain('$12.34');
    expect(annsRoot).toContain(first);
    expect(preloadedPaths(annsPage)).toEqual([SHARED_CONFIG]);
    const bobsRoot = rootOf(await page(bob, `/draft/${draftId}`));
    expect(bobsRoot).not.toContain(first);
    expect(bobsRoot).not.toContain('$12.34');
  });
});

describe('a page whose render fails', () => {
  let distDir: string;
  let broken: TestApp;

  beforeAll(async () => {
    distDir = await mkdtemp(path.join(tmpdir(), 'kennel-web-render-fails-'));
    await mkdir(path.join(distDir, '.server'), { recursive: true });
    await mkdir(path.join(distDir, 'assets'));
    await copyFile(path.join(WEB_DIST, 'index.html'), path.join(distDir, 'index.html'));
    await copyFile(path.join(WEB_DIST, '.server/lobby.html'), path.join(distDir, '.server/lobby.html'));
    await writeFile(
      path.join(distDir, '.server/render-game-page.js'),
      [
        "export const SERVER_RENDERED_PAGES = [{ section: 'lobby', modules: [] }];",
        "export const serverRenderedTemplateFile = (section) => '.server/' + section + '.html';",
        "export async function renderGamePage() { throw new Error('the page broke'); }",
      ].join('\n'),
    );
    broken = await createTestApp({
      settings: { WEB_DIST_DIR: distDir, KENNEL_TEST_ROUTES: 'true' },
      pagePreloadBudgetMs: 60_000,
    });
  });

  afterAll(async () => {
    await broken?.close();
    await rm(distDir, { recursive: true, force: true });
  });

  it('goes as the app shell with its preloaded answers', async () => {
    const player = await fundedPlayer(broken.app, 12_34);
    const html = await page(player, '/lobby');
    expect(html).not.toMatch(SERVER_RENDERED);
    expect(html).toContain('<div id="root"></div>');
    expect(html).toMatch(/<script type="application\/json" id="kennel-preload">/);
    expect(preloadedPaths(html)).toContain('/v1/session');
    expect(html).not.toContain('kennel-query-cache');
  });
});
