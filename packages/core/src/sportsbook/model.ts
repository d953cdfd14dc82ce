/** Where a market stands: taking bets, stopped for a moment (a bet stop around a score), or done. */
export const SPORTSBOOK_MARKET_STATUSES = ['open', 'suspended', 'closed'] as const;
export type SportsbookMarketStatus = (typeof SPORTSBOOK_MARKET_STATUSES)[number];

/** A player prop is over/under on one player's stat in the game (pick'em's players and stats). */
export const SPORTSBOOK_MARKET_KINDS = ['moneyline', 'spread', 'total', 'player_prop'] as const;
export const SPORTSBOOK_SELECTION_KEYS = ['home', 'away', 'draw', 'over', 'under'] as const;

/** A single is one leg; a parlay two to twelve legs from different games. */
export const SPORTSBOOK_BET_KINDS = ['single', 'parlay'] as const;
export type SportsbookBetKind = (typeof SPORTSBOOK_BET_KINDS)[number];

/** Open until every leg's game is over; then settled with a result. */
export const SPORTSBOOK_BET_STATES = ['open', 'settled'] as const;
export type SportsbookBetState = (typeof SPORTSBOOK_BET_STATES)[number];

/** A bet cashed out was settled by the player at the book's offer before its games ended (legs stay ungraded). */
export const SPORTSBOOK_BET_RESULTS = ['won', 'lost', 'push', 'void', 'cashed_out'] as const;
export type SportsbookBetResult = (typeof SPORTSBOOK_BET_RESULTS)[number];

/** The bet history's tabs (`/m/bet-history/:state`): won and lost are settled bets with that result. */
export const BET_HISTORY_STATES = ['open', 'settled', 'won', 'lost'] as const;
export type BetHistoryState = (typeof BET_HISTORY_STATES)[number];

/** A selection's id: its market's and its side's. */
export const selectionIdOf = (marketId: string, key: string) => `${marketId}.${key}`;
