import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../shared/api/testing/fake-api.ts';
import { stopLiveWallet } from '../../../shared/realtime/live-wallet.ts';
import { FakeWebSocket } from '../../../shared/sports/testing/fake-socket.ts';
import { boardFixture, boardGame, boardLine } from '../testing/board-fixtures.ts';
import { renderPickEm } from '../testing/render-pick-em.tsx';

// The board draws its first screen without zod (issue 25): the contracts that read its live messages
// load beside it. Here the sports contract's load is held, so the messages arrive before it.
const gate = vi.hoisted(() => {
  const state = { open: false, release: () => {} };
  const opened = new Promise<void>((resolve) => {
    state.release = () => {
      state.open = true;
      resolve();
    };
  });
  return { state, opened };
});

vi.mock('../../../shared/api/game-contracts.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../shared/api/game-contracts.ts')>();
  return {
    ...actual,
    sportsContract: async () => {
      await gate.opened;
      return actual.sportsContract();
    },
    loadedSportsContract: () => (gate.state.open ? actual.loadedSportsContract() : undefined),
  };
});

beforeEach(() => vi.stubGlobal('WebSocket', FakeWebSocket));

afterEach(() => {
  stopLiveWallet();
  FakeWebSocket.opened = [];
  vi.unstubAllGlobals();
});

const cardOf = (propId: string) =>
  screen.getAllByTestId('line-card').find((card) => card.dataset.propId === propId);

describe("the pick'em board's live messages", () => {
  it('holds what arrives before the contracts that read it have loaded, then applies it in order', async () => {
    renderPickEm('/pick-em/higher-lower/all/nfl', { 'GET /v1/pickem/board': () => json(boardFixture(2)) });
    await waitFor(() => expect(screen.getAllByTestId('game-chip')).toHaveLength(2));
    await waitFor(() => expect(FakeWebSocket.opened).toHaveLength(1));
    const socket = FakeWebSocket.latest();
    act(() => socket.open());
    await waitFor(() =>
      expect(socket.sent.flatMap((request) => request.topics)).toEqual(
        expect.arrayContaining(['pickem:nfl', 'games:nfl']),
      ),
    );
    const before = cardOf('prop-1')?.dataset.lineId;
    const moved = (version: number, stat_value: number) => ({
      type: 'pickem_lines',
      topic: 'pickem:nfl',
      data: { lines: [boardLine(1, { version, stat_value })], players: [], games: [] },
    });
    act(() => {
      socket.push(moved(2, 60.5));
      socket.push({
        type: 'game',
        topic: 'games:nfl',
        data: { ...boardGame, status: 'in_progress', period: 2, clock_seconds: 300, version: 9 },
      });
      socket.push(moved(3, 61.5));
    });
    // Nothing is read before the contracts are in.
    expect(cardOf('prop-1')?.dataset.lineId).toBe(before);
    expect(screen.getAllByTestId('game-chip').map((chip) => chip.dataset.status)).not.toContain(
      'in_progress',
    );

    act(() => gate.state.release());
    await waitFor(() => expect(cardOf('prop-1')?.dataset.lineId).toBe('line-1-v3'));
    await waitFor(() =>
      expect(screen.getAllByTestId('game-chip').map((chip) => chip.dataset.status)).toEqual([
        'in_progress',
        'in_progress',
      ]),
    );
  });
});
