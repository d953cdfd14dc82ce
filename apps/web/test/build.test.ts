// @vitest-environment node
import { execFile } from 'node:child_process';
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_LOAD_ROUTES, firstLoadScripts, readManifest } from '../build/first-load.ts';
import { PRERENDERED_PAGES, prerenderedFile } from '../src/app/prerender/prerendered-pages.ts';

const webRoot = path.resolve(import.meta.dirname, '..');
const outDir = path.join(tmpdir(), `kennel-web-build-test-${process.pid}`);
const run = promisify(execFile);

beforeAll(async () => {
  // Through `npm run build` with Vitest's NODE_ENV=test left in the environment, as a script started
  // from a test (or a shell with NODE_ENV set) runs it: the shipped bundle must be production's
  // whatever the caller's NODE_ENV. (A test that spawned `npm start` once built React's development
  // code into apps/web/dist this way, and the journeys then ran on it.)
  await run(
    'npm',
    ['run', 'build', '--', '--outDir', outDir, '--emptyOutDir', '--sourcemap=false', '--logLevel=error'],
    { cwd: webRoot, env: { ...process.env, NODE_ENV: 'test' } },
  );
}, 180_000);

afterAll(async () => {
  await rm(outDir, { recursive: true, force: true });
});

async function builtScripts(): Promise<string[]> {
  const files = await readdir(path.join(outDir, 'assets'));
  return files.filter((file) => file.endsWith('.js')).map((file) => path.join(outDir, 'assets', file));
}

// zod 4 keeps its internals under `_zod`, which minifying does not rename.
const zodIn = async (file: string) => (await readFile(file, 'utf8')).includes('._zod');

/** A prerendered page's scripts, started once it has painted (apps/web/build/prerender.ts). */
function appScriptsOf(html: string): { entry: string; preload: string[] } | null {
  const list = html.match(/<script type="application\/json" id="app-scripts">([^<]*)<\/script>/)?.[1];
  return list === undefined ? null : JSON.parse(list);
}

