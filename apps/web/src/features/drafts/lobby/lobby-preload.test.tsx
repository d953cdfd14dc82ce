import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { preloadedAnswersFrom } from '../../../shared/api/preload.ts';
import { apiError } from '../../../shared/api/testing/fake-api.ts';
import { stopLiveWallet } from '../../../shared/realtime/live-wallet.ts';
import { FakeWebSocket } from '../../../shared/sports/testing/fake-socket.ts';
import { contestFixture, renderLobby, slatesFixture } from './testing/lobby-fixtures.ts';

beforeEach(() => vi.stubGlobal('WebSocket', FakeWebSocket));
afterEach(() => {
  cleanup();
  stopLiveWallet();
  FakeWebSocket.opened = [];
  vi.unstubAllGlobals();
});

const sprint = contestFixture();
const contests = { contests: [sprint], as_of: '2099-11-24T10:00:00.000Z' };

describe('the lobby a signed-in page arrives with', () => {
  it('renders its first cards from the preloaded answers, without a request for them', async () => {
    const { api } = renderLobby(
      '/lobby/nfl',
      { 'GET /v1/contests': () => apiError(500, 'internal_error', 'Not asked for in this test.') },
      {
        preloaded: preloadedAnswersFrom([
          { path: '/v1/contests?sport=nfl', body: contests },
          { path: '/v1/contests', body: contests },
          { path: '/v1/slates?sport_id=nfl&when=upcoming', body: { data: slatesFixture } },
        ]),
      },
    );
    // The answers wait only for the contract's code (game-contracts.ts), not for the network.
    const card = await screen.findByRole('article', { name: /^Sprint \$5\.00$/ });
    expect(within(card).getByTestId('entries-filled').textContent).toBe('37 / 120 entries');
    expect(api.callsTo('GET', '/v1/contests')).toEqual([]);
    expect(api.callsTo('GET', '/v1/slates')).toEqual([]);
  });
});
