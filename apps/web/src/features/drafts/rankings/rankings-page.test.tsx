import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, type RecordedCall, signedInSession } from '../../../shared/api/testing/fake-api.ts';
import { renderWithApi } from '../../../shared/api/testing/render-with-api.tsx';
import { RankingsPage } from './rankings-page.tsx';
import { AUTOSAVE_DELAY_MS } from './use-ranking-order.ts';

const routes = [{ path: '/rankings/:sportId?/:slateId?', Component: RankingsPage }];

const team = (abbreviation: string) => ({
  id: `t-${abbreviation}`,
  sport_id: 'nfl',
  location: abbreviation,
  nickname: 'Dogs',
  abbreviation,
  primary_color: '#000000',
  secondary_color: '#ffffff',
});
const player = (id: string, first: string, last: string, position: string, abbreviation: string) => ({
  id,
  sport_id: 'nfl',
  first_name: first,
  last_name: last,
  position,
  jersey: 1,
  status: 'active',
  team: team(abbreviation),
});
const POOL = [
  player('p1', 'Josh', 'Allen', 'QB', 'BUF'),
  player('p2', 'Bijan', 'Robinson', 'RB', 'ATL'),
  player('p3', 'CeeDee', 'Lamb', 'WR', 'DAL'),
  player('p4', 'Sam', 'LaPorta', 'TE', 'DET'),
  player('p5', 'Puka', 'Nacua', 'WR', 'LAR'),
];
const adp = {
  sport_id: 'nfl',
  slate_id: 's1',
  players: POOL.map((entry, index) => ({
    player: entry,
    adp: index + 1.4,
    adp_rank: index + 1,
    projected_points: 300 - index * 10,
    drafts: 4,
  })),
  completed_drafts: 4,
  updated_at: null,
};
const slates = {
  data: [
    {
      id: 's0',
      sport_id: 'nfl',
      name: 'Week 11',
      starts_at: new Date(Date.now() - 3_600_000).toISOString(),
      game_count: 14,
      status: 'live',
    },
    {
      id: 's1',
      sport_id: 'nfl',
      name: 'Week 12',
      starts_at: new Date(Date.now() + 3 * 86_400_000).toISOString(),
      game_count: 14,
      status: 'scheduled',
    },
  ],
};
const ranking = (ids: string[], customised: boolean) => ({
  sport_id: 'nfl',
  slate_id: 's1',
  customised,
  player_ids: ids,
  updated_at: customised ? '2026-11-24T10:00:00.000Z' : null,
});
const ADP_ORDER = POOL.map((entry) => entry.id);

function renderRankings(path: string, handlers: Record<string, (call: RecordedCall) => Response> = {}) {
  return renderWithApi(path, routes, {
    'GET /v1/session': () => json(signedInSession),
    'GET /v1/slates': () => json(slates),
    'GET /v1/adp': () => json(adp),
    'GET /v1/rankings/nfl/s1': () => json(ranking(ADP_ORDER, false)),
    'PUT /v1/rankings/nfl/s1': (call) =>
      json(ranking((call.body as { player_ids: string[] }).player_ids, true)),
    ...handlers,
  });
}

const shownOrder = () =>
  [...screen.getByTestId('ranking-list').querySelectorAll('li[data-player-id]')].map((row) =>
    row.getAttribute('data-player-id'),
  );

