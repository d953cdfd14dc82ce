// The sports world's live topics without zod: the web's game pages subscribe from their first render
// and load the zod contract (sports.ts, which re-exports these) only to read what arrives (issue 25).
// The live socket's code (every signed-in page starts it at load) imports its close code from here too.

export const gameTopic = (gameId: string) => `game:${gameId}`;
export const sportGamesTopic = (sportId: string) => `games:${sportId}`;
export const newsTopic = (sportId: string | 'all') => `news:${sportId}`;

/**
 * The close code of a live socket the server closed because its player opened more sockets than
 * allowed (the oldest goes, so the tab just opened works): reconnect only once the tab is in front
 * again, or it would close another of the player's tabs in turn.
 */
export const LIVE_SOCKET_LIMIT_CLOSE_CODE = 4429;
