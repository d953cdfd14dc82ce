import type { Database } from '../../platform/db/database.ts';
import { onTheClockSeatNumber, shownDeadline } from './engine/draft-step.ts';
import { createDraftsRepo, type DraftRow, type SeatRow } from './repo.ts';

/**
 * The deadline a draft's clock shows outside the room (/draft, the player's teams): the room's
 * (`shownDeadline`: a thinking bot's whole pick clock, not the moment it picks, which only the clock
 * sweeper needs). Its picks and slate are read only while a bot is on the clock.
 */
export async function listedDeadline(
  repo: ReturnType<typeof createDraftsRepo>,
  draft: DraftRow,
  seats: readonly SeatRow[],
  now: Date,
): Promise<Date | null> {
  const onClock = onTheClockSeatNumber(draft);
  if (!draft.deadlineAt || onClock === null) return draft.deadlineAt;
  if (seats.find((seat) => seat.seat === onClock)?.userId !== null) return draft.deadlineAt;
  const [picks, slate] = await Promise.all([repo.picks(draft.id), repo.slateClock(draft.contestId, now)]);
  return shownDeadline(draft, seats, picks, slate.closesAt);
}

/** `listedDeadline` of drafts known by id (the player's teams list only their drafts' ids). */
export async function listedDeadlines(
  db: Database,
  draftIds: readonly string[],
  now: Date,
): Promise<Map<string, Date | null>> {
  const repo = createDraftsRepo(db);
  const deadlines = new Map<string, Date | null>();
  for (const draftId of new Set(draftIds)) {
    const draft = await repo.draft(draftId);
    if (draft) deadlines.set(draftId, await listedDeadline(repo, draft, await repo.seats(draftId), now));
  }
  return deadlines;
}
