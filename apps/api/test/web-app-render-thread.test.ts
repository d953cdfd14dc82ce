import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { STUCK_RENDER_MS } from '../src/platform/web-app/render-thread.ts';
import { createTestApp, type TestApp } from './app.ts';
import { type Player, signIn } from './wallet/helpers.ts';

// The page renderer runs in a thread of its own (platform/web-app/render-thread.ts, ADR 0045):
// a render that holds its thread holds no request up, and a page whose render is late or whose
// thread crashed goes as the shell. The renderer here is a stand-in the test controls; the real
// one's pages are web-app-server-render.test.ts's.

const PAGE = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
const SERVER_RENDERED = /<div id="root" data-prerendered="">/;
const SHELL = '<!doctype html><html><head></head><body><div id="root"></div></body></html>';

let distDir: string;
/** Where the stand-in renderer says a slow render started, and where the test lets it end. */
let control: string;

/**
 * A renderer that draws its thread's id; `?slow` holds its thread (a busy loop, as a long
 * renderToString does) until the test releases it, `?crash` throws outside any render (the thread dies).
 */
function standInRenderer(controlDir: string): string {
  return `
import { appendFileSync, existsSync, rmSync, writeFileSync } from 'node:fs';
import { threadId } from 'node:worker_threads';
export const SERVER_RENDERED_PAGES = [{ section: 'lobby', modules: [] }];
export const serverRenderedTemplateFile = (section) => '.server/' + section + '.html';
const control = ${JSON.stringify(controlDir)};
// A thread loading the renderer while the test holds its start (as a slow warm-up would).
if (existsSync(control + '/hold-start')) {
  writeFileSync(control + '/starting', '');
  const giveUp = Date.now() + 30000;
  while (existsSync(control + '/hold-start') && Date.now() < giveUp) {}
  rmSync(control + '/starting', { force: true });
}
export async function renderGamePage(url) {
  appendFileSync(control + '/renders', url + '\\n');
  if (url.includes('crash')) {
    setTimeout(() => { throw new Error('the renderer crashed'); });
    return new Promise(() => {});
  }
  if (url.includes('slow')) {
    writeFileSync(control + '/started', '');
    const giveUp = Date.now() + 30000;
    while (!existsSync(control + '/release') && Date.now() < giveUp) {}
    rmSync(control + '/started', { force: true });
    rmSync(control + '/release', { force: true });
  }
  return { html: '<p>rendered in thread ' + threadId + '</p>', cache: { queries: [] } };
}
`;
}

beforeAll(async () => {
  distDir = await mkdtemp(path.join(tmpdir(), 'kennel-render-thread-'));
  control = path.join(distDir, 'control');
  await mkdir(path.join(distDir, '.server'), { recursive: true });
  await mkdir(control);
  await writeFile(path.join(distDir, 'index.html'), SHELL);
  await writeFile(path.join(distDir, '.server/lobby.html'), SHELL);
  await writeFile(path.join(distDir, '.server/render-game-page.js'), standInRenderer(control));
});

afterAll(async () => {
  await rm(distDir, { recursive: true, force: true });
});

async function appWithRenderBudget(pageRenderBudgetMs: number, pageRenderStuckMs?: number): Promise<TestApp> {
  return createTestApp({
    settings: { WEB_DIST_DIR: distDir, KENNEL_TEST_ROUTES: 'true' },
    pagePreloadBudgetMs: 60_000,
    pageRenderBudgetMs,
    pageRenderStuckMs,
  });
}

async function page(player: Player, url: string): Promise<string> {
  const response = await player.browser.get(url, PAGE);
  expect(response.statusCode).toBe(200);
  return response.body;
}

/** The renderer's thread, from a page it rendered. */
const threadOf = (html: string) => /rendered in thread (\d+)/.exec(html)?.[1];

/** Resolves once the stand-in renderer is in its slow render. */
async function slowRenderStarted() {
  await vi.waitFor(() => expect(existsSync(path.join(control, 'started'))).toBe(true), {
    timeout: 20_000,
    interval: 5,
  });
}

const release = () => writeFile(path.join(control, 'release'), '');

