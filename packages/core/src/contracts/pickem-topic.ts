// What the pick'em board needs of the pick'em contract before its first answer, without zod: the web's
// board names its live topic and sizes its pages and prop reads from here, and loads the zod contract
// (pickem.ts, which re-exports these) beside its first request or live message (issue 25).

/** Most lines one board page carries; the first page of the web board asks for fewer. */
export const PICKEM_BOARD_MAX_LIMIT = 500;
/**
 * Lines the web board asks for a page at a time: the first answer fills a phone's first screens
 * (and a desktop's three columns) with room to scroll, and stays under 100 KB compressed.
 */
export const PICKEM_BOARD_PAGE_LINES = 120;
/** Most props one `props` read names (a slip holds at most 8 picks; a few spare). */
export const PICKEM_BOARD_MAX_PROPS = 16;

/** A sport's line changes for open boards (subscribe over /v1/ws like the sports topics). */
export const pickemLinesTopic = (sportId: string) => `pickem:${sportId}`;
