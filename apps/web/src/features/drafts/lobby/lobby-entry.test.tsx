import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, json } from '../../../shared/api/testing/fake-api.ts';
import { Toaster } from '../../../shared/ui/index.ts';
import { detailFixture, entryFixture, renderLobby } from './testing/lobby-fixtures.ts';
import {
  contestsApi,
  ENTRIES_PATH,
  keyOf,
  openEnter,
  sprint,
  withFakeSockets,
} from './testing/lobby-page-support.ts';

withFakeSockets();

/** Entering a contest from the lobby: the quantity, one key per attempt, refusals, the confirmation. */
describe('/lobby: entering a contest', () => {
  it('bounds the quantity by the player’s allowance and shows the total and balance', async () => {
    renderLobby(
      '/lobby/nfl',
      contestsApi(() => [sprint]),
    );
    const sheet = await openEnter();
    const quantity = within(sheet).getByRole('textbox', { name: 'Entries' });
    const more = within(sheet).getByRole('button', { name: 'More entries' });
    expect(within(sheet).getByRole('button', { name: 'Fewer entries' })).toHaveProperty('disabled', true);
    await userEvent.click(more);
    // 3 per player, 1 already entered: 2 more at most.
    expect((quantity as HTMLInputElement).value).toBe('2');
    expect(more).toHaveProperty('disabled', true);
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '99');
    expect((quantity as HTMLInputElement).value).toBe('2');
    expect(within(sheet).getByTestId('enter-total').textContent).toBe('$10.00');
    await waitFor(() => expect(within(sheet).getByTestId('enter-balance').textContent).toBe('$200.00'));
    expect(within(sheet).getByRole('button', { name: 'Enter 2 × $5 · $10.00' })).toBeTruthy();
  });

  it('sends one key for a double click and its automatic retry; after a refusal waits for a change, then a new key', async () => {
    let answers = 0;
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { api } = renderLobby('/lobby/nfl', {
      ...contestsApi(() => [sprint]),
      [`POST ${ENTRIES_PATH}`]: async () => {
        answers += 1;
        if (answers === 1) {
          await held;
          return apiError(503, 'service_unavailable', 'Try again.');
        }
        return apiError(422, 'insufficient_funds', 'Your balance does not cover these entries.');
      },
    });
    const sheet = await openEnter();
    const submit = within(sheet).getByRole('button', { name: 'Enter $5.00' });
    act(() => {
      submit.click();
      submit.click();
    });
    release();
    // The 503 is retried on its own under the same key; the refusal that follows is shown in its words.
    const alert = await within(sheet).findByRole('alert');
    expect(alert.textContent).toContain('Your balance does not cover these entries.');
    expect(within(alert).getByRole('link', { name: 'Deposit' }).getAttribute('href')).toBe('/deposit');
    // The same request would only replay the refusal: Enter waits for a change, the refusal beside it.
    const enter = within(sheet).getByRole('button', { name: 'Enter $5.00' }) as HTMLButtonElement;
    expect(enter.disabled).toBe(true);
    expect(document.getElementById(enter.getAttribute('aria-describedby')!)?.textContent).toContain(
      'Your balance does not cover these entries.',
    );
    const [first, retry] = api.callsTo('POST', ENTRIES_PATH);
    expect(api.callsTo('POST', ENTRIES_PATH)).toHaveLength(2);
    expect(keyOf(first)).toBeTruthy();
    expect(keyOf(retry)).toBe(keyOf(first));
    expect(first?.body).toEqual({ quantity: 1, use_promo: false });

    // Two entries is another attempt.
    await userEvent.click(within(sheet).getByRole('button', { name: 'More entries' }));
    await userEvent.click(within(sheet).getByRole('button', { name: /^Enter 2/ }));
    await waitFor(() => expect(api.callsTo('POST', ENTRIES_PATH)).toHaveLength(3));
    const third = api.callsTo('POST', ENTRIES_PATH)[2];
    expect(third?.body).toEqual({ quantity: 2, use_promo: false });
    expect(keyOf(third)).not.toBe(keyOf(first));
  });

  it('shows a limit or time-out refusal in the API’s words with its way forward', async () => {
    renderLobby('/lobby/nfl', {
      ...contestsApi(() => [sprint]),
      [`POST ${ENTRIES_PATH}`]: () =>
        apiError(403, 'responsible_gaming_time_out', 'You are taking a break until Nov 30.', {
          title: 'You are on a break',
          cta_text: 'See your limits',
          cta_url: '/account/responsible-gaming',
        }),
    });
    const sheet = await openEnter();
    await userEvent.click(within(sheet).getByRole('button', { name: 'Enter $5.00' }));
    const alert = await within(sheet).findByRole('alert');
    expect(alert.textContent).toContain('You are taking a break until Nov 30.');
    expect(within(alert).getByRole('link', { name: 'See your limits' }).getAttribute('href')).toBe(
      '/account/responsible-gaming',
    );
  });

  it('after an entry that filled a draft, offers the draft and refreshes contests, drafts and wallet', async () => {
    let bought = false;
    const { api } = renderLobby('/lobby/nfl', {
      ...contestsApi(() => [bought ? { ...sprint, entries: 38, my_entries: 2 } : sprint]),
      [`POST ${ENTRIES_PATH}`]: () => {
        bought = true;
        return json(
          {
            contest: { ...sprint, entries: 38, my_entries: 2 },
            entries: [
              entryFixture({ state: 'seated', draft_id: 'draft-9', seat: 4, draft_status: 'filling' }),
            ],
          },
          201,
        );
      },
    });
    render(<Toaster />);
    const sheet = await openEnter();
    const walletCalls = api.callsTo('GET', '/v1/wallet').length;
    await userEvent.click(within(sheet).getByRole('button', { name: 'Enter $5.00' }));
    const done = await within(sheet).findByRole('status');
    expect(done.textContent).toContain('You’re in: 1 entry');
    expect(within(done).getByRole('link', { name: 'Go to draft' }).getAttribute('href')).toBe(
      '/draft/draft-9',
    );
    // One confirmation: the sheet's; no toast repeats it (the Toaster above is mounted).
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getAllByText(/You’re in/)).toHaveLength(1);
    await waitFor(() => expect(screen.getByTestId('my-entries').textContent).toBe('2/3'));
    await waitFor(() => expect(api.callsTo('GET', '/v1/wallet').length).toBeGreaterThan(walletCalls));
  });

  it('says an entry is in through a live region already there, and keeps focus when Enter goes', async () => {
    // The player's last allowed entry: once in, Enter gives way to "entered the most".
    const lastOne = { ...sprint, my_entries: 2 };
    let bought = false;
    renderLobby('/lobby/nfl', {
      'GET /v1/contests': () =>
        json({
          contests: [bought ? { ...lastOne, entries: 38, my_entries: 3 } : lastOne],
          as_of: '2099-11-24T10:00:00.000Z',
        }),
      'GET /v1/contests/bb-nfl-fast-5': () => json(detailFixture(lastOne)),
      [`POST ${ENTRIES_PATH}`]: () => {
        bought = true;
        return json(
          {
            contest: { ...lastOne, entries: 38, my_entries: 3 },
            entries: [entryFixture()],
          },
          201,
        );
      },
    });
    const sheet = await openEnter();
    const region = within(sheet).getByRole('status');
    expect(region.textContent).toBe('');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Enter $5.00' }));
    await waitFor(() => expect(region.textContent).toContain('You’re in: 1 entry'));
    await within(sheet).findByTestId('enter-blocked');
    expect(within(sheet).queryByRole('button', { name: /^Enter/ })).toBeNull();
    await waitFor(() => expect(region.contains(document.activeElement)).toBe(true));
  });
});
