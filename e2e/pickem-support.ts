import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_KEY_HEADER } from '@kennel/core';
import { expect, type Page } from '@playwright/test';

// The pick'em journey's API helpers: the test-only routes of the sports world (seed, advance) and
// of pick'em (make lines now, move one, settle now), and the board as the API serves it.

export interface BoardLine {
  id: string;
  prop_id: string;
  stat: string;
  stat_label: string;
  stat_value: number;
  status: string;
  subjects: { player_id: string; game_id: string; team_id: string; current_value: number | null }[];
  options: { id: string; choice: string; multiplier_hundredths: number }[];
}
export interface BoardGame {
  id: string;
  status: string;
  starts_at: string;
}
export interface Board {
  lines: BoardLine[];
  players: { id: string; first_name: string; last_name: string; status: string }[];
  games: BoardGame[];
}

async function csrf(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((item) => item.name === 'kennel_csrf')?.value;
  if (cookie) return cookie;
  const response = await page.request.get('/v1/csrf');
  return ((await response.json()) as { data: { token: string } }).data.token;
}

/** A POST to a test route (or any CSRF-guarded route), expected to succeed. */
export async function post(
  page: Page,
  path: string,
  data: unknown = {},
  headers: Record<string, string> = {},
) {
  const response = await page.request.post(path, {
    headers: { 'x-csrf-token': await csrf(page), ...headers },
    data,
  });
  expect(response.ok(), `POST ${path} answered ${response.status()}: ${await response.text()}`).toBe(true);
  return response.json();
}

export const seedWorld = (page: Page) => post(page, '/v1/test/world/seed');
export const refreshLines = (page: Page) => post(page, '/v1/test/pickem/lines/refresh');
export const moveLine = (page: Page, propId: string) =>
  post(page, '/v1/test/pickem/lines/move', { prop_id: propId });
export const settleNow = (page: Page) => post(page, '/v1/test/pickem/settle');

/** Plays `events` of the game's next stat events; answers the game's state after them. */
export async function advance(page: Page, gameId: string, events: number): Promise<{ status: string }> {
  const body = (await post(page, '/v1/test/world/advance', { game_id: gameId, events })) as {
    data: { game: { status: string } };
  };
  return body.data.game;
}

export async function board(page: Page, sport: string): Promise<Board> {
  const response = await page.request.get(
    `/v1/pickem/board?kind=higher_lower&timing=pre-game&sport=${sport}`,
  );
  expect(response.ok(), `GET /v1/pickem/board answered ${response.status()}`).toBe(true);
  return (await response.json()) as Board;
}

/**
 * Three open lines on three players of one game not yet started, from both of its teams (an entry
 * needs two teams); `which` picks a different game per project so the two runs do not meet. Each
 * player's biggest line on an x.5 value: a starter on a half-point line is never void (did not
 * play, or exactly on the line), so of two entries on opposite sides one always pays.
 */
export function threeLinesOfOneGame(data: Board, which: number): { game: BoardGame; lines: BoardLine[] } {
  const now = Date.now();
  const active = new Set(
    data.players.filter((player) => player.status === 'active').map((player) => player.id),
  );
  const candidates = data.games
    .filter((game) => game.status === 'scheduled' && new Date(game.starts_at).getTime() > now + 10 * 60_000)
    .sort((a, b) => a.id.localeCompare(b.id))
    .flatMap((game) => {
      const byPlayer = new Map<string, BoardLine>();
      for (const line of data.lines) {
        const subject = line.subjects[0]!;
        if (line.status !== 'open' || line.subjects.length !== 1 || subject.game_id !== game.id) continue;
        if (Number.isInteger(line.stat_value) || !active.has(subject.player_id)) continue;
        const best = byPlayer.get(subject.player_id);
        if (!best || line.stat_value > best.stat_value) byPlayer.set(subject.player_id, line);
      }
      const lines = [...byPlayer.values()].sort((a, b) => b.stat_value - a.stat_value);
      const teams = [...new Set(lines.map((line) => line.subjects[0]!.team_id))];
      if (teams.length < 2) return [];
      // Two from one team and one from the other, so the entry spans both.
      const first = lines.filter((line) => line.subjects[0]!.team_id === teams[0]).slice(0, 2);
      const second = lines
        .filter((line) => line.subjects[0]!.team_id === teams[1])
        .slice(0, 3 - first.length);
      const chosen = [...first, ...second];
      return chosen.length === 3 ? [{ game, lines: chosen }] : [];
    });
  const choice = candidates[Math.min(which, candidates.length - 1)];
  expect(choice, 'the board has a game not yet started with lines on both teams').toBeTruthy();
  return choice!;
}

