import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contestRankText, TeamRank } from './team-rank.tsx';
import { FinalRankBadge } from './team-result.tsx';
import { teamFixture } from './testing/fixtures.ts';

// Ninth in its draft but first of the contest's paid teams: the prize follows the contest rank.
const team = teamFixture({
  phase: 'completed',
  rank: 9,
  rank_tied: false,
  draft_size: 12,
  contest_rank: 1,
  contest_rank_tied: false,
  contest_teams: 1_250,
});

describe('a team’s contest-wide rank', () => {
  it('reads "1st of 1,250" over "9th of 12 in draft"', () => {
    expect(contestRankText(team)).toBe('1st of 1,250');
    render(<TeamRank team={team} testId="rank" />);
    expect(screen.getByTestId('rank').textContent).toBe('1st of 1,250');
    expect(screen.getByTestId('rank-draft').textContent).toBe('9th of 12 in draft');
  });

  it('marks a tie and falls back to the draft rank before the contest rank is known', () => {
    expect(contestRankText({ ...team, contest_rank: 1_012, contest_rank_tied: true })).toBe(
      'T-1,012th of 1,250',
    );
    render(<TeamRank team={{ ...team, contest_rank: null }} testId="rank" />);
    expect(screen.getByTestId('rank').textContent).toBe('9th of 12');
    expect(screen.queryByTestId('rank-draft')).toBeNull();
  });

  it('shows a tournament team’s place in its round’s group instead of the draft', () => {
    const finalist = { ...team, tournament: { round: 2, group_rank: 3, group_teams: 12 } };
    render(<TeamRank team={finalist} testId="rank" />);
    expect(screen.getByTestId('rank-group').textContent).toBe('3rd of 12 in round 2');
    expect(screen.queryByTestId('rank-draft')).toBeNull();
  });

  it('says what each figure counts when bots fill the draft, so 1st of 1 and 6th of 12 agree', () => {
    const withBots = { ...team, rank: 6, contest_rank: 1, contest_teams: 1, draft_bots: 11 };
    expect(contestRankText(withBots)).toBe('1st of 1 for prizes');
    render(<TeamRank team={withBots} testId="rank" />);
    expect(screen.getByTestId('rank').textContent).toBe('1st of 1 for prizes');
    expect(screen.getByTestId('rank-draft').textContent).toBe('6th of 12 in draft (11 bots)');
  });

  it('names a single bot in the singular, and a draft without bots says nothing of them', () => {
    render(<TeamRank team={{ ...team, contest_teams: 40, contest_rank: 3, draft_bots: 1 }} testId="one" />);
    expect(screen.getByTestId('one').textContent).toBe('3rd of 40 for prizes');
    expect(screen.getByTestId('one-draft').textContent).toBe('9th of 12 in draft (1 bot)');
    render(<TeamRank team={team} testId="none" />);
    expect(screen.getByTestId('none-draft').textContent).not.toMatch(/bot/);
  });

  it('puts the contest rank on the final rank badge', () => {
    render(<FinalRankBadge team={team} />);
    expect(screen.getByText('1st')).toBeTruthy();
    expect(screen.queryByText('9th')).toBeNull();
  });
});
