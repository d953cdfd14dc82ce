// The sports world's live topics without zod: the web's game pages subscribe from their first render
// and load the zod contract (sports.ts, which re-exports these) only to read what arrives (issue 25).

export const gameTopic = (gameId: string) => `game:${gameId}`;
export const sportGamesTopic = (sportId: string) => `games:${sportId}`;
export const newsTopic = (sportId: string | 'all') => `news:${sportId}`;