// jsdom lays nothing out: give each row its place in the list so dnd-kit's keyboard moves can
// find the row below, as a browser would.
beforeEach(() => {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const row = this.closest('li[data-player-id]');
    const index = row ? [...row.parentElement!.children].indexOf(row) : 0;
    const top = row ? index * 64 : 0;
    return {
      x: 0,
      y: top,
      top,
      left: 0,
      right: 360,
      bottom: top + (row ? 64 : 0),
      width: 360,
      height: row ? 64 : 0,
      toJSON: () => ({}),
    } as DOMRect;
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('/rankings/:sportId/:slateId', () => {
  it('opens the next open slate and lists rank, ADP and the difference', async () => {
    const { location } = renderRankings('/rankings');
    await screen.findByTestId('ranking-list');
    expect(location()).toBe('/rankings/nfl/s1');
    expect(shownOrder()).toEqual(ADP_ORDER);
    expect(screen.getByText('ADP order')).toBeTruthy();
    const first = screen.getByTestId('ranking-list').querySelector('li[data-player-id="p1"]') as HTMLElement;
    expect(within(first).getByText('Josh Allen')).toBeTruthy();
    expect(within(first).getByText('1.4')).toBeTruthy();
    expect(within(first).getAllByText('Same as ADP').length).toBeGreaterThan(0);
  });

  it('saves the new order after a keyboard drag', async () => {
    const user = userEvent.setup();
    const { api } = renderRankings('/rankings/nfl/s1');
    const handle = await screen.findByRole('button', { name: 'Drag Josh Allen' });
    handle.focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{ArrowDown}');
    await user.keyboard(' ');
    await waitFor(() => expect(shownOrder()).toEqual(['p2', 'p3', 'p1', 'p4', 'p5']));
    await waitFor(() => expect(api.callsTo('PUT', '/v1/rankings/nfl/s1')).toHaveLength(1), { timeout: 3000 });
    expect(api.callsTo('PUT', '/v1/rankings/nfl/s1')[0]!.body).toEqual({
      player_ids: ['p2', 'p3', 'p1', 'p4', 'p5'],
    });
    expect(await screen.findByText('Saved')).toBeTruthy();
    expect(screen.getByText('Your order')).toBeTruthy();
  });

  it('moves with the arrow buttons and sends one save for a burst of moves', async () => {
    const { api } = renderRankings('/rankings/nfl/s1');
    const up = await screen.findByRole('button', { name: 'Move Puka Nacua up' });
    // Two presses inside the autosave's pause however slow the machine: its clock waits for the test
    // (on a loaded machine the two clicks took longer than the pause, and sent two saves).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    act(() => up.click());
    act(() => screen.getByRole('button', { name: 'Move Puka Nacua up' }).click());
    expect(shownOrder()).toEqual(['p1', 'p2', 'p5', 'p3', 'p4']);
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
    expect(api.callsTo('PUT', '/v1/rankings/nfl/s1')).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS));
    vi.useRealTimers();
    await waitFor(() => expect(api.callsTo('PUT', '/v1/rankings/nfl/s1')).toHaveLength(1), { timeout: 3000 });
    expect(api.callsTo('PUT', '/v1/rankings/nfl/s1')[0]!.body).toEqual({
      player_ids: ['p1', 'p2', 'p5', 'p3', 'p4'],
    });
  });

  it('searches the list, turns dragging off, and still moves a player to a typed rank', async () => {
    const user = userEvent.setup();
    const { api } = renderRankings('/rankings/nfl/s1');
    await user.type(await screen.findByRole('searchbox', { name: 'Search players' }), 'lap');
    await waitFor(() => expect(shownOrder()).toEqual(['p4']));
    expect(screen.getByTestId('filtered-note').textContent).toContain('Showing 1 of 5');
    expect((screen.getByRole('button', { name: 'Drag Sam LaPorta' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    await user.click(screen.getByRole('button', { name: /Move Sam LaPorta to a rank/ }));
    await user.type(await screen.findByLabelText('New rank'), '1');
    await user.click(screen.getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(api.callsTo('PUT', '/v1/rankings/nfl/s1')).toHaveLength(1), { timeout: 3000 });
    expect(api.callsTo('PUT', '/v1/rankings/nfl/s1')[0]!.body).toEqual({
      player_ids: ['p4', 'p1', 'p2', 'p3', 'p5'],
    });
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('button', { name: /Move Sam LaPorta to a rank, now 1/ }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    await user.click(screen.getByRole('tab', { name: 'WR' }));
    await waitFor(() => expect(shownOrder()).toEqual(['p3', 'p5']));
  });

  it('says when a change was not saved and sends it again on retry', async () => {
    const user = userEvent.setup();
    let failing = true;
    const { api } = renderRankings('/rankings/nfl/s1', {
      'PUT /v1/rankings/nfl/s1': (call) =>
        failing
          ? apiError(503, 'service_unavailable', 'Try again soon.')
          : json(ranking((call.body as { player_ids: string[] }).player_ids, true)),
    });
    await user.click(await screen.findByRole('button', { name: 'Move Josh Allen down' }));
    expect(await screen.findByText('Not saved', {}, { timeout: 3000 })).toBeTruthy();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Saved')).toBeTruthy();
    const puts = api.callsTo('PUT', '/v1/rankings/nfl/s1');
    expect(puts).toHaveLength(2);
    expect(puts[1]!.body).toEqual({ player_ids: ['p2', 'p1', 'p3', 'p4', 'p5'] });
  });

  it('resets to ADP only after the player confirms', async () => {
    const user = userEvent.setup();
    let saved = true;
    const { api } = renderRankings('/rankings/nfl/s1', {
      'GET /v1/rankings/nfl/s1': () =>
        json(saved ? ranking(['p5', 'p1', 'p2', 'p3', 'p4'], true) : ranking(ADP_ORDER, false)),
      'DELETE /v1/rankings/nfl/s1': () => {
        saved = false;
        return new Response(null, { status: 204 });
      },
    });
    await screen.findByText('Your order');
    await user.click(screen.getByRole('button', { name: 'Reset to ADP' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset to ADP?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep my order' }));
    expect(api.callsTo('DELETE', '/v1/rankings/nfl/s1')).toHaveLength(0);
    expect(shownOrder()).toEqual(['p5', 'p1', 'p2', 'p3', 'p4']);

    await user.click(screen.getByRole('button', { name: 'Reset to ADP' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(shownOrder()).toEqual(ADP_ORDER));
    expect(api.callsTo('DELETE', '/v1/rankings/nfl/s1')).toHaveLength(1);
    expect(screen.getByText('ADP order')).toBeTruthy();
  });

  it('shows the rows a CSV import rejected and keeps the order', async () => {
    const user = userEvent.setup();
    const { api } = renderRankings('/rankings/nfl/s1', {
      'POST /v1/rankings/nfl/s1/csv': () =>
        apiError(422, 'rankings_csv_invalid', 'Some rows of the file are not valid.', {
          fields: {
            'row 4': 'p9 is not in this slate’s draft pool.',
            'row 2': 'The rank "x" is not a whole number from 1.',
          },
        }),
    });
    await screen.findByTestId('ranking-list');
    const file = new File(['rank,player_id\nx,p1\n2,p2\n3,p9\n'], 'my-ranks.csv', { type: 'text/csv' });
    await user.upload(screen.getByTestId('rankings-csv-input'), file);
    const errors = await screen.findByTestId('csv-errors');
    expect(screen.getByText('my-ranks.csv was not imported')).toBeTruthy();
    expect([...errors.querySelectorAll('li')].map((row) => row.textContent)).toEqual([
      'row 2The rank "x" is not a whole number from 1.',
      'row 4p9 is not in this slate’s draft pool.',
    ]);
    expect(api.callsTo('POST', '/v1/rankings/nfl/s1/csv')[0]!.body).toEqual({
      csv: 'rank,player_id\nx,p1\n2,p2\n3,p9\n',
    });
    expect(shownOrder()).toEqual(ADP_ORDER);
  });

  it('imports a good CSV, shows its order and confirms what it ranked and skipped, and why', async () => {
    const user = userEvent.setup();
    renderRankings('/rankings/nfl/s1', {
      'POST /v1/rankings/nfl/s1/csv': () =>
        json({
          ...ranking(['p3', 'p2', 'p1', 'p4', 'p5'], true),
          imported: {
            rows: 4,
            ranked: 2,
            skipped: [
              { row: 3, reason: 'p9 is not in this slate’s draft pool.' },
              { row: 5, reason: 'p3 is already ranked on row 2.' },
            ],
            skipped_rows: 2,
            unlisted: 3,
          },
        }),
    });
    await screen.findByTestId('ranking-list');
    await user.upload(
      screen.getByTestId('rankings-csv-input'),
      new File(['player_id\np3\np9\np2\np3\n'], 'r.csv'),
    );
    await waitFor(() => expect(shownOrder()).toEqual(['p3', 'p2', 'p1', 'p4', 'p5']));
    const summary = await screen.findByRole('status', {
      name: 'Imported r.csv: 2 players ranked, 2 rows skipped',
    });
    expect(summary.textContent).toContain(
      '4 rows read. 3 players the file does not name follow in ADP order.',
    );
    expect(
      within(within(summary).getByRole('list', { name: 'Skipped rows' }))
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual(['Row 3p9 is not in this slate’s draft pool.', 'Row 5p3 is already ranked on row 2.']);
  });

  it('never opens on a slate already started, and closes one the address names', async () => {
    const { location } = renderRankings('/rankings/nfl');
    await screen.findByTestId('ranking-list');
    expect(location()).toBe('/rankings/nfl/s1');
    const picker = screen.getByRole('combobox', { name: 'Slate' });
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Week 12']);
    cleanup();
    const { api } = renderRankings('/rankings/nfl/s0');
    expect(await screen.findByText('Week 11 is closed for rankings')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Rank Week 12' }).getAttribute('href')).toBe('/rankings/nfl/s1');
    expect(screen.queryByTestId('ranking-list')).toBeNull();
    expect(api.callsTo('GET', '/v1/rankings/nfl/s0')).toHaveLength(0);
  });

  it('exports the rankings as a downloaded CSV file', async () => {
    const user = userEvent.setup();
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:kennel-rankings');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const csv = 'rank,player_id,name,position,team,adp\n1,p1,Josh Allen,QB,BUF,1.4\n';
    renderRankings('/rankings/nfl/s1', {
      'GET /v1/rankings/nfl/s1/csv': () => new Response(csv, { headers: { 'content-type': 'text/csv' } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const link = click.mock.instances[0] as unknown as HTMLAnchorElement;
    expect(link.download).toBe('rankings-nfl-s1.csv');
    expect(link.href).toBe('blob:kennel-rankings');
    expect(await createObjectURL.mock.calls[0]![0].text()).toBe(csv);
  });

  it('says when a sport has no best ball', async () => {
    renderRankings('/rankings/golf');
    expect(await screen.findByText('No Golf best ball yet')).toBeTruthy();
  });

  it('offers a retry when the rankings cannot be loaded', async () => {
    renderRankings('/rankings/nfl/s1', {
      'GET /v1/rankings/nfl/s1': () => apiError(503, 'service_unavailable', 'Try again soon.'),
    });
    expect(await screen.findByText('Your rankings could not be loaded')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
