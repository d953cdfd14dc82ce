// The game pages' contracts, loaded by the first call that needs one (issue 25). Each brings zod
// (about 25 KB gzipped) and its schemas; imported statically they sat in the first download of the
// lobby, the draft room and every page sharing these queries, before the page could draw anything.
// Loaded here, a page draws its first screen while its contract arrives; once loaded, a contract
// stays (an import runs once), so later calls do not wait. The types come from '@kennel/core' with
// `import type`, which bundles nothing.

export const contestsContract = () => import('@kennel/core/contracts/contests');

type DraftsContract = typeof import('@kennel/core/contracts/drafts');
let drafts: DraftsContract | undefined;
export const draftsContract = async (): Promise<DraftsContract> =>
  (drafts ??= await import('@kennel/core/contracts/drafts'));
/**
 * The drafts contract once a call has loaded it, for the room's live messages, which are applied in
 * order as they come (synchronously). Before it has loaded, nothing of the draft has loaded either
 * (the room's first fetch waits for it), and that fetch, which starts later, brings every change a
 * message announced.
 */
export const loadedDraftsContract = (): DraftsContract | undefined => drafts;
export const bestBallTeamsContract = () => import('@kennel/core/contracts/best-ball-teams');

type SportsContract = typeof import('@kennel/core/contracts/sports');
let sports: SportsContract | undefined;
export const sportsContract = async (): Promise<SportsContract> =>
  (sports ??= await import('@kennel/core/contracts/sports'));
/** The sports contract once loaded, for live game pushes (applied as they come); see pickemContract. */
export const loadedSportsContract = (): SportsContract | undefined => sports;
