import type {
  GameSummary,
  LivePickemLinesMessage,
  PickemBoard,
  PickemBoardQuery,
  PickemLine,
  PlayerSummary,
} from '@kennel/core';
import type { InfiniteData } from '@tanstack/react-query';

type LinesPush = LivePickemLinesMessage['data'];

const TIMING_OF_TAB = { 'pre-game': 'pre_game', 'in-game': 'in_game' } as const;

/** Whether a line belongs on the board asked for by `query` (its kind, timing tab, sport, game or props). */
export function lineMatchesQuery(line: PickemLine, query: PickemBoardQuery): boolean {
  if (line.kind !== query.kind) return false;
  if (query.sport !== undefined && line.sport_id !== query.sport) return false;
  if (query.game !== undefined && line.subjects[0]?.game_id !== query.game) return false;
  if (query.props !== undefined && !query.props.split(',').includes(line.prop_id)) return false;
  return query.timing === 'all' || TIMING_OF_TAB[query.timing] === line.timing;
}

function mergeById<T extends { id: string }>(held: T[], pushed: readonly T[]): T[] {
  if (pushed.length === 0) return held;
  const index = new Map(held.map((item, at) => [item.id, at]));
  const merged = [...held];
  for (const item of pushed) {
    const at = index.get(item.id);
    if (at === undefined) {
      index.set(item.id, merged.length);
      merged.push(item);
    } else merged[at] = item;
  }
  return merged;
}

/**
 * Writes pushed lines into a cached board in place: a changed line (same prop, new line id or
 * status) takes its predecessor's slot so the list does not jump; a locked line leaves; a new open
 * line joins at the end. Answers the same board when nothing on it changed, so React skips work.
 */
export function mergeLinesIntoBoard(
  board: PickemBoard,
  push: LinesPush,
  query: PickemBoardQuery,
  { addNew = true }: { addNew?: boolean } = {},
): PickemBoard {
  const relevant = push.lines.filter((line) => lineMatchesQuery(line, query));
  if (relevant.length === 0) return board;
  const slotOfProp = new Map(board.lines.map((line, at) => [line.prop_id, at]));
  const lines: (PickemLine | null)[] = [...board.lines];
  let changed = false;
  for (const line of relevant) {
    const at = slotOfProp.get(line.prop_id);
    if (line.status === 'locked') {
      if (at !== undefined && lines[at] != null) {
        lines[at] = null;
        changed = true;
      }
      continue;
    }
    const held = at === undefined ? null : lines[at];
    // A push older than what the board already shows (it raced the board's fetch) changes nothing.
    if (held && line.updated_at < held.updated_at) continue;
    if (at === undefined) {
      if (!addNew) continue;
      slotOfProp.set(line.prop_id, lines.length);
      lines.push(line);
      changed = true;
    } else if (held?.id !== line.id || held?.status !== line.status) {
      lines[at] = line;
      changed = true;
    }
  }
  if (!changed) return board;
  return {
    ...board,
    lines: lines.filter((line): line is PickemLine => line !== null),
    players: mergeById<PlayerSummary>(board.players, push.players),
    games: mergeById<GameSummary>(board.games, push.games),
  };
}

/** A cached board: one answer, or the pages of a paged board loaded so far. */
export type CachedBoard = PickemBoard | InfiniteData<PickemBoard, string | null>;

function isPaged(data: CachedBoard): data is InfiniteData<PickemBoard, string | null> {
  return 'pages' in data;
}

/** The answers a cached board holds. */
export function answersOf(data: CachedBoard | undefined): readonly PickemBoard[] {
  if (!data) return [];
  return isPaged(data) ? data.pages : [data];
}

/**
 * Writes a push into a cached board. A paged board changes its lines where they are; a new line
 * joins its last loaded page (a later page holding it too is shown once: `linesOfPages`).
 */
