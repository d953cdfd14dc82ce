import type { GameSummary, PickemBoard, PickemLine, PlayerSummary } from '@kennel/core';
// Brings in the app's `walletModule` decoration.
import type {} from '../../src/compose.ts';
import type { App } from '../../src/platform/http/server.ts';

/** The board after seeding: open pre-game lines (higher/lower and rivals) with their players and games. */
export interface SeededPickemBoard {
  /** Open higher/lower pre-game lines of games starting 10 minutes or more from now, soonest first. */
  lines: PickemLine[];
  /** Open rivals pre-game lines. */
  rivals: PickemLine[];
  players: PlayerSummary[];
  games: GameSummary[];
}

async function board(app: App, kind: PickemLine['kind']): Promise<PickemBoard> {
  const response = await app.inject({ method: 'GET', url: `/v1/pickem/board?kind=${kind}&timing=pre-game` });
  if (response.statusCode !== 200)
    throw new Error(`the pick'em board answered ${response.statusCode}: ${response.body}`);
  return response.json<PickemBoard>();
}

/** Lines answered are of games starting at least this long after the app's clock. */
export const SAFE_LEAD_MS = 10 * 60_000;

/**
 * Seeds the simulated world through the producer (as POST /v1/test/world/seed does), makes the
 * lines now, and answers the open pre-game props with their current line and options: what an
 * entry test picks from. Idempotent: a second call adds nothing and answers the same board.
 */
export async function seedPickemBoard(app: App): Promise<SeededPickemBoard> {
  const { sports, pickemLines } = app.walletModule;
  await sports.producer.prepare();
  await pickemLines.refresh();
  const higherLower = await board(app, 'higher_lower');
  const rivals = await board(app, 'rivals');
  const players = new Map([...higherLower.players, ...rivals.players].map((player) => [player.id, player]));
  const games = new Map([...higherLower.games, ...rivals.games].map((game) => [game.id, game]));
  // Lines of games that start soon would make entry tests flaky (a start inside the cancel window).
  const startsAt = new Map([...games.values()].map((game) => [game.id, Date.parse(game.starts_at)]));
  const notSoon = (line: PickemLine) =>
    line.status === 'open' &&
    line.subjects.every(
      (subject) => (startsAt.get(subject.game_id) ?? 0) > Date.parse(higherLower.as_of) + SAFE_LEAD_MS,
    );
  return {
    lines: higherLower.lines.filter(notSoon),
    rivals: rivals.lines.filter(notSoon),
    players: [...players.values()],
    games: [...games.values()],
  };
}
