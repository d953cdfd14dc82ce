import { IDEMPOTENCY_KEY_HEADER, type PickemBoard } from '@kennel/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { type createFakeApi, json, type RecordedCall } from '../../../shared/api/testing/fake-api.ts';
import { answerBoard, boardLine, boardPlayer } from './board-fixtures.ts';

/** What the slip's tests do on the board and read from the requests. */
export const PAGE = '/pick-em/higher-lower/all/home';
export const nameOf = (n: number) => `${boardPlayer(n).first_name} ${boardPlayer(n).last_name}`;
export const keyOf = (call: RecordedCall | undefined) => call?.headers.get(IDEMPOTENCY_KEY_HEADER);
export const slip = () => screen.getByRole('complementary', { name: 'Entry slip' });

export async function pick(n: number, side: 'higher' | 'lower', line = boardLine(n)) {
  // A priced side's name leads with what it shows ("Higher 1.05×: ...").
  const meaning = `${nameOf(n)} ${side} than ${line.stat_value} ${line.stat_label}`;
  const button = await screen.findByRole('button', { name: (name) => name.endsWith(meaning) });
  await userEvent.click(button);
}

export function boardHandler(board: () => PickemBoard) {
  return (call: RecordedCall) => json(answerBoard(call.url, board()));
}

/**
 * Submits the slip once more after its earlier sends' answers were lost, waits for the success, and
 * answers every entry sent: one attempt sends them all under one key with the same body.
 */
export async function submitAgainAsOneAttempt(
  api: ReturnType<typeof createFakeApi>,
): Promise<RecordedCall[]> {
  await waitFor(() =>
    expect(within(slip()).getByRole('button', { name: /^Submit/ })).toHaveProperty('disabled', false),
  );
  await userEvent.click(within(slip()).getByRole('button', { name: /^Submit/ }));
  await screen.findByTestId('entry-submitted');
  const calls = api.callsTo('POST', '/v1/pickem/entries');
  expect(new Set(calls.map(keyOf)).size).toBe(1);
  expect(calls.at(-1)?.body).toEqual(calls[0]?.body);
  return calls;
}
