import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_KEY_HEADER } from '@kennel/core';
import { expect, type Page } from '@playwright/test';
import { post, seedWorld } from './pickem-support.ts';
import { depositByApi, signInFresh } from './wallet-support.ts';

// The best ball journeys' API helpers. The e2e API runs with DRAFT_BOTS on, a 500 ms bot wait and a
// 20 s pick clock (global-setup.ts), so one player drafts a whole 12-seat draft against bots in
// seconds. The test routes used here: POST /v1/test/world/seed and /advance (the sports world),
// /v1/test/contests/make and /bots (the lobby's jobs, now) and /v1/test/best-ball/score (scoring, now).

export interface WireContest {
  id: string;
  name: string;
  sport_id: string;
  slate_id: string;
  style_id: string;
  entry_fee_cents: number;
  seats: number;
  rounds: number;
  speed: 'fast' | 'slow';
  status: string;
  locks_at: string;
  /** Entries close before the lock, so every draft fits before the slate's first game. */
  entries_close_at: string;
  bots_allowed: boolean;
}
export interface WireEntry {
  id: string;
  state: string;
  draft_id: string | null;
  seat: number | null;
  draft_status: string | null;
}
export interface WirePick {
  pick_number: number;
  round: number;
  seat: number;
  player_id: string;
  player_name: string;
  position: string;
  source: 'user' | 'queue' | 'rankings' | 'adp' | 'bot';
}
export interface WireDraft {
  id: string;
  status: 'filling' | 'drafting' | 'complete' | string;
  seat_count: number;
  rounds: number;
  current_pick: number;
  on_the_clock_seat: number | null;
  seats: { seat: number; name: string; is_bot: boolean; is_you: boolean; autopick: boolean }[];
  picks: WirePick[];
}
export interface AdpPlayer {
  player: { id: string; first_name: string; last_name: string; position: string };
  adp: number;
  adp_rank: number;
}

export async function getJson<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.ok(), `GET ${path} answered ${response.status()}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

async function put<T>(page: Page, path: string, data: unknown): Promise<T> {
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'kennel_csrf')?.value ?? '';
  const response = await page.request.put(path, { headers: { 'x-csrf-token': csrf }, data });
  expect(response.ok(), `PUT ${path} answered ${response.status()}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/**
 * A fresh signed-in player with money to enter contests, in a world with slates and the lobby's
 * contests for them. Seeding and making contests are idempotent, so parallel journeys may share them.
 */
export async function fundedBestBallPlayer(page: Page, prefix: string, depositCents = 10_000) {
  const user = await signInFresh(page, prefix);
  await seedWorld(page);
  await makeContestsNow(page);
  await depositByApi(page, depositCents);
  return user;
}

export const makeContestsNow = (page: Page) =>
  post(page, '/v1/test/contests/make') as Promise<{ data: { made: number } }>;

/** Runs the bots job now: drafts whose entries waited DRAFT_BOT_WAIT_MS fill with bots and start. */
export const seatBotsNow = (page: Page) =>
  post(page, '/v1/test/contests/bots') as Promise<{ data: { drafts: number } }>;

/** Writes completed drafts' points and ranks now (after `finishSlate`). */
export const scoreNow = (page: Page) =>
  post(page, '/v1/test/best-ball/score') as Promise<{ data: { changed: number } }>;

/**
 * An open fast contest with bots whose entries close at least `marginMs` from now (a draft is done
 * well before its lock). `which` picks a different one per project, so parallel runs do not share a
 * draft. Without `slateId`, the earliest slate with such contests.
 */
export const FAST_CONTEST_MARGIN_MS = 5 * 60_000;

export async function openFastContest(
  page: Page,
  sport: string,
  {
    slateId,
    which = 0,
    marginMs = FAST_CONTEST_MARGIN_MS,
  }: { slateId?: string; which?: number; marginMs?: number } = {},
): Promise<WireContest> {
  const query = new URLSearchParams({ sport, ...(slateId ? { slate: slateId } : {}) });
  const { contests } = await getJson<{ contests: WireContest[] }>(page, `/v1/contests?${query}`);
  const open = contests
    .filter(
      (contest) =>
        contest.status === 'open' &&
        contest.speed === 'fast' &&
        contest.bots_allowed &&
        Date.parse(contest.entries_close_at) > Date.now() + marginMs,
    )
    .sort((a, b) => a.locks_at.localeCompare(b.locks_at) || a.id.localeCompare(b.id));
  const slate = slateId ?? open[0]?.slate_id;
  const onSlate = open.filter((contest) => contest.slate_id === slate);
  expect(
    onSlate.length,
    `an open fast ${sport} contest with bots taking entries for ${marginMs} ms more`,
  ).toBeGreaterThan(0);
  return onSlate[which % onSlate.length]!;
}

