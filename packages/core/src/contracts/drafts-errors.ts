import type { ErrorEntries } from './error-entry.ts';

/** Best ball drafts (the draft room), rankings and teams (RULES.md, Best ball drafts). */
export const DRAFT_ERRORS = {
  draft_not_started: {
    status: 409,
    title: 'The draft is not on',
    detail:
      'This draft has not started yet or has already finished. Refresh the draft room to see where it stands.',
  },
  draft_not_your_turn: {
    status: 409,
    title: 'Not your turn',
    detail: 'Another team is on the clock. Queue the players you want and pick when your turn comes.',
  },
  draft_pick_not_current: {
    status: 409,
    title: 'That pick has moved on',
    detail:
      'The draft has moved to another pick since your screen last updated. Refresh the board and pick again.',
  },
  draft_pick_made: {
    status: 409,
    title: 'Pick already made',
    detail:
      'This pick was already made with another player, perhaps by the autopick. Check the board for your next turn.',
  },
  draft_player_taken: {
    status: 409,
    title: 'Player already drafted',
    detail: 'Another team drafted this player a moment ago. Choose someone else before your clock runs out.',
  },
  draft_player_locked: {
    status: 409,
    title: 'That player’s game has started',
    detail:
      'Players can be drafted only before their game starts. Choose a player whose game is still to come.',
  },
  draft_closed: {
    status: 409,
    title: 'The draft has closed',
    detail:
      'The slate’s first game has started, so the picks left in this draft are made by the autopick. Check the board for your team.',
  },
  draft_player_not_draftable: {
    status: 422,
    title: 'Player not in this draft',
    detail:
      'This player is not in the draft’s player pool (another sport or slate). Choose a player from the pool.',
  },
  rankings_invalid: {
    status: 422,
    title: 'Check your rankings',
    detail:
      'Your rankings name a player who is not in this slate’s draft pool, or the same player twice. Fix the marked players and save again.',
  },
  rankings_csv_invalid: {
    status: 422,
    title: 'Check your file',
    detail:
      'Some rows of the file could not be read. Fix the marked rows and import it again; nothing was changed.',
  },
} as const satisfies ErrorEntries;
