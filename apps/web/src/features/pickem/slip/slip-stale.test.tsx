import type { PickemBoard, PickemLine } from '@kennel/core';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiError, json, type RecordedCall } from '../../../shared/api/testing/fake-api.ts';
import { readStored } from '../../../shared/storage/index.ts';
import { applyLinesPush, loadLiveBoardContracts } from '../board/use-board.ts';
import {
  answerBoard,
  boardFixture,
  boardLine,
  boardPlayer,
  entryFixture,
} from '../testing/board-fixtures.ts';
import { renderPickEm } from '../testing/render-pick-em.tsx';

// applyLinesPush reads a push with the pick'em contract, which the board loads beside its first screen.
beforeAll(() => loadLiveBoardContracts());

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PAGE = '/pick-em/higher-lower/all/home';
const nameOf = (n: number) => `${boardPlayer(n).first_name} ${boardPlayer(n).last_name}`;
const slip = () => screen.getByRole('complementary', { name: 'Entry slip' });
const rowOf = (propId: string) =>
  within(slip())
    .getAllByTestId('slip-pick')
    .find((row) => row.dataset.propId === propId)!;
const noSkeletons = () =>
  expect(slip().querySelectorAll('[data-testid="slip-pick"] .animate-pulse')).toHaveLength(0);

async function pickHigher(n: number) {
  const line = boardLine(n);
  await userEvent.click(
    await screen.findByRole('button', {
      name: `${nameOf(n)} higher than ${line.stat_value} ${line.stat_label}`,
    }),
  );
}

/** A `pickem_lines` push, as the live topic delivers it. */
const push = (queryClient: Parameters<typeof applyLinesPush>[0], lines: PickemLine[]) =>
  act(() => void applyLinesPush(queryClient, { lines, players: [], games: [] }));