/** The pages the stand-in renderer has rendered so far, in order. */
const rendered = async () =>
  existsSync(path.join(control, 'renders'))
    ? (await readFile(path.join(control, 'renders'), 'utf8')).split('\n').filter(Boolean)
    : [];

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('with a patient budget', () => {
  let testApp: TestApp;
  let player: Player;

  beforeAll(async () => {
    testApp = await appWithRenderBudget(60_000);
    player = await signIn(testApp.app);
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('renders the page in a thread of its own', async () => {
    const html = await page(player, '/lobby');
    expect(html).toMatch(SERVER_RENDERED);
    expect(threadOf(html)).toBeDefined();
  });

  it('answers /health while a slow render holds the renderer', async () => {
    const events: string[] = [];
    const slowPage = page(player, '/lobby?slow').then((html) => {
      events.push(SERVER_RENDERED.test(html) ? 'page rendered' : 'page as the shell');
    });
    await slowRenderStarted();
    events.push('render started');
    const health = await testApp.app.inject({ method: 'GET', url: '/health' });
    events.push(`health answered ${health.statusCode}`);
    await release();
    await slowPage;
    expect(events).toEqual(['render started', 'health answered 200', 'page rendered']);
  });

  it('sends the shell when the thread crashes, and renders the next page in a new thread', async () => {
    const before = threadOf(await page(player, '/lobby'));
    const crashed = await page(player, '/lobby?crash');
    expect(crashed).not.toMatch(SERVER_RENDERED);
    expect(crashed).toContain('<div id="root"></div>');
    expect(crashed).toMatch(/<script type="application\/json" id="kennel-preload">/);
    // Pages go as the shell until the new thread is ready (none waits on a thread still loading).
    let next = '';
    await vi.waitFor(
      async () => {
        next = await page(player, '/lobby');
        expect(next).toMatch(SERVER_RENDERED);
      },
      { timeout: 20_000, interval: 20 },
    );
    expect(threadOf(next)).toBeDefined();
    expect(threadOf(next)).not.toBe(before);
  });
});

describe('with a short budget', () => {
  let testApp: TestApp;
  let player: Player;

  beforeAll(async () => {
    testApp = await appWithRenderBudget(50);
    player = await signIn(testApp.app);
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('sends the shell when the render is still running at the end of its budget', async () => {
    const events: string[] = [];
    const slowPage = page(player, '/lobby?slow').then((html) => {
      events.push(SERVER_RENDERED.test(html) ? 'page rendered' : 'page as the shell');
      expect(html).toMatch(/<script type="application\/json" id="kennel-preload">/);
    });
    await slowRenderStarted();
    await slowPage;
    events.push('render released');
    await release();
    expect(events).toEqual(['page as the shell', 'render released']);
  });

  it('gives a thread still starting after a crash no pages, so nothing stuck kills it before it is ready', async () => {
    await writeFile(path.join(control, 'hold-start'), '');
    const crashed = await page(player, '/lobby?crash');
    expect(crashed).not.toMatch(SERVER_RENDERED);
    await vi.waitFor(() => expect(existsSync(path.join(control, 'starting'))).toBe(true), {
      timeout: 20_000,
      interval: 5,
    });
    // Asked for while the new thread loads: the shell at once, not a render queued on it.
    expect(await page(player, '/lobby?while-starting')).not.toMatch(SERVER_RENDERED);
    // Longer than a render's budget and the stuck time: a page queued on the starting thread
    // would have had it stopped by now, and nothing would start another.
    await wait(50 + STUCK_RENDER_MS + 500);
    await rm(path.join(control, 'hold-start'), { force: true });
    await vi.waitFor(async () => expect(await page(player, '/lobby')).toMatch(SERVER_RENDERED), {
      timeout: 20_000,
      interval: 20,
    });
    expect(await rendered()).not.toContain('/lobby?while-starting');
  });
});

describe('with a short budget, and a thread not taken for stuck while the test holds it', () => {
  let testApp: TestApp;
  let player: Player;

  beforeAll(async () => {
    // The queued pages' preloads may take seconds on a loaded machine: with the usual stuck time the
    // slow thread could be replaced before they ask, and a fresh thread would render them in time.
    testApp = await appWithRenderBudget(50, 120_000);
    player = await signIn(testApp.app);
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('skips the pages that waited past their budget behind a slow render: they went as the shell', async () => {
    const slowPage = page(player, '/lobby?slow');
    await slowRenderStarted();
    // Three more pages queue behind it, past their budget: each goes as the shell.
    const queued = await Promise.all(['/lobby?a', '/lobby?b', '/lobby?c'].map((url) => page(player, url)));
    for (const html of queued) expect(html).not.toMatch(SERVER_RENDERED);
    await release();
    await slowPage;
    // The thread answers the next page; the three before it were never rendered.
    await vi.waitFor(async () => expect(await page(player, '/lobby?after')).toMatch(SERVER_RENDERED), {
      timeout: 20_000,
      interval: 20,
    });
    const renders = await rendered();
    expect(renders.filter((url) => /[?](a|b|c)$/.test(url))).toEqual([]);
    expect(renders.at(-1)).toBe('/lobby?after');
  });
});