/** The slate's draftable players by ADP (what rankings start from). */
export async function slateAdp(page: Page, sport: string, slateId: string): Promise<AdpPlayer[]> {
  return (await getJson<{ players: AdpPlayer[] }>(page, `/v1/adp?sport=${sport}&slate=${slateId}`)).players;
}

export const rankingsOf = (page: Page, sport: string, slateId: string) =>
  getJson<{ customised: boolean; player_ids: string[] }>(page, `/v1/rankings/${sport}/${slateId}`);

/** Pays one entry into the contest through the API (the lobby page's own journey covers the UI). */
export async function enterContest(page: Page, contestId: string): Promise<WireEntry> {
  const body = (await post(
    page,
    `/v1/contests/${contestId}/entries`,
    { quantity: 1 },
    { [IDEMPOTENCY_KEY_HEADER]: randomUUID() },
  )) as { entries: WireEntry[] };
  expect(body.entries).toHaveLength(1);
  return body.entries[0]!;
}

/** Seats bots until the player's entry is in a draft; answers the draft id. */
export async function draftOfEntry(page: Page, contestId: string, entryId: string): Promise<string> {
  let draftId: string | null = null;
  await expect
    .poll(
      async () => {
        await seatBotsNow(page);
        const contest = await getJson<{ my_entry_list: WireEntry[] }>(page, `/v1/contests/${contestId}`);
        draftId = contest.my_entry_list.find((entry) => entry.id === entryId)?.draft_id ?? null;
        return draftId;
      },
      { message: 'bots fill the entry’s draft', timeout: 20_000 },
    )
    .not.toBeNull();
  return draftId!;
}

export const draftState = (page: Page, draftId: string) => getJson<WireDraft>(page, `/v1/drafts/${draftId}`);

/** Turns the autopick on for the player's seats (the draft room's toggle, through the API). */
export const setAutopick = (page: Page, draftId: string, enabled: boolean) =>
  put<{ seats: { seat: number; autopick: boolean }[] }>(page, `/v1/drafts/${draftId}/autopick`, { enabled });

/** Waits until the player's seat has made `count` picks; answers them in pick order. */
export async function yourPicks(page: Page, draftId: string, count = 1): Promise<WirePick[]> {
  let mine: WirePick[] = [];
  await expect
    .poll(
      async () => {
        const draft = await draftState(page, draftId);
        const seats = new Set(draft.seats.filter((seat) => seat.is_you).map((seat) => seat.seat));
        mine = draft.picks.filter((pick) => seats.has(pick.seat));
        return mine.length;
      },
      { message: `the player's first ${count} pick(s)`, timeout: 30_000 },
    )
    .toBeGreaterThanOrEqual(count);
  return mine;
}

/** Waits for the whole draft to finish (bots and autopick make every pick). */
export async function draftCompletes(page: Page, draftId: string): Promise<WireDraft> {
  await expect
    .poll(async () => (await draftState(page, draftId)).status, {
      message: 'the draft completes',
      timeout: 60_000,
    })
    .toBe('complete');
  return draftState(page, draftId);
}

/**
 * Plays every game of the slate to its end (the simulator is off in journeys), then scores the
 * completed drafts: the slate's teams move from Active to Completed with final points and ranks.
 */
export async function finishSlate(page: Page, slateId: string): Promise<void> {
  const slate = await getJson<{ data: { games: { id: string; status: string }[] } }>(
    page,
    `/v1/slates/${slateId}`,
  );
  for (const game of slate.data.games) {
    let status = game.status;
    for (let round = 0; status !== 'final' && round < 20; round += 1) {
      const body = (await post(page, '/v1/test/world/advance', { game_id: game.id, events: 10_000 })) as {
        data: { game: { status: string } };
      };
      status = body.data.game.status;
    }
    expect(status, `game ${game.id} is final`).toBe('final');
  }
  await scoreNow(page);
}
