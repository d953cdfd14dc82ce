import { screen, waitFor } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  contestFixture,
  slatesFixture,
  walletBody,
} from '../../features/drafts/lobby/testing/lobby-fixtures.ts';
import { apiError, createFakeApi, signedInSession } from '../../shared/api/testing/fake-api.ts';
import { createMonitoring } from '../../shared/monitoring/index.ts';
import { stopLiveWallet } from '../../shared/realtime/live-wallet.ts';
import { FakeWebSocket } from '../../shared/sports/testing/fake-socket.ts';
import { startApp } from '../startup/start-app.tsx';
import { renderGamePage } from './render-game-page.tsx';
import { SERVER_CACHE_ELEMENT_ID } from './server-cache.ts';

const sprint = contestFixture();
const contests = { contests: [sprint], as_of: '2099-11-24T10:00:00.000Z' };
/** The lobby's first answers, as the API preloads them for a signed-in player with $12.34. */
const SHARED_CONFIG = { path: '/v1/shared-client-config?api_version=v1&client_type=web', body: { data: {} } };
const LOBBY_QUERY_ANSWERS = [
  { path: '/v1/session', body: signedInSession },
  { path: '/v1/wallet', body: walletBody(12_34) },
  { path: '/v1/contests?sport=nfl', body: contests },
  { path: '/v1/contests', body: contests },
  { path: '/v1/slates?sport_id=nfl&when=upcoming', body: { data: slatesFixture } },
];
const LOBBY_ANSWERS = [SHARED_CONFIG, ...LOBBY_QUERY_ANSWERS];

const started: Root[] = [];
beforeEach(() => vi.stubGlobal('WebSocket', FakeWebSocket));
afterEach(() => {
  for (const root of started.splice(0)) root.unmount();
  stopLiveWallet();
  FakeWebSocket.opened = [];
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

function dataBlock(id: string, value: unknown): HTMLScriptElement {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = id;
  element.textContent = JSON.stringify(value);
  return element;
}

describe('a game page rendered on the server', () => {
  it("draws the lobby with the player's balance and first cards from the preloaded answers", async () => {
    const rendered = await renderGamePage('/lobby/nfl', LOBBY_ANSWERS);
    expect(rendered?.html).toContain('$12.34');
    expect(rendered?.html).toContain('Sprint $5.00');
  });

  it('is not drawn for a path that redirects', async () => {
    expect(await renderGamePage('/pick-em/higher-lower', LOBBY_ANSWERS)).toBeNull();
  });

  it('is not drawn without the legal links’ answer, which the live page would ask for and might draw otherwise', async () => {
    expect(await renderGamePage('/lobby/nfl', LOBBY_QUERY_ANSWERS)).toBeNull();
  });

  it('says which answers its queries hold, so the page carries each answer once', async () => {
    const rendered = await renderGamePage('/lobby/nfl', LOBBY_ANSWERS);
    expect(new Set(rendered?.answersInCache)).toEqual(
      new Set(LOBBY_QUERY_ANSWERS.map((answer) => answer.path)),
    );
  });

  it('is taken over by the live page drawn from the same queries, with no loading state and no request', async () => {
    const rendered = await renderGamePage('/lobby/nfl', LOBBY_ANSWERS);
    if (!rendered) throw new Error('the lobby did not render');
    // As the API sends it: the answers the queries hold are not in the preload again.
    const preloaded = LOBBY_ANSWERS.filter((answer) => !rendered.answersInCache.includes(answer.path));
    window.history.replaceState(null, '', '/lobby/nfl');
    const container = document.createElement('div');
    container.id = 'root';
    container.setAttribute('data-prerendered', '');
    container.innerHTML = rendered.html;
    document.body.append(
      container,
      dataBlock('kennel-preload', { answers: preloaded }),
      dataBlock(SERVER_CACHE_ELEMENT_ID, JSON.parse(JSON.stringify(rendered.cache))),
    );
    const drawnWithout: string[] = [];
    const observer = new MutationObserver(() => {
      // The card as the lobby titles it (its slate's name is the tab above it).
      if (!container.textContent?.includes('Sprint $5.00')) drawnWithout.push(container.innerHTML);
    });
    observer.observe(container, { childList: true, subtree: true, characterData: true });
    const notAskedFor = () => apiError(500, 'internal_error', 'Not asked for in this test.');
    const api = createFakeApi({
      'GET /v1/session': notAskedFor,
      'GET /v1/wallet': notAskedFor,
      'GET /v1/contests': notAskedFor,
      'GET /v1/slates': notAskedFor,
    });
    started.push(await startApp(container, { env: {}, monitoring: createMonitoring(), fetch: api.fetch }));

    await waitFor(() => expect(container.hasAttribute('data-prerendered')).toBe(false));
    expect(screen.getByRole('article', { name: /Sprint \$5\.00$/ })).toBeTruthy();
    expect(screen.getByTestId('balance').textContent).toContain('$12.34');
    observer.disconnect();
    expect(drawnWithout).toEqual([]);
    expect(document.getElementById(SERVER_CACHE_ELEMENT_ID)).toBeNull();
    for (const path of ['/v1/session', '/v1/wallet', '/v1/contests', '/v1/slates']) {
      expect(api.callsTo('GET', path), path).toEqual([]);
    }
  });
});