describe('a stale slip', () => {
  it('still shows who, which stat and which line once a pick’s line locks and leaves the board', async () => {
    let served = boardFixture(6);
    const { queryClient } = renderPickEm(PAGE, {
      'GET /v1/pickem/board': higherLower(() => served),
    });
    await pickHigher(0);
    await pickHigher(1);
    served = boardWithout(1);
    push(queryClient, [boardLine(1, { status: 'locked' })]);

    const row = await waitFor(() => {
      const found = rowOf('prop-1');
      expect(found.dataset.state).toBe('closed');
      return found;
    });
    expect(within(row).getByText(nameOf(1))).toBeTruthy();
    expect(within(row).getByTestId('pick-side').textContent).toBe('Higher than 51.5');
    expect(row.textContent).toContain('Receiving Yards');
    expect(within(row).getByText('Line closed')).toBeTruthy();
    noSkeletons();

    // A reload keeps all of it: the slip's storage carries what the row needs.
    cleanup();
    renderPickEm(PAGE, {
      'GET /v1/pickem/board': higherLower(() => boardWithout(1)),
    });
    await screen.findByRole('complementary', { name: 'Entry slip' });
    await waitFor(() => expect(rowOf('prop-1').dataset.state).toBe('closed'));
    expect(within(rowOf('prop-1')).getByText(nameOf(1))).toBeTruthy();
    expect(within(rowOf('prop-1')).getByTestId('pick-side').textContent).toBe('Higher than 51.5');
  });

  it('shows a moved line old and new, and says nothing about charges before any submit', async () => {
    const { queryClient } = renderPickEm(PAGE, {
      'GET /v1/pickem/board': higherLower(() => boardFixture(6)),
    });
    await pickHigher(0);
    await pickHigher(1);
    push(queryClient, [boardLine(1, { version: 2, stat_value: 58.5, multipliers: [110, 95] })]);

    await waitFor(() => expect(rowOf('prop-1').dataset.state).toBe('moved'));
    const row = rowOf('prop-1');
    expect(within(row).getByText(nameOf(1))).toBeTruthy();
    expect(within(row).getByTestId('old-line').textContent).toBe('51.5');
    expect(within(row).getByTestId('pick-side').textContent).toBe('Higher than 51.5 now 58.5');
    const notice = within(slip()).getByTestId('lines-changed');
    expect(notice.textContent).toContain('Lines have changed since you picked.');
    expect(notice.textContent).not.toMatch(/charged/i);
  });

  it('after a refused submit says nothing was charged, and takes the new lines at once from what it holds', async () => {
    let client: Parameters<typeof applyLinesPush>[0] | undefined;
    const { api, queryClient } = renderPickEm(PAGE, {
      'GET /v1/pickem/board': higherLower(() => boardWithout(5)),
      'POST /v1/pickem/entries': (call) => {
        const body = call.body as { picks: { line_id: string }[] };
        if (body.picks.some((p) => p.line_id === 'line-1-v1' || p.line_id === 'line-2-v1')) {
          // Line 1 moved and line 2 locked as the player submitted; the pushes reach the board too.
          if (client)
            push(client, [
              boardLine(1, { version: 2, stat_value: 58.5 }),
              boardLine(2, { status: 'locked' }),
            ]);
          return apiError(422, 'pickem_lines_changed', 'Some of your picks changed.', {
            invalid_options: [
              { id: 'line-1-v1.higher', line_id: 'line-1-v2', prop_id: 'prop-1' },
              { id: 'line-2-v1.higher', line_id: 'line-2-v1', prop_id: 'prop-2' },
            ],
          });
        }
        return json(entryFixture([boardLine(0), boardLine(1, { version: 2 }), boardLine(3)]), 201);
      },
    });
    client = queryClient;
    for (const n of [0, 1, 2, 3]) await pickHigher(n);
    await userEvent.click(within(slip()).getByRole('button', { name: /^Submit/ }));
    const notice = await within(slip()).findByTestId('lines-changed');
    expect(notice.textContent).toContain('Lines changed before your entry went in. Nothing was charged.');

    const boardCalls = api.callsTo('GET', '/v1/pickem/board').length;
    await userEvent.click(within(notice).getByRole('button', { name: 'Accept new lines' }));
    // At once: the moved pick is on its new line, the locked one is off, no board was asked again.
    expect(readStored('pickEm')?.picks.map((p) => p.optionId)).toEqual([
      'line-0-v1.higher',
      'line-1-v2.higher',
      'line-3-v1.higher',
    ]);
    expect(
      within(slip())
        .getAllByTestId('slip-pick')
        .map((row) => row.dataset.state),
    ).toEqual(['ok', 'ok', 'ok']);
    expect(within(rowOf('prop-1')).getByTestId('pick-side').textContent).toBe('Higher than 58.5');
    noSkeletons();
    expect(within(slip()).queryByTestId('lines-changed')).toBeNull();
    expect(api.callsTo('GET', '/v1/pickem/board')).toHaveLength(boardCalls);

    await userEvent.click(within(slip()).getByRole('button', { name: /^Submit/ }));
    expect(await screen.findByTestId('entry-submitted')).toBeTruthy();
  });

  it('when the 422 names a line no board has yet, fetches it while the pick keeps showing', async () => {
    let lines = boardWithout(5).lines;
    renderPickEm(PAGE, {
      'GET /v1/pickem/board': higherLower(() => boardFixture(5, lines)),
      'POST /v1/pickem/entries': () =>
        apiError(422, 'pickem_lines_changed', 'Some of your picks changed.', {
          invalid_options: [{ id: 'line-1-v1.higher', line_id: 'line-1-v3', prop_id: 'prop-1' }],
        }),
    });
    await pickHigher(0);
    await pickHigher(1);
    await userEvent.click(within(slip()).getByRole('button', { name: /^Submit/ }));
    const notice = await within(slip()).findByTestId('lines-changed');
    lines = lines.map((line) =>
      line.prop_id === 'prop-1' ? boardLine(1, { version: 3, stat_value: 60.5 }) : line,
    );
    await userEvent.click(within(notice).getByRole('button', { name: 'Accept new lines' }));
    expect(within(rowOf('prop-1')).getByText(nameOf(1))).toBeTruthy();
    noSkeletons();
    await waitFor(() =>
      expect(readStored('pickEm')?.picks.map((p) => p.lineId)).toEqual(['line-0-v1', 'line-1-v3']),
    );
    expect(within(rowOf('prop-1')).getByTestId('pick-side').textContent).toBe('Higher than 60.5');
  });
});

/** Answers the higher/lower boards with `board`; the rivals board is empty. */
function higherLower(board: () => PickemBoard) {
  return (call: RecordedCall) =>
    json(answerBoard(call.url, call.url.searchParams.get('kind') === 'rivals' ? boardFixture(0) : board()));
}

/** A board of the first six lines but one. */
function boardWithout(n: number) {
  const board = boardFixture(6);
  return { ...board, lines: board.lines.filter((line) => line.prop_id !== `prop-${n}`) };
}
