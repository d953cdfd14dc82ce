import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { preloadedAnswersFrom } from '../../../shared/api/preload.ts';
import { apiError } from '../../../shared/api/testing/fake-api.ts';
import { stopLiveWallet } from '../../../shared/realtime/live-wallet.ts';
import { FakeWebSocket } from '../../../shared/sports/testing/fake-socket.ts';
import { answerBoard, boardFixture } from '../testing/board-fixtures.ts';
import { renderPickEm } from '../testing/render-pick-em.tsx';

beforeEach(() => vi.stubGlobal('WebSocket', FakeWebSocket));
afterEach(() => {
  stopLiveWallet();
  FakeWebSocket.opened = [];
  vi.unstubAllGlobals();
});

const FIRST_PAGE = '/v1/pickem/board?kind=higher_lower&timing=all&limit=120';

describe("the pick'em board a signed-in page arrives with", () => {
  it('renders its first cards from the preloaded first page, without a request for it', async () => {
    const board = boardFixture(300);
    const firstPage = answerBoard(new URL(FIRST_PAGE, 'http://kennel.test'), board);
    const { api } = renderPickEm(
      '/pick-em/higher-lower/all/home',
      { 'GET /v1/pickem/board': () => apiError(500, 'internal_error', 'Not asked for in this test.') },
      { preloaded: preloadedAnswersFrom([{ path: FIRST_PAGE, body: firstPage }]) },
    );
    // The route's loader settles first (a tick); then the board paints from the preload.
    await screen.findByText('300');
    expect(screen.getAllByTestId('line-card').length).toBeGreaterThan(0);
    expect(screen.getAllByTestId('line-card')[0]?.dataset.propId).toBe('prop-0');
    expect(api.callsTo('GET', '/v1/pickem/board')).toEqual([]);
  });
});
