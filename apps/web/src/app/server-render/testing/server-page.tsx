// The game pages as the API's renderer draws them, and the live page hydrating them (ADR 0046),
// for the hydration tests in the folder above.
import { PICKEM_BOARD_PAGE_LINES } from '@kennel/core';
import { waitFor } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import {
  contestFixture,
  slatesFixture,
  walletBody,
} from '../../../features/drafts/lobby/testing/lobby-fixtures.ts';
import { DRAFT_ID, draftFixture, poolFixture } from '../../../features/drafts/room/testing/fixtures.ts';
import { boardFixture } from '../../../features/pickem/testing/board-fixtures.ts';
import {
  apiError,
  createFakeApi,
  type FakeHandler,
  signedInSession,
} from '../../../shared/api/testing/fake-api.ts';
import { createMonitoring } from '../../../shared/monitoring/index.ts';
import { stopLiveWallet } from '../../../shared/realtime/live-wallet.ts';
import { FakeWebSocket } from '../../../shared/sports/testing/fake-socket.ts';
import { startApp } from '../../startup/start-app.tsx';
import { type PreloadedAnswer, renderGamePage } from '../render-game-page.tsx';
import { SERVER_CACHE_ELEMENT_ID } from '../server-cache.ts';

export const SHELL = [
  { path: '/v1/session', body: signedInSession },
  { path: '/v1/wallet', body: walletBody(12_34) },
  {
    path: '/v1/shared-client-config?api_version=v1&client_type=web',
    body: { data: { enhanced_terms_of_use_url: 'https://legal.kennel.example/terms' } },
  },
];
export const contests = { contests: [contestFixture()], as_of: '2099-11-24T10:00:00.000Z' };

export const PAGES: { name: string; url: string; answers: PreloadedAnswer[] }[] = [
  {
    name: 'the lobby',
    url: '/lobby/nfl',
    answers: [
      ...SHELL,
      { path: '/v1/contests?sport=nfl', body: contests },
      { path: '/v1/contests', body: contests },
      { path: '/v1/slates?sport_id=nfl&when=upcoming', body: { data: slatesFixture } },
    ],
  },
  {
    name: "the pick'em board",
    url: '/pick-em/higher-lower/all/home',
    answers: [
      ...SHELL,
      {
        path: `/v1/pickem/board?kind=higher_lower&timing=all&limit=${PICKEM_BOARD_PAGE_LINES}`,
        body: boardFixture(30),
      },
    ],
  },
  {
    name: 'the draft room',
    url: `/draft/${DRAFT_ID}`,
    answers: [
      ...SHELL,
      { path: `/v1/drafts/${DRAFT_ID}`, body: draftFixture() },
      { path: `/v1/drafts/${DRAFT_ID}/pool`, body: poolFixture() },
    ],
  },
];

const started: Root[] = [];

/** Each test starts with no app, socket, storage, theme cookie or page left by the last. */
export function cleanUpAfterEachPage(): void {
  beforeEach(() => vi.stubGlobal('WebSocket', FakeWebSocket));
  afterEach(() => {
    for (const root of started.splice(0)) root.unmount();
    stopLiveWallet();
    FakeWebSocket.opened = [];
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    vi.useRealTimers();
    localStorage.clear();
    // biome-ignore lint/suspicious/noDocumentCookie: clears the theme cookie saveThemeChoice wrote
    document.cookie = 'kennel_theme=; Max-Age=0; Path=/';
    document.body.innerHTML = '';
    window.history.replaceState(null, '', '/');
  });
}

function dataBlock(id: string, value: unknown): HTMLScriptElement {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = id;
  element.textContent = JSON.stringify(value);
  return element;
}

/**
 * Runs `render` as the API's renderer runs, in Node, where there is no window: without a `document`
 * (what the page's code checks for), storage or media queries (what this device saved or is).
 */
async function onTheServer<T>(render: () => Promise<T>): Promise<T> {
  // These packages decide once, when first loaded, whether there is a page (a layout effect or
  // none). Loaded first here, with the page hidden, they would decide "no page" for every later
  // test file of this worker (files share workers): Radix's dialogs and menus then never mount.
  await Promise.all([
    import('@radix-ui/react-use-layout-effect'),
    import('@floating-ui/react-dom'),
    import('@tanstack/react-virtual'),
  ]);
  const hidden = ['document', 'localStorage', 'sessionStorage', 'matchMedia'] as const;
  const owners = [...new Set<object>([globalThis, window])];
  const kept = owners.flatMap((owner) =>
    hidden.map((name) => ({ owner, name, descriptor: Object.getOwnPropertyDescriptor(owner, name) })),
  );
  for (const { owner, name } of kept) {
    Object.defineProperty(owner, name, { value: undefined, configurable: true, writable: true });
  }
  try {
    return await render();
  } finally {
    for (const { owner, name, descriptor } of kept) {
      if (descriptor) Object.defineProperty(owner, name, descriptor);
      else delete (owner as Record<string, unknown>)[name];
    }
  }
}

/** The page as the API sends it: the server's markup in `#root`, its cache and the answers it does not hold. */
export async function serverRenderedPage(url: string, answers: PreloadedAnswer[]): Promise<HTMLElement> {
  const rendered = await onTheServer(() => renderGamePage(url, answers));
  if (!rendered) throw new Error(`${url} did not render on the server`);
  window.history.replaceState(null, '', url);
  const container = document.createElement('div');
  container.id = 'root';
  container.setAttribute('data-prerendered', '');
  container.innerHTML = rendered.html;
  document.body.append(
    container,
    dataBlock('kennel-preload', {
      answers: answers.filter((answer) => !rendered.answersInCache.includes(answer.path)),
    }),
    dataBlock(SERVER_CACHE_ELEMENT_ID, JSON.parse(JSON.stringify(rendered.cache))),
  );
  return container;
}

/** Starts the live page on the server's page; answers what hydration reported and which server elements stayed. */
export async function hydrate(container: HTMLElement, handlers: Record<string, FakeHandler> = {}) {
  const serverElements = [...container.querySelectorAll('*')];
  const consoleErrors: string[] = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args.map(String).join(' '));
  });
  const monitoring = createMonitoring();
  const reported = vi.spyOn(monitoring, 'reportError');
  const notAskedFor = () => apiError(500, 'internal_error', 'Not asked for in this test.');
  const api = createFakeApi({ 'GET /v1/session': notAskedFor, 'GET /v1/wallet': notAskedFor, ...handlers });
  started.push(await startApp(container, { env: {}, monitoring, fetch: api.fetch }));
  await waitFor(() => expect(container.hasAttribute('data-prerendered')).toBe(false));
  return {
    serverElements,
    // What hydration could not keep (the page's later requests are not these tests').
    recoverableErrors: reported.mock.calls.filter(([, context]) => context?.where === 'hydration'),
    // React's development build names each attribute it left as the server drew it.
    mismatches: consoleErrors.filter((message) => /hydrat|did(n't| not) match/i.test(message)),
    /** Whether an element the server drew matching `selector` is still on screen (hydrated, not replaced). */
    kept: (selector: string) =>
      serverElements.some((element) => element.matches(selector) && container.contains(element)),
  };
}
