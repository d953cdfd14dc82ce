import { IDEMPOTENCY_KEY_HEADER } from '@kennel/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, type RecordedCall } from '../../../shared/api/testing/fake-api.ts';
import { readStored } from '../../../shared/storage/index.ts';
import { Toaster } from '../../../shared/ui/index.ts';
import {
  answerBoard,
  boardFixture,
  boardLine,
  boardPlayer,
  entryFixture,
} from '../testing/board-fixtures.ts';
import { renderPickEm } from '../testing/render-pick-em.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const PAGE = '/pick-em/higher-lower/all/home';
const slip = () => screen.getByRole('complementary', { name: 'Entry slip' });

/** Disabled as HTML has it: its own attribute, or a disabled fieldset around it (jsdom skips the latter). */
const disabled = (control: HTMLElement) =>
  control.hasAttribute('disabled') || control.closest('fieldset[disabled]') !== null;

async function pickHigher(n: number) {
  const player = boardPlayer(n);
  const line = boardLine(n);
  await userEvent.click(
    await screen.findByRole('button', {
      name: `${player.first_name} ${player.last_name} higher than ${line.stat_value} ${line.stat_label}`,
    }),
  );
}

describe('the entry slip while its entry is on its way', () => {
  it('is read-only, here and on the board, so what was sent is what it shows', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const board = boardFixture(6);
    const { api } = renderPickEm(PAGE, {
      'GET /v1/pickem/board': (call: RecordedCall) => json(answerBoard(call.url, board)),
      'POST /v1/pickem/entries': async () => {
        await held;
        return json(entryFixture(board.lines.slice(0, 2)), 201);
      },
    });
    render(<Toaster />);
    await pickHigher(0);
    await pickHigher(1);
    const stored = readStored('pickEm');
    await userEvent.click(within(slip()).getByRole('button', { name: /^Submit/ }));
    await waitFor(() => expect(api.callsTo('POST', '/v1/pickem/entries')).toHaveLength(1));

    // Every control of the slip waits for the answer.
    const fee = within(slip()).getByRole('textbox', { name: 'Entry fee' }) as HTMLInputElement;
    expect(disabled(fee)).toBe(true);
    for (const control of [
      ...within(slip()).getAllByRole('radio'),
      within(slip()).getByRole('button', { name: '$25' }),
      ...within(slip()).getAllByRole('button', { name: /^Remove / }),
      within(slip()).getByRole('button', { name: 'Clear' }),
    ])
      expect(disabled(control), control.textContent ?? '').toBe(true);
    await userEvent.type(fee, '5');
    await userEvent.click(within(slip()).getByRole('button', { name: '$25' }));
    // A tap on the board leaves the slip as sent, and says why.
    await pickHigher(2);
    expect(await screen.findByText('Your entry is being submitted')).toBeTruthy();
    expect(readStored('pickEm')).toEqual(stored);
    expect(within(slip()).getAllByTestId('slip-pick')).toHaveLength(2);
    expect(fee.value).toBe('10');

    release();
    await screen.findByTestId('entry-submitted');
    const [sent] = api.callsTo('POST', '/v1/pickem/entries');
    expect(api.callsTo('POST', '/v1/pickem/entries')).toHaveLength(1);
    expect(sent?.headers.get(IDEMPOTENCY_KEY_HEADER)).toBeTruthy();
    expect(sent?.body).toMatchObject({
      type: 'standard',
      fee_cents: 1_000,
      picks: [
        { option_id: 'line-0-v1.higher', line_id: 'line-0-v1', prop_id: 'prop-0' },
        { option_id: 'line-1-v1.higher', line_id: 'line-1-v1', prop_id: 'prop-1' },
      ],
    });

    // Once answered, the board adds to the slip again.
    await pickHigher(2);
    await waitFor(() => expect(readStored('pickEm')?.picks.map((pick) => pick.propId)).toEqual(['prop-2']));
  });
});
