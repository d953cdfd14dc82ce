import {
  cents,
  DEFAULT_PAYOUT_SCHEDULE,
  PICKEM_BOARD_PAGE_LINES,
  type PickemLine,
  payoutPreview,
} from '@kennel/core';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, json } from '../../../shared/api/testing/fake-api.ts';
import { gameFixture } from '../../../shared/sports/testing/fixtures.ts';
import { readStored, writeStored } from '../../../shared/storage/index.ts';
import { formatMoney, Toaster } from '../../../shared/ui/index.ts';
import { answerBoard, boardFixture, boardLine, entryFixture } from '../testing/board-fixtures.ts';
import { renderPickEm } from '../testing/render-pick-em.tsx';
import { boardHandler, keyOf, nameOf, PAGE, pick, slip } from '../testing/slip-actions.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the entry slip', () => {
  it('keeps its picks under the pick-em key through a reload, one pick per player', async () => {
    renderPickEm(PAGE, { 'GET /v1/pickem/board': boardHandler(() => boardFixture(6)) });
    await pick(1, 'higher');
    await pick(2, 'lower');
    await pick(1, 'lower'); // the other side of the same player replaces the first pick
    await waitFor(() => expect(readStored('pickEm')?.picks).toHaveLength(2));
    expect(readStored('pickEm')).toMatchObject({
      version: 1,
      entryType: 'standard',
      picks: [
        { optionId: 'line-1-v1.lower', lineId: 'line-1-v1', propId: 'prop-1', playerId: 'nfl-p1' },
        { optionId: 'line-2-v1.lower', lineId: 'line-2-v1', propId: 'prop-2', playerId: 'nfl-p2' },
      ],
    });

    cleanup(); // a reload: a fresh page over the same storage
    renderPickEm(PAGE, { 'GET /v1/pickem/board': boardHandler(() => boardFixture(6)) });
    await screen.findByRole('complementary', { name: 'Entry slip' });
    const rows = await within(slip()).findAllByTestId('slip-pick');
    expect(rows.map((row) => row.dataset.propId)).toEqual(['prop-1', 'prop-2']);
    await waitFor(() => expect(within(rows[0]!).getByText('Lower than 51.5')).toBeTruthy());
    expect(
      screen
        .getByRole('button', { name: `${nameOf(1)} lower than 51.5 Receiving Yards` })
        .getAttribute('aria-pressed'),
    ).toBe('true');

    await userEvent.click(within(slip()).getByRole('button', { name: `Remove ${nameOf(1)}` }));
    await waitFor(() => expect(readStored('pickEm')?.picks.map((p) => p.propId)).toEqual(['prop-2']));
  });

  it('says which pick a line of the same player in another game replaced', async () => {
    const tonight = boardLine(1);
    const later = boardLine(1, {
      id: 'line-1n-v1',
      prop_id: 'prop-1-next',
      stat_value: 70.5,
      subjects: [{ ...tonight.subjects[0]!, game_id: 'nfl-g2' }],
      options: [
        { id: 'line-1n-v1.higher', choice: 'higher', multiplier_hundredths: 100 },
        { id: 'line-1n-v1.lower', choice: 'lower', multiplier_hundredths: 100 },
      ],
    });
    const board = boardFixture(4);
    const both = {
      ...board,
      lines: [...board.lines, later],
      games: [...board.games, gameFixture('nfl', { id: 'nfl-g2', starts_at: '2026-12-01T01:15:00.000Z' })],
    };
    renderPickEm(PAGE, { 'GET /v1/pickem/board': boardHandler(() => both) });
    render(<Toaster />);
    await pick(1, 'higher');
    await pick(1, 'lower', later);
    await waitFor(() => expect(readStored('pickEm')?.picks.map((p) => p.propId)).toEqual(['prop-1-next']));
    expect(await screen.findByText('Pick replaced')).toBeTruthy();
    // The slip says which game the pick is in now: a player can be on the board in two.
    const [row] = within(slip()).getAllByTestId('slip-pick');
    expect(within(row!).getByTestId('pick-game').textContent).toMatch(/^\w+ @ \w+ · .+ ET$/);
    expect(
      screen.getByText(
        new RegExp(
          `^One pick per player: ${nameOf(1)}’s Higher than 51\\.5 Receiving Yards \\(\\w+ @ \\w+ · .+\\) is now Lower than 70\\.5 Receiving Yards\\.$`,
        ),
      ),
    ).toBeTruthy();
  });

  it('asks the board for its own lines alone after a reload on another sport, and flags a closed one', async () => {
    writeStored('pickEm', {
      version: 1,
      entryType: 'standard',
      picks: [
        { optionId: 'line-1-v1.higher', lineId: 'line-1-v1', propId: 'prop-1', playerId: 'nfl-p1' },
        { optionId: 'line-99-v1.lower', lineId: 'line-99-v1', propId: 'prop-99', playerId: 'nfl-p99' },
      ],
    });
    const { api } = renderPickEm('/pick-em/higher-lower/pre-game/nba', {
      'GET /v1/pickem/board': (call) =>
        json(
          answerBoard(
            call.url,
            call.url.searchParams.get('sport') === 'nba' ? boardFixture(0) : boardFixture(4),
          ),
        ),
    });
    await screen.findByRole('complementary', { name: 'Entry slip' });
    await waitFor(() => {
      const states = within(slip())
        .getAllByTestId('slip-pick')
        .map((row) => row.dataset.state);
      expect(states).toEqual(['ok', 'closed']);
    });
    expect(within(slip()).getByText('Higher than 51.5')).toBeTruthy();
    expect(within(slip()).getByText("This pick's line has closed")).toBeTruthy();
    const asked = api
      .callsTo('GET', '/v1/pickem/board')
      .map((call) => Object.fromEntries(call.url.searchParams));
    // The page's first page, then the slip's two props (of either kind: these picks kept none).
    expect(asked).toEqual([
      { kind: 'higher_lower', timing: 'pre-game', sport: 'nba', limit: String(PICKEM_BOARD_PAGE_LINES) },
      { kind: 'higher_lower', timing: 'all', props: 'prop-1,prop-99' },
      { kind: 'rivals', timing: 'all', props: 'prop-1,prop-99' },
    ]);
  });

  it("previews exactly what core's payoutPreview pays, every miss level for Flex", async () => {
    const lines = [
      boardLine(0, { multipliers: [115, 90] }),
      boardLine(1, { multipliers: [100, 100] }),
      boardLine(2, { multipliers: [100, 85] }),
      boardLine(4, { multipliers: [105, 100] }),
    ];
    renderPickEm(PAGE, { 'GET /v1/pickem/board': boardHandler(() => boardFixture(8, lines)) });
    await pick(0, 'higher', lines[0]);
    await pick(1, 'lower', lines[1]);
    await pick(2, 'lower', lines[2]);
    await pick(4, 'higher', lines[3]);
    await userEvent.click(within(slip()).getByRole('radio', { name: /Flex/ }));
    const fee = within(slip()).getByRole('textbox', { name: 'Entry fee' });
    await userEvent.clear(fee);
    await userEvent.type(fee, '12.34');

    const expected = payoutPreview('flex', cents(1_234), [115, 100, 85, 105]);
    expect(expected).toHaveLength(2);
    const preview = within(slip()).getByTestId('payout-preview');
    await waitFor(() =>
      expect(
        within(preview)
          .getAllByRole('definition')
          .map((cell) => cell.textContent),
      ).toEqual(expected.map((row) => formatMoney(row.payoutCents))),
    );
    expect(within(preview).getByText('4/4 correct')).toBeTruthy();
    expect(within(preview).getByText('3/4 correct')).toBeTruthy();
    // Standard with 4 picks: one row, the same function.
    await userEvent.click(within(slip()).getByRole('radio', { name: /Standard/ }));
    const standard = payoutPreview('standard', cents(1_234), [115, 100, 85, 105]);
    await waitFor(() =>
      expect(
        within(preview)
          .getAllByRole('definition')
          .map((cell) => cell.textContent),
      ).toEqual([formatMoney(standard[0]!.payoutCents)]),
    );
  });

  it('prices and sends no fee while the fee field holds no amount, never the last one typed', async () => {
    const lines = [boardLine(0), boardLine(1)];
    const { api } = renderPickEm(PAGE, {
      'GET /v1/pickem/board': boardHandler(() => boardFixture(4, lines)),
      'POST /v1/pickem/entries': () => json(entryFixture(lines), 201),
    });
    await pick(0, 'higher', lines[0]);
    await pick(1, 'higher', lines[1]);
    const fee = within(slip()).getByRole('textbox', { name: 'Entry fee' });
    const submit = () => within(slip()).getByRole('button', { name: /^Submit/ }) as HTMLButtonElement;
    await userEvent.clear(fee);
    await userEvent.type(fee, '25');
    await waitFor(() => expect(submit().textContent).toBe('Submit $25.00 entry · win $75.00'));
    const quick = within(slip()).getByRole('group', { name: 'Quick amounts' });
    expect(within(quick).getByRole('button', { pressed: true }).textContent).toBe('$25');

    for (const [typed, problem] of [
      ['20x', 'Enter the entry fee in dollars and cents, like 5 or 12.50.'],
      ['12.345', 'Enter the entry fee in dollars and cents, like 5 or 12.50.'],
      ['', 'Enter an entry fee, like 5 or 12.50.'],
    ] as const) {
      await userEvent.clear(fee);
      if (typed) await userEvent.type(fee, typed);
      await waitFor(() => expect(fee.getAttribute('aria-invalid')).toBe('true'));
      expect(document.getElementById(fee.getAttribute('aria-describedby') ?? '')?.textContent).toBe(problem);
      // Nothing says $25 (or $12.34) any more: no preview, no amount on the button, which waits.
      expect(within(slip()).queryByTestId('payout-preview')).toBeNull();
      expect(submit().textContent).toBe('Submit entry');
      expect(submit().disabled).toBe(true);
      expect(within(slip()).getByText('Fix the entry fee above to submit.')).toBeTruthy();
      expect(within(quick).queryByRole('button', { pressed: true })).toBeNull();
    }

    // A quick amount puts a fee back in the field, the fee it already had too, and the slip is whole again.
    await userEvent.type(fee, '25x'); // the fee is $25 again, under a field that says more
    await waitFor(() => expect(fee.getAttribute('aria-invalid')).toBe('true'));
    await userEvent.click(within(slip()).getByRole('button', { name: '$25' }));
    await waitFor(() => expect(submit().disabled).toBe(false));
    expect((fee as HTMLInputElement).value).toBe('25');
    expect(fee.getAttribute('aria-invalid')).toBeNull();
    expect(submit().textContent).toBe('Submit $25.00 entry · win $75.00');
    await userEvent.click(submit());
    await waitFor(() => expect(api.callsTo('POST', '/v1/pickem/entries')).toHaveLength(1));
    expect(api.callsTo('POST', '/v1/pickem/entries')[0]?.body).toMatchObject({ fee_cents: 2_500 });
  });

  it('previews by the payout schedule the board says is in force, not the default one', async () => {
    const lines = [boardLine(0), boardLine(1)];
    const schedule = {
      ...DEFAULT_PAYOUT_SCHEDULE,
      standard: { ...DEFAULT_PAYOUT_SCHEDULE.standard, 2: 500 },
    };
    renderPickEm(PAGE, {
      'GET /v1/pickem/board': boardHandler(() => ({ ...boardFixture(4, lines), payout_schedule: schedule })),
    });
    await pick(0, 'higher', lines[0]);
    await pick(1, 'higher', lines[1]);
    const fee = within(slip()).getByRole('textbox', { name: 'Entry fee' });
    await userEvent.clear(fee);
    await userEvent.type(fee, '10');
    const preview = within(slip()).getByTestId('payout-preview');
    // 5× of $10 (the default schedule would say $30.00).
    await waitFor(() =>
      expect(
        within(preview)
          .getAllByRole('definition')
          .map((cell) => cell.textContent),
      ).toEqual([formatMoney(cents(5_000))]),
    );
  });

  it('sends the payout schedule version it previews by; a newer one in force reads the boards again to show it', async () => {
    const lines = [boardLine(0), boardLine(1)];
    const lower = { ...DEFAULT_PAYOUT_SCHEDULE, standard: { ...DEFAULT_PAYOUT_SCHEDULE.standard, 2: 250 } };
    let version = 1;
    const { api } = renderPickEm(PAGE, {
      'GET /v1/pickem/board': boardHandler(() => ({
        ...boardFixture(4, lines),
        payout_schedule: version === 1 ? DEFAULT_PAYOUT_SCHEDULE : lower,
        payout_schedule_version: version,
      })),
      'POST /v1/pickem/entries': () => {
        // An operator published version 2 after this board was read.
        version = 2;
        return apiError(422, 'pickem_payouts_changed', "Pick'em payouts changed before your entry went in.");
      },
    });
    await pick(0, 'higher', lines[0]);
    await pick(1, 'higher', lines[1]);
    const fee = within(slip()).getByRole('textbox', { name: 'Entry fee' });
    await userEvent.clear(fee);
    await userEvent.type(fee, '10');
    const boardsBefore = api.callsTo('GET', '/v1/pickem/board').length;
    await userEvent.click(within(slip()).getByRole('button', { name: /^Submit/ }));
    await waitFor(() => expect(api.callsTo('POST', '/v1/pickem/entries')).toHaveLength(1));
    expect(api.callsTo('POST', '/v1/pickem/entries')[0]?.body).toMatchObject({ payout_schedule_version: 1 });
    // The refusal reads the boards again, and the preview shows the new payouts (2.5× of $10).
    await waitFor(() => expect(api.callsTo('GET', '/v1/pickem/board').length).toBeGreaterThan(boardsBefore));
    const preview = within(slip()).getByTestId('payout-preview');
    await waitFor(() =>
      expect(
        within(preview)
          .getAllByRole('definition')
          .map((cell) => cell.textContent),
      ).toEqual([formatMoney(cents(2_500))]),
    );
  });

  it('marks the picks a 422 names and accepts the new lines in one tap', async () => {
    let lines: PickemLine[] = [boardLine(0), boardLine(1), boardLine(2)];
    const { api } = renderPickEm(PAGE, {
      'GET /v1/pickem/board': () => json(boardFixture(6, lines)),
      'POST /v1/pickem/entries': (call) => {
        const body = call.body as { picks: { line_id: string }[] };
        if (body.picks.some((p) => p.line_id === 'line-1-v1'))
          return apiError(422, 'pickem_lines_changed', 'Some of your picks changed.', {
            invalid_options: [{ id: 'line-1-v1.higher', line_id: 'line-1-v2', prop_id: 'prop-1' }],
          });
        return json(entryFixture(lines.slice(0, 3)), 201);
      },
    });
    await pick(0, 'higher');
    await pick(1, 'higher');
    await pick(2, 'lower');
    // The line moves on the server; this board has not heard yet.
    lines = [
      boardLine(0),
      boardLine(1, { version: 2, stat_value: 58.5, multipliers: [110, 95] }),
      boardLine(2),
    ];
    await userEvent.click(within(slip()).getByRole('button', { name: /^Submit/ }));
    expect(await within(slip()).findByText('Lines changed before your entry went in.')).toBeTruthy();
    const marked = within(slip())
      .getAllByTestId('slip-pick')
      .filter((row) => row.dataset.state === 'moved');
    expect(marked.map((row) => row.dataset.propId)).toEqual(['prop-1']);
    expect((within(slip()).getByRole('button', { name: /^Submit/ }) as HTMLButtonElement).disabled).toBe(
      true,
    );

    await userEvent.click(within(slip()).getByRole('button', { name: 'Accept new lines' }));
    await waitFor(() =>
      expect(readStored('pickEm')?.picks.map((p) => p.optionId)).toEqual([
        'line-0-v1.higher',
        'line-1-v2.higher',
        'line-2-v1.lower',
      ]),
    );
    const row = within(slip())
      .getAllByTestId('slip-pick')
      .find((r) => r.dataset.propId === 'prop-1')!;
    expect(row.dataset.state).toBe('ok');
    expect(within(row).getByText('Higher than 58.5')).toBeTruthy();
    expect(within(row).getByText('1.10×')).toBeTruthy(); // the boost, on the slip too

    await userEvent.click(within(slip()).getByRole('button', { name: /^Submit/ }));
    expect(await screen.findByTestId('entry-submitted')).toBeTruthy();
    const [stale, accepted] = api.callsTo('POST', '/v1/pickem/entries');
    expect((accepted!.body as { picks: unknown[] }).picks[1]).toEqual({
      option_id: 'line-1-v2.higher',
      line_id: 'line-1-v2',
      prop_id: 'prop-1',
    });
    expect(keyOf(accepted)).not.toBe(keyOf(stale));
  });

  it('after a success says so once, in the slip, clears it, links to the live page and refreshes the entries', async () => {
    const board = boardFixture(6);
    const { queryClient } = renderPickEm(PAGE, {
      'GET /v1/pickem/board': boardHandler(() => board),
      'POST /v1/pickem/entries': () => json(entryFixture(board.lines.slice(0, 2)), 201),
    });
    render(<Toaster />);
    queryClient.setQueryData(['pickem', 'entries', 'list', {}], {
      entries: [],
      next_cursor: null,
      server_now: new Date().toISOString(),
    });
    await pick(0, 'higher');
    await pick(1, 'higher');
    // The live region is there, empty, before the entry goes in: filled, not inserted, it is read out.
    const announcement = within(slip()).getByRole('status');
    expect(announcement.textContent).toBe('');
    await userEvent.click(within(slip()).getByRole('button', { name: /^Submit/ }));
    const done = await screen.findByTestId('entry-submitted');
    expect(within(done).getByRole('link', { name: 'Watch it live' }).getAttribute('href')).toBe(
      '/live/pick-em/nfl/nfl-2026-w12',
    );
    expect(within(slip()).getByRole('status')).toBe(announcement);
    expect(announcement.textContent).toBe('Entry in! 2-pick Standard for $10.00, up to $60.00.');
    expect(done.textContent).toContain('2-pick Standard for $10.00, up to $60.00.');
    // The submit button went with the slip's picks: focus is on the confirmation, not lost.
    await waitFor(() => expect(document.activeElement).toBe(done));
    // One confirmation: no toast repeats what the slip says (the Toaster above is mounted).
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getAllByText('Entry in!')).toHaveLength(1);
    expect(readStored('pickEm')?.picks).toEqual([]);
    expect(queryClient.getQueryState(['pickem', 'entries', 'list', {}])?.isInvalidated).toBe(true);
  });

  it("shows the API's refusal in its own words", async () => {
    renderPickEm(PAGE, {
      'GET /v1/pickem/board': boardHandler(() => boardFixture(6)),
      'POST /v1/pickem/entries': () =>
        apiError(403, 'self_excluded', 'You are self-excluded until 2027-11-24, so you cannot enter.'),
    });
    await pick(0, 'higher');
    await pick(1, 'higher');
    await userEvent.click(within(slip()).getByRole('button', { name: /^Submit/ }));
    const alert = await within(slip()).findByRole('alert');
    expect(alert.textContent).toContain('You are self-excluded until 2027-11-24, so you cannot enter.');
  });
});
