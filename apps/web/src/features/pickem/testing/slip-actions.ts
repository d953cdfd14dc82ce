import { IDEMPOTENCY_KEY_HEADER, type PickemBoard } from '@kennel/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, type RecordedCall } from '../../../shared/api/testing/fake-api.ts';
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