/** The scripts a page's HTML loads or preloads, with its tags or its after-paint list. */
async function scriptsOf(htmlFile: string): Promise<string[]> {
  const html = await readFile(path.join(outDir, htmlFile), 'utf8');
  const tagged = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((match) => match[1] ?? '');
  const listed = appScriptsOf(html);
  const later = listed ? [listed.entry, ...listed.preload].map((href) => href.replace(/^\//, '')) : [];
  return [...tagged, ...later];
}

describe('the built bundle', () => {
  it("is production's: no chunk carries React's development build", async () => {
    const development: string[] = [];
    for (const file of await builtScripts()) {
      const code = await readFile(file, 'utf8');
      if (code.includes('jsxDEV') || code.includes('react.development'))
        development.push(path.basename(file));
    }
    expect(development).toEqual([]);
  });

  it('never needs eval, so the CSP can forbid it', async () => {
    const scripts = await builtScripts();
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      // decimal.js-light (under recharts, the exposure chart) finds the global object with
      // `self.self == self ? self : Function('return this')()`: in a browser `self` is always there,
      // so the Function branch never runs and the CSP is never asked. Only that exact fallback passes.
      const code = (await readFile(script, 'utf8')).replaceAll(
        'self&&self.self==self?self:Function(`return this`)()',
        'self&&self.self==self?self:undefined',
      );
      expect(code, path.basename(script)).not.toMatch(/\beval\(|\bnew Function\b|\bFunction\(/);
    }
  });

  it('keeps zod out of the app shell: the entry script and what it preloads (ADR 0014)', async () => {
    const shell = await scriptsOf('index.html');
    expect(shell.length).toBeGreaterThan(1);
    for (const script of shell) expect(await zodIn(path.join(outDir, script)), script).toBe(false);
    // The marker is right: the pages with forms do load zod.
    const withZod = await Promise.all((await builtScripts()).map(zodIn));
    expect(withZod).toContain(true);
  });

  // Their first screen comes from the server's page (ADR 0043, 0046) or its preloaded answers; the
  // contracts that check later answers and live messages load beside it (issue 25, ADR 0047).
  it.each(['/lobby', '/pick-em/higher-lower/all/home', '/draft/:draftId'])(
    'keeps zod out of the game page %s and what it needs before its first screen',
    async (page) => {
      const route = FIRST_LOAD_ROUTES.find((candidate) => candidate.path === page);
      const scripts = firstLoadScripts(await readManifest(outDir), route?.modules ?? []);
      expect(scripts.length).toBeGreaterThan(10);
      for (const script of scripts) expect(await zodIn(path.join(outDir, script)), script).toBe(false);
    },
  );

  // Every signed-in page starts the live socket's code at load, beside hydration (issue 25): its zod
  // (imported for one close code) was a 40 ms task on a fast CPU after the lobby's first paint.
  it('keeps zod out of the live socket every signed-in page loads at start', async () => {
    const scripts = firstLoadScripts(await readManifest(outDir), ['src/shared/realtime/live-wallet.ts']);
    expect(scripts.some((script) => script.includes('live-wallet'))).toBe(true);
    for (const script of scripts) expect(await zodIn(path.join(outDir, script)), script).toBe(false);
  });

  // The forms load their contract (and zod) on the first focus or check, the accounts calls on the
  // first call: zod is not evaluated before the live page takes over (ADR 0011, 2026-11-24).
  it.each(['/login', '/register', '/forgot-password'])(
    'keeps zod out of what the guest form page %s loads and preloads',
    async (page) => {
      const scripts = await scriptsOf(prerenderedFile(page));
      expect(scripts.some((script) => script.includes('use-kennel-form'))).toBe(true);
      for (const script of scripts) expect(await zodIn(path.join(outDir, script)), script).toBe(false);
    },
  );

  // cn() joins classes plainly (issue 25): tailwind-merge was 8.3 KB gzip of every first load.
  // 'fvn-normal' is its name for the font-variant-numeric class group, in its minified code too.
  it('ships no class merger: tailwind-merge is in no script', async () => {
    const merging: string[] = [];
    for (const file of await builtScripts()) {
      if ((await readFile(file, 'utf8')).includes('fvn-normal')) merging.push(path.basename(file));
    }
    expect(merging).toEqual([]);
  });

  it('has brotli and gzip variants of every script and style sheet worth compressing', async () => {
    const files = await readdir(path.join(outDir, 'assets'));
    const sources = files.filter((file) => /\.(?:js|css)$/.test(file));
    const large = await Promise.all(
      sources.map(async (file) =>
        (await stat(path.join(outDir, 'assets', file))).size > 1024 ? file : null,
      ),
    );
    expect(large.filter(Boolean).length).toBeGreaterThan(10);
    for (const source of large.filter((file) => file !== null)) {
      expect(files, source).toContain(`${source}.br`);
      expect(files, source).toContain(`${source}.gz`);
    }
  });
});

// What a visitor reads on each page before any script runs (the heading or the form's labels).
const VISIBLE_TEXT: Record<string, string[]> = {
  '/': ['Draft smarter. Pick faster.', 'Sign up'],
  '/login': ['Log in', 'Email', 'Password'],
  '/register': ['Email', 'Username', 'Password', 'Date of birth'],
};

describe('prerendered pages', () => {
  it.each(['/', '/login', '/register', '/careers', '/guarddog', '/responsible-gaming-resources'])(
    'lists %s',
    (page) => {
      expect(PRERENDERED_PAGES.map(({ path: pagePath }) => pagePath)).toContain(page);
    },
  );

  it.each(PRERENDERED_PAGES.map(({ path: pagePath }) => pagePath))(
    '%s is written as HTML with its content, compressed, preloading its route code',
    async (page) => {
      const file = path.join(outDir, prerenderedFile(page));
      const html = await readFile(file, 'utf8');
      const root = html.slice(html.indexOf('<div id="root" data-prerendered="">'));
      expect(root.length).toBeGreaterThan(2000);
      expect(root).toContain('<main');
      for (const text of VISIBLE_TEXT[page] ?? []) expect(root).toContain(text);
      // The live page replaces this one and carries what was typed into each field across, finding
      // the live field by its name or a written id (React's generated ids differ in the browser).
      // A form that submits before the live page (no scripts) must not put its fields in the address.
      for (const [form] of root.matchAll(/<form\b[^>]*>/g)) expect(form).toContain('method="post"');
      for (const [field] of root.matchAll(/<(?:input|textarea|select)\b[^>]*>/g)) {
        expect(field).toMatch(/\s(?:name="[^"]+"|id="(?![«_][rR])[^":«»]+")/);
      }
      // Only index.html's own inline scripts run (the theme and the script loader), so the CSP
      // hashes the API takes from index.html allow them; the script list is data, not code.
      const shell = await readFile(path.join(outDir, 'index.html'), 'utf8');
      const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');
      expect(inline).toHaveLength(2);
      for (const script of inline) expect(shell).toContain(script);
      expect(html.match(/<script\b/g)).toHaveLength(3); // the two above and the script list
      // Nothing loads beside the first paint: the entry and the route's chunks are listed to
      // start after it.
      expect(html).not.toMatch(/<script\b[^>]*\bsrc=|rel="modulepreload"/);
      const listed = appScriptsOf(html);
      expect(listed?.entry).toMatch(/^\/assets\/index-[^/]+\.js$/);
      expect(listed?.preload.some((href) => /\/assets\/(?:public|wide)-layout-/.test(href))).toBe(true);
      // Styles inline: the first paint needs no second request. The sheet's link stays, disabled
      // (never fetched), so a lazy chunk's preload finds it and does not load the sheet again.
      expect(html).toContain('<style>');
      expect(html).not.toMatch(/<link rel="stylesheet"(?![^>]*\sdisabled>)/);
      expect(html).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/index-[^"]+\.css" disabled>/);
      await expect(stat(`${file}.br`)).resolves.toBeTruthy();
      await expect(stat(`${file}.gz`)).resolves.toBeTruthy();
    },
  );

  it('gives the game pages’ renderer the browser code’s build id, so their pages are hydrated (ADR 0046)', async () => {
    const renderer = await readFile(path.join(outDir, '.server/render-game-page.js'), 'utf8');
    const browser = (await Promise.all((await builtScripts()).map((file) => readFile(file, 'utf8')))).join(
      '\n',
    );
    // build/server-render.ts: `<base-36 time>-<8 hex digits>`, a string literal in both.
    const ids = new Set(
      [...renderer.matchAll(/[`"']([0-9a-z]{6,}-[0-9a-f]{8})[`"']/g)].map((match) => match[1]),
    );
    const shared = [...ids].filter((id) => new RegExp(`[\`"']${id}[\`"']`).test(browser));
    expect(shared).toHaveLength(1);
  });

  it('leaves the app shell without page content, for every other path', async () => {
    const html = await readFile(path.join(outDir, 'index.html'), 'utf8');
    expect(html).toContain('<div id="root"></div>');
    // The shell cannot paint without its scripts: they load with the HTML.
    expect(html).toMatch(/<script type="module" crossorigin src="\/assets\/index-/);
    expect(html).not.toContain('id="app-scripts"');
  });
});

// First-load JavaScript per route: test/first-load.test.ts, on the build in apps/web/dist.
