import type { PlayerSummary } from '@kennel/core';
import { describe, expect, it } from 'vitest';
import { rankingsCsv } from '../../src/features/drafts/rankings/csv.ts';

const player = (id: string, first: string, last: string): PlayerSummary => ({
  id,
  sport_id: 'nfl',
  first_name: first,
  last_name: last,
  position: 'WR',
  jersey: 1,
  status: 'active',
  team: null,
});

describe('the rankings export', () => {
  // Player names come from the sports feed (a world file imports any text up to 60 characters): a
  // name a spreadsheet would run as a formula is written as text, as the transactions export does.
  it('writes a name that looks like a formula as text', () => {
    const csv = rankingsCsv([
      {
        player: player('p1', '=HYPERLINK("http://x.invalid")', 'Rex'),
        projectedPoints: 1,
        adp: 1.25,
        drafts: 0,
        updatedAt: null,
      },
      { player: player('p2', '@SUM(A1)', 'Fido'), projectedPoints: 1, adp: 2, drafts: 0, updatedAt: null },
      { player: player('p3', 'Max', 'Barker'), projectedPoints: 1, adp: 3, drafts: 0, updatedAt: null },
    ]);
    const lines = csv.trimEnd().split('\n');
    expect(lines[0]).toBe('rank,player_id,name,position,team,adp');
    expect(lines[1]).toBe(`1,p1,"'=HYPERLINK(""http://x.invalid"") Rex",WR,,1.3`);
    expect(lines[2]).toBe("2,p2,'@SUM(A1) Fido,WR,,2");
    expect(lines[3]).toBe('3,p3,Max Barker,WR,,3');
  });
});
