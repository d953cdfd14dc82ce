import { access, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { type PreloadedAnswer, withPreload } from './page-preload.ts';
import { type RenderedGamePage, startRenderThread } from './render-thread.ts';

// A signed-in game page's first screen rendered at request time from its preloaded answers (ADR
// 0043) by the web build's renderer (apps/web src/app/server-render/render-game-page.tsx, built
// into the build's `.server/` folder), so the page paints from its HTML, before any script.

/**
 * A page's renders (after its preload) may take this long; past it the page goes as the shell, whose
 * first paint on a phone comes seconds later (ADR 0043), so the budget is generous. The renders run
 * in their own thread (ADR 0045): the budget bounds this page's wait, not every other request's.
 */
export const SERVER_RENDER_BUDGET_MS = 1_000;

/** The element the web hydrates its query cache from (apps/web app/server-render/server-cache.ts). */
export const SERVER_CACHE_ELEMENT_ID = 'kennel-query-cache';

const RENDERER_FILE = '.server/render-game-page.js';
const ROOT_ELEMENT = '<div id="root"></div>';

export interface ServerRenderer {
  /** The page as HTML with the player's first screen in `#root`, or null (not a rendered page, a failure, the budget). */
  render(url: string, pagePath: string, answers: PreloadedAnswer[]): Promise<string | null>;
  /** Stops the renderer's thread (at shutdown). */
  close(): Promise<void>;
}

/** The web build's renderer in its thread (render-thread.ts), or null when the build has none (then pages go as the shell). */
export async function loadServerRenderer(
  distDir: string,
  log: FastifyBaseLogger,
  budgetMs: number = SERVER_RENDER_BUDGET_MS,
  /** How long past its budget an unanswered render means a stuck thread (render-thread.ts). */
  stuckMs?: number,
): Promise<ServerRenderer | null> {
  const file = path.join(distDir, RENDERER_FILE);
  if (
    !(await access(file).then(
      () => true,
      () => false,
    ))
  )
    return null;
  const thread = await startRenderThread(file, log, stuckMs);
  if (!thread) return null;
  return {
    async render(url, pagePath, answers) {
      const templateFile = thread.templateFiles.get(pagePath.split('/')[1] ?? '');
      if (templateFile === undefined) return null;
      try {
        // Read per request, as index.html is: a rebuild must not leave pages pointing at deleted assets.
        const [template, rendered] = await Promise.all([
          readFile(path.join(distDir, templateFile), 'utf8'),
          thread.render(url, answers, budgetMs),
        ]);
        if (!rendered || !template.includes(ROOT_ELEMENT)) return null;
        return serverRenderedPage(template, rendered, answers);
      } catch (error) {
        log.warn(
          { err: error, pagePath },
          'a game page failed to render on the server: it goes as the shell',
        );
        return null;
      }
    },
    close: () => thread.close(),
  };
}

/** JSON for a data block the browser never runs; `<` escaped so no text can close the element. */
function dataBlock(id: string, json: string): string {
  return `<script type="application/json" id="${id}">${json.replace(/</g, '\\u003c')}</script>`;
}

/**
 * The template with the rendered page in `#root`, marked `data-prerendered` so the live page
 * replaces it as it replaces the build's prerendered pages, then the queries the page was drawn
 * from and the preloaded answers those queries do not hold: each answer goes once.
 */
export function serverRenderedPage(template: string, rendered: RenderedGamePage, answers: PreloadedAnswer[]) {
  // Without scripts a form would submit by GET, putting what was typed in the address.
  const body = rendered.html.replaceAll('<form ', '<form method="post" ');
  const html = template.replace(ROOT_ELEMENT, () => `<div id="root" data-prerendered="">${body}</div>`);
  const inCache = new Set(rendered.answersInCache);
  const withAnswers = withPreload(
    html,
    answers.filter((answer) => !inCache.has(answer.path)),
  );
  const end = withAnswers.lastIndexOf('</body>');
  const cache = dataBlock(SERVER_CACHE_ELEMENT_ID, rendered.cacheJson);
  return end === -1
    ? `${withAnswers}${cache}`
    : `${withAnswers.slice(0, end)}${cache}${withAnswers.slice(end)}`;
}
