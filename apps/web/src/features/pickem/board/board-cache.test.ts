import { describe, expect, it } from 'vitest';
import { boardFixture, boardLine, boardPlayer } from '../testing/board-fixtures.ts';
import { lineMatchesQuery, linesOfPages, mergeLinesIntoBoard, mergeLinesIntoCached } from './board-cache.ts';

const all = { kind: 'higher_lower', timing: 'all' } as const;
const push = (lines = [boardLine(0)], players = [boardPlayer(0)]) => ({ lines, players, games: [] });

describe('merging pushed lines into a cached board', () => {
  it('replaces a moved line in its slot, drops a locked one and appends a new one', () => {
    const board = boardFixture(4);
    const merged = mergeLinesIntoBoard(
      board,
      push(
        [boardLine(1, { version: 2, stat_value: 70.5 }), boardLine(2, { status: 'locked' }), boardLine(7)],
        [boardPlayer(7)],
      ),
      all,
    );
    expect(merged.lines.map((line) => line.id)).toEqual(['line-0-v1', 'line-1-v2', 'line-3-v1', 'line-7-v1']);
    expect(merged.players.map((player) => player.id)).toContain('nfl-p7');
  });

  it('answers the same board when nothing on it changed', () => {
    const board = boardFixture(2);
    expect(mergeLinesIntoBoard(board, push(), all)).toBe(board);
    expect(mergeLinesIntoBoard(board, push([boardLine(5, { status: 'locked' })]), all)).toBe(board);
    expect(mergeLinesIntoBoard(board, push([boardLine(5, { kind: 'rivals' })]), all)).toBe(board);
  });

  it('keeps to the board asked for: its kind, timing tab and sport', () => {
    const inGame = boardLine(0, { timing: 'in_game' });
    expect(lineMatchesQuery(inGame, all)).toBe(true);
    expect(lineMatchesQuery(inGame, { ...all, timing: 'in-game' })).toBe(true);
    expect(lineMatchesQuery(inGame, { ...all, timing: 'pre-game' })).toBe(false);
    expect(lineMatchesQuery(inGame, { ...all, sport: 'nba' })).toBe(false);
    expect(lineMatchesQuery(inGame, { ...all, kind: 'rivals' })).toBe(false);
    expect(lineMatchesQuery(inGame, { ...all, game: 'nfl-g1' })).toBe(true);
    expect(lineMatchesQuery(inGame, { ...all, game: 'nfl-g2' })).toBe(false);
    expect(lineMatchesQuery(inGame, { ...all, props: 'prop-3,prop-0' })).toBe(true);
    expect(lineMatchesQuery(inGame, { ...all, props: 'prop-3,prop-00' })).toBe(false);
  });
});

describe('merging pushed lines into a paged board', () => {
  const paged = () => {
    const board = boardFixture(6);
    const page = (from: number, to: number) => ({ ...board, lines: board.lines.slice(from, to) });
    return { pages: [page(0, 3), page(3, 6)], pageParams: [null, 'prop-2'] };
  };

  it('changes a line on the page that holds it and adds a new one to the last page', () => {
    const before = paged();
    const merged = mergeLinesIntoCached(
      before,
      push(
        [boardLine(1, { version: 2 }), boardLine(4, { status: 'locked' }), boardLine(9)],
        [boardPlayer(9)],
      ),
      all,
    );
    if (!('pages' in merged)) throw new Error('a paged board stays paged');
    expect(merged.pages.map((page) => page.lines.map((line) => line.id))).toEqual([
      ['line-0-v1', 'line-1-v2', 'line-2-v1'],
      ['line-3-v1', 'line-5-v1', 'line-9-v1'],
    ]);
    expect(
      mergeLinesIntoCached(before, push([boardLine(5, { status: 'locked' })]), { ...all, sport: 'nba' }),
    ).toBe(before);
  });

  it('shows each prop once across pages, its newest line in its first slot', () => {
    const { pages } = paged();
    const newer = boardLine(1, { version: 2 });
    const later = {
      ...pages[1]!,
      lines: [...pages[1]!.lines, { ...newer, updated_at: '2026-11-24T08:00:00.000Z' }],
    };
    const lines = linesOfPages([pages[0]!, later]);
    expect(lines.map((line) => line.prop_id)).toEqual([
      'prop-0',
      'prop-1',
      'prop-2',
      'prop-3',
      'prop-4',
      'prop-5',
    ]);
    expect(lines[1]?.id).toBe('line-1-v2');
  });
});
