// The pick'em contract, loaded by the first call or live message that needs it (issue 25, ADR 0047),
// as game-contracts.ts loads the lobby's and the draft room's; in a module of its own so the pages
// that never call pick'em do not carry its loader.

type PickemContract = typeof import('@kennel/core/contracts/pickem');
let pickem: PickemContract | undefined;
/**
 * The pick'em contract: the board's first screen comes from the server's page or its preloaded
 * answer, so the board draws before this loads (the board's first fetch, or its live lines, load it).
 */
export const pickemContract = async (): Promise<PickemContract> =>
  (pickem ??= await import('@kennel/core/contracts/pickem'));
/** The pick'em contract once loaded, for the board's live lines (applied as they come, in order). */
export const loadedPickemContract = (): PickemContract | undefined => pickem;
