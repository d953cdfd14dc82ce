import {
  CLIENT_TYPE,
  CONTEST_ENDPOINTS,
  DEFAULT_API_VERSION,
  DRAFT_ENDPOINTS,
  endpointPath,
  isPickTiming,
  isSportId,
  PICKEM_BOARD_PAGE_LINES,
  PICKEM_ENDPOINTS,
  SPORTS_ENDPOINTS,
  TEST_LOCATION_HEADER,
} from '@kennel/core';
import { SHELL_ENDPOINTS } from '@kennel/core/contracts/shell-endpoints';
import type { FastifyRequest } from 'fastify';
import { pathOf } from '../http/paths.ts';
import type { App } from '../http/server.ts';
import { TEST_CLOCK_OFFSET_HEADER } from '../test-clock.ts';

/**
 * A page waits at most this long for its preload; past it the page goes without (the web fetches).
 * Without its answers a game page is not rendered on the server either, and paints seconds later on
 * a phone (ADR 0043), so the budget is generous: 150 ms was often missed on a loaded machine.
 */
export const PRELOAD_BUDGET_MS = 400;

/** One answer the page's first queries need: the API path (with its query) and the JSON body. */
export interface PreloadedAnswer {
  path: string;
  body: unknown;
}

/** The element the web reads its preloaded answers from (apps/web shared/api/preload.ts). */
export const PRELOAD_ELEMENT_ID = 'kennel-preload';

const DEFAULT_LOBBY_SPORT = 'nfl';
const BOARD_KINDS: Record<string, string> = { 'higher-lower': 'higher_lower', rivals: 'rivals' };

function withQuery(path: string, query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * The GET calls a game page's first screen makes, as the web's queries make them (apps/web
 * features/drafts/lobby/use-lobby.ts, features/pickem/board/use-board.ts, features/drafts/room/use-draft.ts);
 * empty for every other page. The session, the balance and the legal links (start-up's first call)
 * are every signed-in page's.
 */
export function firstCallsOfPage(pagePath: string): string[] {
  const [section = '', first, second, third] = pagePath.split('/').slice(1).map(decodeURIComponent);
  const calls: string[] = [];
  if (section === 'lobby') {
    const sport = first ?? DEFAULT_LOBBY_SPORT;
    if (!isSportId(sport)) return [];
    calls.push(withQuery(CONTEST_ENDPOINTS.contests.path, { sport }));
    // Every sport's open contests: the sport tabs (features/drafts/common/best-ball-sports.ts).
    calls.push(CONTEST_ENDPOINTS.contests.path);
    calls.push(withQuery(SPORTS_ENDPOINTS.listSlates.path, { sport_id: sport, when: 'upcoming' }));
  } else if (section === 'pick-em') {
    const kind = BOARD_KINDS[first ?? ''];
    // A page without its timing or sport redirects first (pick-em-params.ts): nothing to preload.
    if (!kind || second === undefined || !isPickTiming(second) || third === undefined) return [];
    if (third !== 'home' && !isSportId(third)) return [];
    const sport = third === 'home' ? undefined : third;
    calls.push(
      withQuery(PICKEM_ENDPOINTS.pickemBoard.path, {
        kind,
        timing: second,
        sport,
        limit: PICKEM_BOARD_PAGE_LINES,
      }),
    );
  } else if (section === 'draft' && first && second === undefined) {
    calls.push(endpointPath(DRAFT_ENDPOINTS.getDraft.path, { draftId: first }));
    calls.push(endpointPath(DRAFT_ENDPOINTS.getDraftPool.path, { draftId: first }));
  } else {
    return [];
  }
  const sharedConfig = withQuery(SHELL_ENDPOINTS.getSharedClientConfig.path, {
    api_version: DEFAULT_API_VERSION,
    client_type: CLIENT_TYPE,
  });
  return [SHELL_ENDPOINTS.getSession.path, SHELL_ENDPOINTS.getWallet.path, sharedConfig, ...calls];
}

/** The page request's headers an API call of the same browser would carry too (the last two: sandboxes'). */
const FORWARDED_HEADERS = ['cookie', 'user-agent', TEST_CLOCK_OFFSET_HEADER, TEST_LOCATION_HEADER] as const;

/** The answer to one GET, through the same route, hooks and services as the browser's own request. */
async function answerOf(app: App, request: FastifyRequest, path: string): Promise<PreloadedAnswer | null> {
  const headers: Record<string, string> = { accept: 'application/json' };
  for (const name of FORWARDED_HEADERS) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  const response = await app.inject({
    method: 'GET',
    url: path,
    // The player's own address: the calls count against the same rate limit their fetches would.
    remoteAddress: request.ip,
    headers,
  });
  if (response.statusCode !== 200) return null;
  return { path, body: response.json() };
}

function isSignedIn(answer: PreloadedAnswer | null): boolean {
  const data = (answer?.body as { data?: { authenticated?: unknown } } | undefined)?.data;
  return data?.authenticated === true;
}

async function collectPreload(app: App, request: FastifyRequest, calls: string[]) {
  const answers = await Promise.all(calls.map((path) => answerOf(app, request, path).catch(() => null)));
  // Only for a live session: a guest or an expired cookie gets the page as it is.
  if (!isSignedIn(answers[0] ?? null)) return null;
  return answers.filter((answer) => answer !== null);
}

/**
 * The answers a signed-in player's game page (lobby, pick'em board, draft room) starts from, so its
 * first screen paints without a chain of requests; null for other pages, guests, a failure or when
 * the answers take longer than the budget.
 */
export async function preloadForPage(
  app: App,
  request: FastifyRequest,
  budgetMs: number = PRELOAD_BUDGET_MS,
): Promise<PreloadedAnswer[] | null> {
  // No cookie, no session; with one, the session's own answer says whether it is live.
  if (!request.headers.cookie) return null;
  const calls = firstCallsOfPage(pathOf(request.url));
  if (calls.length === 0) return null;
  let timer: NodeJS.Timeout | undefined;
  const outOfTime = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), budgetMs);
  });
  try {
    return await Promise.race([collectPreload(app, request, calls).catch(() => null), outOfTime]);
  } finally {
    clearTimeout(timer);
  }
}

/** The answers as a data block the browser never runs; `<` escaped so no text can close the element. */
export function preloadElement(answers: PreloadedAnswer[]): string {
  const json = JSON.stringify({ answers }).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PRELOAD_ELEMENT_ID}">${json}</script>`;
}

/** The page with the data block just before `</body>` (or at its end when it has none). */
export function withPreload(html: string, answers: PreloadedAnswer[]): string {
  const element = preloadElement(answers);
  const end = html.lastIndexOf('</body>');
  return end === -1 ? `${html}${element}` : `${html.slice(0, end)}${element}${html.slice(end)}`;
}
