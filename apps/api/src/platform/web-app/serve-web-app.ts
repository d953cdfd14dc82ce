import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { UnmatchedRequestHandler } from '../http/not-found.ts';
import { isServerPath, pathOf } from '../http/paths.ts';
import type { App } from '../http/server.ts';
import { notBuiltPage } from './not-built-page.ts';
import { pageEncoding, prerenderedPagePath, readPage } from './page-files.ts';
import { type PreloadedAnswer, preloadForPage, withPreload } from './page-preload.ts';
import { loadServerRenderer, type ServerRenderer } from './server-render.ts';
import type { WebBuild } from './web-build.ts';

const ASSETS_PREFIX = '/assets/';
const ASSET_NAME = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

/** A browser navigating to a page (not an API call, probe or asset fetch). */
function isPageRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = pathOf(request.url);
  if (isServerPath(path) || path.startsWith(ASSETS_PREFIX)) return false;
  return /\btext\/html\b/.test(request.headers.accept ?? '');
}

function sendPage(reply: FastifyReply, status: number, html: string | Buffer) {
  if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-cache');
  return reply.code(status).type('text/html; charset=utf-8').send(html);
}

/** The page's prerendered HTML when the build has it (public and guest pages), else the app shell. */
async function readBuiltPage(request: FastifyRequest, build: WebBuild) {
  const acceptEncoding = request.headers['accept-encoding'];
  const prerendered = prerenderedPagePath(build.distDir, pathOf(request.url));
  const page = prerendered ? await readPage(prerendered, acceptEncoding) : null;
  return page ?? (await readPage(build.indexHtmlPath, acceptEncoding));
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * A signed-in player's game page: rendered on the server when the build has the renderer and it
 * renders in time, else the app shell, with the preloaded answers; compressed as the browser accepts.
 */
async function preloadedPage(
  request: FastifyRequest,
  build: WebBuild,
  answers: PreloadedAnswer[],
  renderer: ServerRenderer | null,
) {
  const rendered = renderer ? await renderer.render(request.url, pathOf(request.url), answers) : null;
  const shell = rendered === null ? await readPage(build.indexHtmlPath, undefined) : null;
  if (rendered === null && !shell) return null;
  const html = Buffer.from(rendered ?? withPreload(shell?.body.toString('utf8') ?? '', answers));
  const encoding = pageEncoding(request.headers['accept-encoding']);
  if (encoding === 'br') {
    const params = { [constants.BROTLI_PARAM_QUALITY]: 4 };
    return { body: await brotli(html, { params }), encoding };
  }
  if (encoding === 'gzip') return { body: await gzipped(html), encoding };
  return { body: html, encoding };
}

/**
 * Serves the built web app: hashed files under /assets/ are cached forever, other top-level files
 * for an hour; a page path gets its prerendered HTML when the build has one, else index.html, so
 * the client router can take over. Pages are never cached. Files and pages go out in the build's
 * brotli or gzip variant when the browser accepts one. With `preloadGamePages`, a signed-in
 * player's game page carries the answers its first screen needs (page-preload.ts); the page then
 * depends on the cookie, hence `Vary: Cookie` on every page.
 */
export async function serveWebApp(
  app: App,
  distDir: string,
  build: WebBuild | null,
  {
    preloadGamePages,
  }: { preloadGamePages?: { budgetMs?: number; renderBudgetMs?: number; renderStuckMs?: number } } = {},
): Promise<UnmatchedRequestHandler> {
  if (!build) {
    app.log.warn({ distDir }, 'web app not built: pages show how to build it');
    return async (request, reply) => {
      if (!isPageRequest(request)) return false;
      sendPage(reply, 503, notBuiltPage(distDir));
      return true;
    };
  }

  // Hashed files under /assets/ by name: @fastify/static's own wildcard route reads the folder (about
  // 900 names) on every request to check the path's spelling, the API's largest cost per asset. A
  // name of letters, digits, dots, dashes and underscores can only be a file in that one folder.
  const assetsDir = path.join(distDir, 'assets');
  await app.register(fastifyStatic, {
    root: assetsDir,
    serve: false,
    immutable: true,
    maxAge: '365d',
    preCompressed: true,
    index: false,
  });
  app.route<{ Params: { file: string } }>({
    method: ['GET', 'HEAD'],
    url: `${ASSETS_PREFIX}:file`,
    handler: (request, reply) => {
      const { file } = request.params;
      if (!ASSET_NAME.test(file)) return reply.callNotFound();
      return reply.sendFile(`/${file}`, assetsDir);
    },
  });
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    wildcard: false,
    globIgnore: ['assets/**', 'prerendered/**', '.vite/**', '.server/**', 'index.html', 'index.html.*'],
    maxAge: '1h',
    preCompressed: true,
    index: false,
    decorateReply: false,
  });

  const renderer = preloadGamePages
    ? await loadServerRenderer(
        distDir,
        app.log,
        preloadGamePages.renderBudgetMs,
        preloadGamePages.renderStuckMs,
      )
    : null;
  // The renderer's thread stops with the server.
  if (renderer) app.addHook('onClose', () => renderer.close());
  return async (request, reply) => {
    if (!isPageRequest(request)) return false;
    // Read per request: a rebuild while the server runs must not leave pages pointing at deleted assets.
    const answers =
      preloadGamePages && request.method === 'GET'
        ? await preloadForPage(app, request, preloadGamePages.budgetMs)
        : null;
    const page =
      (answers && (await preloadedPage(request, build, answers, renderer))) ||
      (await readBuiltPage(request, build));
    reply.header('vary', 'accept-encoding, cookie');
    // One player's page: no shared cache may keep it for another.
    if (answers) reply.header('cache-control', 'private, no-cache');
    if (page && page.encoding !== 'identity') reply.header('content-encoding', page.encoding);
    sendPage(reply, page ? 200 : 503, page?.body ?? notBuiltPage(distDir));
    return true;
  };
}