export function mergeLinesIntoCached(
  data: CachedBoard,
  push: LinesPush,
  query: PickemBoardQuery,
): CachedBoard {
  if (!isPaged(data)) return mergeLinesIntoBoard(data, push, query);
  const last = data.pages.length - 1;
  // A line held on an earlier page changes there, and is not new to the last one.
  const earlier = new Set(
    data.pages.slice(0, last).flatMap((page) => page.lines.map((line) => line.prop_id)),
  );
  const toLast = { ...push, lines: push.lines.filter((line) => !earlier.has(line.prop_id)) };
  const pages = data.pages.map((page, at) =>
    at === last
      ? mergeLinesIntoBoard(page, toLast, query)
      : mergeLinesIntoBoard(page, push, query, { addNew: false }),
  );
  return pages.every((page, at) => page === data.pages[at]) ? data : { ...data, pages };
}

/** The lines of loaded pages in order, each prop once (its newest line, in its first slot). */
export function linesOfPages(pages: readonly PickemBoard[]): PickemLine[] {
  if (pages.length === 1) return pages[0]?.lines ?? [];
  const slotOfProp = new Map<string, number>();
  const lines: PickemLine[] = [];
  for (const page of pages)
    for (const line of page.lines) {
      const at = slotOfProp.get(line.prop_id);
      if (at === undefined) {
        slotOfProp.set(line.prop_id, lines.length);
        lines.push(line);
      } else if (line.updated_at > (lines[at]?.updated_at ?? '')) lines[at] = line;
    }
  return lines;
}

export interface BoardIndex {
  players: ReadonlyMap<string, PlayerSummary>;
  games: ReadonlyMap<string, GameSummary>;
}

export function indexBoard(answers: readonly Pick<PickemBoard, 'players' | 'games'>[]): BoardIndex {
  return {
    players: new Map(answers.flatMap((answer) => answer.players.map((player) => [player.id, player]))),
    games: new Map(answers.flatMap((answer) => answer.games.map((game) => [game.id, game]))),
  };
}

/** The board's stats, most common first, for the filter chips. */
export function statsOnBoard(lines: readonly PickemLine[]): { stat: string; label: string; count: number }[] {
  const counts = new Map<string, { stat: string; label: string; count: number }>();
  for (const line of lines) {
    const entry = counts.get(line.stat) ?? { stat: line.stat, label: line.stat_label, count: 0 };
    entry.count += 1;
    counts.set(line.stat, entry);
  }
  return [...counts.values()].sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
}

/** Lines whose player or team matches what was typed (name, team city, nickname or abbreviation). */
export function searchLines(
  lines: readonly PickemLine[],
  index: BoardIndex,
  search: string,
  stat: string | null,
): PickemLine[] {
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  return lines.filter((line) => {
    if (stat !== null && line.stat !== stat) return false;
    if (words.length === 0) return true;
    const text = line.subjects
      .map((subject) => {
        const player = index.players.get(subject.player_id);
        const team = player?.team;
        return player
          ? `${player.first_name} ${player.last_name} ${team?.location ?? ''} ${team?.nickname ?? ''} ${team?.abbreviation ?? ''}`
          : '';
      })
      .join(' ')
      .toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

/** One card on the board: a player's higher/lower lines in one game, or a single rivals line. */
export interface BoardCard {
  key: string;
  lines: PickemLine[];
}

/** Groups higher/lower lines by player and game, in the board's order; rivals lines stand alone. */
export function cardsOf(lines: readonly PickemLine[]): BoardCard[] {
  const cards: BoardCard[] = [];
  const byKey = new Map<string, BoardCard>();
  for (const line of lines) {
    const subject = line.subjects[0];
    const key =
      line.kind === 'higher_lower' && subject ? `${subject.player_id}@${subject.game_id}` : line.prop_id;
    const held = byKey.get(key);
    if (held) held.lines.push(line);
    else {
      const card = { key, lines: [line] };
      byKey.set(key, card);
      cards.push(card);
    }
  }
  return cards;
}
