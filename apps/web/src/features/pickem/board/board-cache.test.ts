import { describe, expect, it } from 'vitest';
import { boardFixture, boardLine, boardPlayer } from '../testing/board-fixtures.ts';
import { lineMatchesQuery, mergeLinesIntoBoard } from './board-cache.ts';

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
  });
});
