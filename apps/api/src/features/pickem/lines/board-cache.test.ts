import type { PickemBoardQuery } from '@kennel/core';
import { describe, expect, it } from 'vitest';
import { createBoardCache } from './board-cache.ts';

const query: PickemBoardQuery = { kind: 'higher_lower', timing: 'all' };
const at = (ms: number) => new Date(Date.parse('2026-11-24T12:00:00.000Z') + ms);

describe('the board cache', () => {
  it('shares one read per query within a second, and reads again after it or after a change', async () => {
    let reads = 0;
    const boards = createBoardCache(async () => {
      reads += 1;
      return { lines: [], players: [], games: [] };
    });
    await Promise.all([boards.get(query, at(0)), boards.get(query, at(400)), boards.get(query, at(999))]);
    expect(reads).toBe(1);
    await boards.get({ ...query, sport: 'nba' }, at(500));
    expect(reads).toBe(2);
    await boards.get(query, at(1_000));
    expect(reads).toBe(3);
    boards.clear();
    await boards.get(query, at(1_100));
    expect(reads).toBe(4);
  });

  it('keeps no failed read', async () => {
    let fail = true;
    const boards = createBoardCache(async () => {
      if (fail) throw new Error('database away');
      return { lines: [], players: [], games: [] };
    });
    await expect(boards.get(query, at(0))).rejects.toThrow('database away');
    fail = false;
    await expect(boards.get(query, at(10))).resolves.toEqual({ lines: [], players: [], games: [] });
  });
});
