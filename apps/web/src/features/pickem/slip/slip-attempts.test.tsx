import { DEFAULT_PAYOUT_SCHEDULE } from '@kennel/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, json } from '../../../shared/api/testing/fake-api.ts';
import { walletQueryKey, walletSummaryFromWire } from '../../../shared/api/wallet.ts';
import { ALL_BOARDS } from '../board/use-board.ts';
import { boardFixture, boardLine, entryFixture, walletBody } from '../testing/board-fixtures.ts';
import { renderPickEm } from '../testing/render-pick-em.tsx';
import { boardHandler, keyOf, PAGE, pick, slip, submitAgainAsOneAttempt } from '../testing/slip-actions.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the entry slip’s attempt (one idempotency key per attempt)', () => {
  it('sends one key for a double click and an automatic retry; after a refusal waits, then asks anew', async () => {
    let answers = 0;
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const board = boardFixture(6);
    const { api, queryClient } = renderPickEm(PAGE, {
      'GET /v1/pickem/board': boardHandler(() => board),
      'POST /v1/pickem/entries': async () => {
        answers += 1;
        if (answers === 1) {
          await held;
          return apiError(503, 'service_unavailable', 'Try again.');
        }
        if (answers === 2) return apiError(422, 'insufficient_funds', "Your balance doesn't cover this.");
        return json(entryFixture(board.lines.slice(0, 2)), 201);
      },
    });
    await pick(0, 'higher');
    await pick(1, 'higher');
    const submit = within(slip()).getByRole('button', { name: /^Submit/ });
    act(() => {
      submit.click();
      submit.click();
    });
    release();
    // The 503 is retried on its own under the same key; the refusal that follows is shown.
    expect(await within(slip()).findByRole('link', { name: 'Deposit' })).toBeTruthy();
    // The same slip would only replay the refusal: Submit waits, the refusal right beside it...
    const again = within(slip()).getByRole('button', { name: /^Submit/ }) as HTMLButtonElement;
    expect(again.disabled).toBe(true);
    expect(document.getElementById(again.getAttribute('aria-describedby')!)?.textContent).toContain(
      "Your balance doesn't cover this.",
    );
    // ...until money arrives (a deposit in another tab): a refusal moved none, so it asks anew.
    act(() =>
      queryClient.setQueryData(
        walletQueryKey,
        walletSummaryFromWire({ ...walletBody(50_000).data, currency: 'USD' }),
      ),
    );
    await waitFor(() =>
      expect(within(slip()).getByRole('button', { name: /^Submit/ })).toHaveProperty('disabled', false),
    );
    await userEvent.click(within(slip()).getByRole('button', { name: /^Submit/ }));
    await waitFor(() => expect(api.callsTo('POST', '/v1/pickem/entries')).toHaveLength(3));
    const [first, retry, asked] = api.callsTo('POST', '/v1/pickem/entries');
    expect(keyOf(first)).toBeTruthy();
    expect(keyOf(retry)).toBe(keyOf(first));
    expect(keyOf(asked)).not.toBe(keyOf(first));
    expect(retry?.body).toEqual(first?.body);
    await screen.findByTestId('entry-submitted');

    // A changed slip is a new attempt.
    await pick(2, 'higher');
    await pick(3, 'higher');
    await userEvent.click(within(slip()).getByRole('button', { name: '$25' }));
    await userEvent.click(within(slip()).getByRole('button', { name: /^Submit/ }));
    await waitFor(() => expect(api.callsTo('POST', '/v1/pickem/entries')).toHaveLength(4));
    expect(keyOf(api.callsTo('POST', '/v1/pickem/entries')[3])).not.toBe(keyOf(asked));
  });

  it('sends a lost entry again under its first key after the page was left and come back to', async () => {
    let answers = 0;
    const board = boardFixture(6);
    const { api, router } = renderPickEm(PAGE, {
      'GET /v1/pickem/board': boardHandler(() => board),
      'POST /v1/pickem/entries': () => {
        answers += 1;
        // The first send and its automatic retries never get an answer through.
        if (answers <= 3) return apiError(503, 'service_unavailable', 'Try again.');
        return json(entryFixture(board.lines.slice(0, 2)), 201);
      },
    });
    await pick(0, 'higher');
    await pick(1, 'higher');
    await userEvent.click(within(slip()).getByRole('button', { name: /^Submit/ }));
    await waitFor(() => expect(api.callsTo('POST', '/v1/pickem/entries')).toHaveLength(3), {
      timeout: 5_000,
    });
    await within(slip()).findByRole('button', { name: /^Submit/ });
    // The player leaves (the slip closes with the page) and comes back to the same slip.
    await act(() => router.navigate('/account'));
    await screen.findByText('Elsewhere');
    await act(() => router.navigate(PAGE));
    const rows = await within(
      await screen.findByRole('complementary', { name: 'Entry slip' }),
    ).findAllByTestId('slip-pick');
    expect(rows).toHaveLength(2);
    // One attempt: the same key and the same entry every time, so the server replays, never charges twice.
    expect(await submitAgainAsOneAttempt(api)).toHaveLength(4);
  });

  it('sends a lost entry again under its key with the payout version it went out with, though a newer one is in force now', async () => {
    const lines = [boardLine(0), boardLine(1)];
    let version = 1;
    let answers = 0;
    const { api, queryClient } = renderPickEm(PAGE, {
      'GET /v1/pickem/board': boardHandler(() => ({
        ...boardFixture(4, lines),
        payout_schedule: DEFAULT_PAYOUT_SCHEDULE,
        payout_schedule_version: version,
      })),
      'POST /v1/pickem/entries': () => {
        answers += 1;
        // The entry goes in, an operator then publishes version 2, and every answer is lost.
        version = 2;
        if (answers <= 3) return apiError(503, 'service_unavailable', 'Try again.');
        return json(entryFixture(lines), 201);
      },
    });
    await pick(0, 'higher', lines[0]);
    await pick(1, 'higher', lines[1]);
    await userEvent.click(within(slip()).getByRole('button', { name: /^Submit/ }));
    await waitFor(() => expect(api.callsTo('POST', '/v1/pickem/entries')).toHaveLength(3), {
      timeout: 5_000,
    });
    // The boards are read again (as the page keeps them live) and carry version 2 now.
    const boardsBefore = api.callsTo('GET', '/v1/pickem/board').length;
    await queryClient.invalidateQueries({ queryKey: ALL_BOARDS });
    await waitFor(() => expect(api.callsTo('GET', '/v1/pickem/board').length).toBeGreaterThan(boardsBefore));
    // One attempt: the server replays the committed entry. Sent with version 2 it was another
    // request under another key, and the entry was bought twice.
    const calls = await submitAgainAsOneAttempt(api);
    expect(calls).toHaveLength(4);
    expect(calls[3]?.body).toMatchObject({ payout_schedule_version: 1 });
  });
});
