// What the lobby needs of the contests contract before its first answer, without zod: the web's
// lobby page names its live topic and caps a purchase from here, and loads the zod contract
// (contests.ts, which re-exports these) beside its first request (issue 25).

/** The most entries one request buys (each is its own fee, its own seat). */
export const MAX_ENTRIES_PER_REQUEST = 150;

/** A sport's lobby: contests whose entry counts or status changed (subscribe over /v1/ws). */
export const contestsLobbyTopic = (sportId: string) => `contests:${sportId}`;