/**
 * One open x.5 line on an active player in a game not yet started and not in `besides`, from the
 * latest games first (the longest before they start on their own); `which` as above. Not on one of
 * `pickedPlayers`: the world's slates repeat, so a player picked in one game has lines in the next
 * slate's too, and the slip keeps one pick per player (a second pick would replace the first).
 */
export function oneLineOfAnotherGame(
  data: Board,
  besides: readonly string[],
  which: number,
  pickedPlayers: readonly string[] = [],
): BoardLine {
  const now = Date.now();
  const active = new Set(data.players.filter((player) => player.status === 'active').map((p) => p.id));
  const games = data.games
    .filter((game) => !besides.includes(game.id) && game.status === 'scheduled')
    .filter((game) => new Date(game.starts_at).getTime() > now + 2 * 60_000)
    .sort((a, b) => b.starts_at.localeCompare(a.starts_at) || a.id.localeCompare(b.id));
  const lines = games.flatMap((game) =>
    data.lines
      .filter((line) => {
        const subject = line.subjects[0]!;
        return (
          line.status === 'open' &&
          line.subjects.length === 1 &&
          subject.game_id === game.id &&
          !Number.isInteger(line.stat_value) &&
          active.has(subject.player_id) &&
          !pickedPlayers.includes(subject.player_id)
        );
      })
      .slice(0, 1),
  );
  const line = lines[Math.min(which, lines.length - 1)];
  expect(line, 'the board has a line in another game not yet started').toBeTruthy();
  return line!;
}

/** Submits an entry straight through the API (the journey's second entry, on the other sides). */
export async function submitByApi(
  page: Page,
  type: 'standard' | 'flex',
  feeCents: number,
  picks: { option_id: string; line_id: string; prop_id: string }[],
) {
  return post(
    page,
    '/v1/pickem/entries',
    { type, fee_cents: feeCents, picks },
    { [IDEMPOTENCY_KEY_HEADER]: randomUUID() },
  );
}

export const playerName = (data: Board, playerId: string) => {
  const player = data.players.find((candidate) => candidate.id === playerId)!;
  return `${player.first_name} ${player.last_name}`;
};

/** Adds a line's higher option to the slip from the board, finding its player with the board's search. */
export async function pickHigher(page: Page, name: string, propId: string) {
  const search = page.getByRole('searchbox', { name: 'Search players or teams' });
  await search.fill(name);
  const card = page.locator(`[data-testid="line-card"][data-prop-id="${propId}"]`);
  await card.getByRole('button', { name: /higher than/i }).click();
  await expect(card.getByRole('button', { name: /higher than/i })).toHaveAttribute('aria-pressed', 'true');
  await search.fill('');
}

/** The entry slip: beside the board on desktop; on phones a bar over the tab bar opens it as a sheet. */
export async function openSlip(page: Page, picks = 3) {
  // Below the lg breakpoint the slip is a sheet.
  if ((page.viewportSize()?.width ?? 0) < 1024)
    await page.getByRole('button', { name: new RegExp(`${picks} picks`) }).click();
  await expect(page.getByRole('button', { name: /^Submit \$/ })).toBeVisible();
}
