import {
  type GameSummary,
  optionIdOf,
  type PickemBoard,
  type PickemEntry,
  type PickemLine,
  type PlayerSummary,
  pickemBoardSchema,
  pickemEntrySchema,
  pickemLineSchema,
} from '@kennel/core';
import { gameFixture, playerFixture, teamsOf } from '../../../shared/sports/testing/fixtures.ts';

// Contract-shaped pick'em fixtures: each passes core's zod schema, so a contract change breaks them.

const [chiefs, bills] = teamsOf('nfl');
export const boardGame: GameSummary = gameFixture('nfl', { id: 'nfl-g1' });

const FIRST = ['Jalen', 'Drew', 'Marcus', 'Tariq', 'Owen', 'Luis', 'Kai', 'Rory'];
const LAST = ['Marsh', 'Okafor', 'Bell', 'Hayes', 'Quinn', 'Vega', 'Stone', 'Pike'];

/** Player n: alternating between the Chiefs and the Bills, so any two picks can span two teams. */
export function boardPlayer(n: number): PlayerSummary {
  return playerFixture({
    id: `nfl-p${n}`,
    first_name: FIRST[n % FIRST.length]!,
    last_name: `${LAST[Math.floor(n / FIRST.length) % LAST.length]!}${n >= 64 ? ` ${n}` : ''}`,
    position: 'WR',
    status: 'active',
    team: n % 2 === 0 ? chiefs : bills,
  });
}

export function boardLine(
  n: number,
  overrides: Partial<PickemLine> & { version?: number; multipliers?: [number, number] } = {},
): PickemLine {
  const { version = 1, multipliers = [100, 100], ...rest } = overrides;
  const id = `line-${n}-v${version}`;
  const player = boardPlayer(n);
  return pickemLineSchema.parse({
    id,
    prop_id: `prop-${n}`,
    kind: 'higher_lower',
    timing: 'pre_game',
    status: 'open',
    sport_id: 'nfl',
    stat: n % 3 === 0 ? 'receptions' : 'receiving_yards',
    stat_label: n % 3 === 0 ? 'Receptions' : 'Receiving Yards',
    stat_value: n % 3 === 0 ? 4.5 : 50.5 + n,
    subjects: [
      { player_id: player.id, game_id: boardGame.id, team_id: player.team!.id, current_value: null },
    ],
    options: [
      { id: optionIdOf(id, 'higher'), choice: 'higher', multiplier_hundredths: multipliers[0] },
      { id: optionIdOf(id, 'lower'), choice: 'lower', multiplier_hundredths: multipliers[1] },
    ],
    updated_at: `2026-11-24T07:${String(version).padStart(2, '0')}:00.000Z`,
    ...rest,
  });
}

const numberOf = (line: PickemLine) => Number(line.prop_id.split('-')[1]);

/** A board of `count` higher/lower lines on one NFL game: `lines` first, then line n for every other n. */
export function boardFixture(count: number, lines: PickemLine[] = []): PickemBoard {
  const taken = new Set(lines.map(numberOf));
  const all = [...lines];
  for (let n = 0; all.length < count; n += 1) if (!taken.has(n)) all.push(boardLine(n));
  return pickemBoardSchema.parse({
    lines: all,
    players: all.map((line) => boardPlayer(numberOf(line))),
    games: [boardGame],
    // The server's time when it answers: now, in a test whose device and server clocks agree.
    as_of: new Date().toISOString(),
  });
}

/** The entry the API answers a submit with. */
export function entryFixture(lines: PickemLine[], overrides: Partial<PickemEntry> = {}): PickemEntry {
  return pickemEntrySchema.parse({
    id: 'entry-1',
    type: 'standard',
    status: 'upcoming',
    result: null,
    fee_cents: 1_000,
    max_payout_cents: 6_000,
    payout_cents: null,
    sport_ids: ['nfl'],
    slate_ids: ['nfl-2026-w12'],
    created_at: '2026-11-24T07:30:00.000Z',
    cancellable_until: '2026-11-24T07:32:00.000Z',
    settled_at: null,
    picks: lines.map((line) => ({
      option_id: line.options[0]!.id,
      line_id: line.id,
      prop_id: line.prop_id,
      kind: line.kind,
      timing: line.timing,
      choice: 'higher',
      stat: line.stat,
      stat_label: line.stat_label,
      stat_value: line.stat_value,
      multiplier_hundredths: line.options[0]!.multiplier_hundredths,
      subjects: line.subjects,
      result: null,
    })),
    players: [],
    games: [boardGame],
    ...overrides,
  });
}

export const walletBody = (cashCents: number) => ({
  data: {
    cash_cents: cashCents,
    promo_cents: 0,
    pending_withdrawal_cents: 0,
    lifetime_deposit_cents: cashCents,
    owed_cents: 0,
    currency: 'USD',
  },
});

/**
 * What the API answers for `board` and the query a request asks: only the props asked for, and a
 * page of `limit` lines after `cursor` (counts on the first page), as GET /v1/pickem/board does.
 */
export function answerBoard(url: URL, board: PickemBoard): PickemBoard {
  const query = url.searchParams;
  const props = query.get('props')?.split(',');
  const lines = props ? board.lines.filter((line) => props.includes(line.prop_id)) : board.lines;
  const limit = query.get('limit');
  if (limit === null) return { ...board, lines };
  const cursor = query.get('cursor');
  const from = cursor === null ? 0 : lines.findIndex((line) => line.prop_id === cursor) + 1;
  const page = lines.slice(from, from + Number(limit));
  const named = new Set(page.flatMap((line) => line.subjects.map((subject) => subject.player_id)));
  return {
    ...board,
    lines: page,
    players: board.players.filter((player) => named.has(player.id)),
    next_cursor: from + page.length < lines.length ? (page.at(-1)?.prop_id ?? null) : null,
    ...(cursor === null
      ? {
          counts: {
            lines: lines.length,
            sports: lines.length ? [{ sport_id: 'nfl' as const, lines: lines.length }] : [],
            games: lines.length
              ? [{ sport_id: 'nfl' as const, game_id: boardGame.id, lines: lines.length }]
              : [],
          },
        }
      : {}),
  };
}
