import { randomInt, randomUUID } from 'node:crypto';
import {
  CONTEST_ENTRIES_CHANGED,
  type ContestDetail,
  type ContestEntriesSnapshot,
  type ContestEntryResult,
  type Contests,
  type ContestsQuery,
  contestsLobbyTopic,
  entriesCloseAt,
  type LiveContestsMessage,
  type StateCode,
} from '@kennel/core';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { ApiProblem } from '../../platform/http/api-problem.ts';
import type { EventBus } from '../../platform/realtime/bus.ts';
import type { Authorization } from '../authorization/service.ts';
import type { Notices } from '../notifications/port.ts';
import type { WalletService, WalletUnit } from '../wallet/service.ts';
import { contestPot } from '../wallet/stakes/index.ts';
import { lockContest } from './contest-lock.ts';
import { createLockSweep } from './lock-sweep.ts';
import { refundPooled, refundUnstartedSeats } from './refunds.ts';
import { type ContestRow, createContestsRepo } from './repo.ts';
import { nextDraftEntries, type Random, shuffled } from './seating.ts';
import { contestRules, contestToWire, entryToWire } from './wire.ts';

export interface ContestsOptions {
  wallet: WalletService;
  authorization: Authorization;
  bus: EventBus;
  clock: Clock;
  /** The lock job tells the players it refunds. */
  notices: Notices;
  /** Starts a draft that just filled, inside the transaction that filled it (the engine's `startDraft`). */
  onDraftFilled?: (tx: Database, draftId: string) => Promise<void>;
  /** After the filling transaction committed: the drafts it started (the engine announces them). */
  onDraftsStarted?: (draftIds: readonly string[]) => void;
  /** The engine's `closeDraft`: the lock job closes drafts still running once their slate's first game has come. */
  closeDraft?: (draftId: string) => Promise<unknown>;
  /** Bots take the empty seats of a bots-allowed contest after `waitMs` (DRAFT_BOTS). */
  bots?: { enabled: boolean; waitMs: number };
  /** Seat draws; crypto-random unless a test drives it. */
  random?: Random;
  onPublishError?: (error: unknown) => void;
}

export interface EntryPurchase {
  userId: string;
  contestId: string;
  quantity: number;
  /** The player's choice to use promo credit before cash (RULES.md, Money): the request's `use_promo`. */
  usePromo: boolean;
  location: { readonly state: StateCode | null };
  save: (tx: Database, result: ContestEntryResult) => Promise<void>;
}

const notFound = () => new ApiProblem('not_found', { detail: 'There is no such contest.' });
const cryptoRandom: Random = () => randomInt(2 ** 32) / 2 ** 32;

/**
 * Entries close before the lock, so every draft fits before the slate's first game (core's draft
 * window), and at once if a game of a slate it scores has begun (played early; for a season, any
 * week's). Read under the contest's row lock.
 */
async function closedForEntries(tx: Database, contest: ContestRow, now: Date): Promise<boolean> {
  if (contest.status !== 'open' || entriesCloseAt(contest).getTime() <= now.getTime()) return true;
  return createContestsRepo(tx).scoredGameBegun(contest, now);
}

/**
 * The best ball lobby (RULES.md, Best ball drafts): contests, entries bought with their fees taken
 * through the wallet, drafts filled from the pool in random seat order, refunds when entries close.
 */
export function createContests(options: ContestsOptions) {
  const { wallet, authorization, bus, clock } = options;
  const random = options.random ?? cryptoRandom;

  function announce(userIds: Iterable<string | null>, draftIds: readonly string[] = []) {
    const events = [...new Set(userIds)]
      .filter((userId): userId is string => userId !== null)
      .map((userId) => ({ type: CONTEST_ENTRIES_CHANGED, userId }));
    try {
      if (events.length > 0) bus.publish(events);
      if (draftIds.length > 0) options.onDraftsStarted?.(draftIds);
    } catch (error) {
      options.onPublishError?.(error);
    }
  }

  /**
   * After commit: each sport's lobby hears the given contests' entry counts and status, one message
   * per sport (`contests:<sport>`, liveContestsMessageSchema). Counts are read once committed, so a
   * message never shows what a transaction still might roll back. Never throws.
   */
  async function publishLobby(contestIds: Iterable<string>): Promise<void> {
    const ids = [...new Set(contestIds)];
    if (ids.length === 0) return;
    try {
      const repo = createContestsRepo(wallet.db);
      const counted = await repo.withCounts(await repo.findMany(ids), null);
      const bySport = new Map<string, LiveContestsMessage['data']['contests']>();
      for (const { contest, entries } of counted) {
        const list = bySport.get(contest.sportId) ?? [];
        list.push({ id: contest.id, slate_id: contest.slateId, entries, status: contest.status });
        bySport.set(contest.sportId, list);
      }
      bus.publish(
        [...bySport].map(([sportId, contests]) => ({
          type: 'contests',
          topic: contestsLobbyTopic(sportId),
          data: { contests },
        })),
      );
    } catch (error) {
      options.onPublishError?.(error);
    }
  }

  /**
   * Makes drafts from the pool while it holds a draft's worth (the contest row locked by the caller);
   * with `withBots`, one draft from whatever is pooled, bots in the empty seats. Answers the drafts
   * and the players seated.
   */
  async function fill(unit: WalletUnit, contest: ContestRow, taken: number, withBots = false) {
    const repo = createContestsRepo(unit.tx);
    const draftIds: string[] = [];
    const seated: (string | null)[] = [];
    for (;;) {
      const pool = await repo.pool(contest.id);
      // A player's entries share a draft only once no other player's entry can come.
      const chosen = nextDraftEntries(pool, contest.seats, taken >= contest.entryCap);
      if (chosen.length === 0 || (chosen.length < contest.seats && !withBots)) break;
      const draftId = await repo.insertDraft({
        contestId: contest.id,
        status: 'filling',
        seats: contest.seats,
        rounds: contest.rounds,
        pickClockMs: contest.pickClockMs,
        createdAt: unit.now,
      });
      const bots = Array.from({ length: contest.seats - chosen.length }, () => ({ id: '', userId: null }));
      const order = shuffled([...chosen, ...bots], random);
      const botRows = [];
      for (const [index, entry] of order.entries()) {
        if (entry.id !== '') await repo.seat(entry.id, draftId, index + 1);
        else
          botRows.push({
            contestId: contest.id,
            userId: null,
            state: 'seated' as const,
            draftId,
            seat: index + 1,
            autopick: true,
            createdAt: unit.now,
          });
      }
      await repo.insertEntries(botRows);
      await options.onDraftFilled?.(unit.tx, draftId);
      draftIds.push(draftId);
      seated.push(...chosen.map((entry) => entry.userId));
      if (withBots) break;
    }
    return { draftIds, seated };
  }

  const lockSweep = createLockSweep({
    wallet,
    clock,
    notices: options.notices,
    closeDraft: options.closeDraft,
    announce: (userIds) => announce(userIds),
    publishLobby,
  });

  return {
    async list(query: ContestsQuery, userId: string | null): Promise<Contests> {
      const repo = createContestsRepo(wallet.db);
      const rows = await repo.list({
        sportId: query.sport,
        slateId: query.slate,
        status: query.status,
        now: clock(),
      });
      const counted = await repo.withCounts(rows, userId);
      return { contests: counted.map(contestToWire), as_of: clock().toISOString() };
    },

    async get(contestId: string, userId: string | null): Promise<ContestDetail> {
      const repo = createContestsRepo(wallet.db);
      const contest = await repo.find(contestId);
      if (!contest) throw notFound();
      const [counted] = await repo.withCounts([contest], userId);
      const mine = userId === null ? [] : await repo.entriesOf(userId, contestId);
      return {
        ...contestToWire(counted!),
        ...contestRules(contest),
        my_entry_list: mine.map(({ entry, draftStatus }) =>
          entryToWire(entry, contest.entryFeeCents, draftStatus),
        ),
      };
    },

    /** Authorises, checks the lock, the cap and the player's max under the contest's lock, takes each fee, pools and fills. */
    async enter(purchase: EntryPurchase): Promise<ContestEntryResult> {
      const { userId, contestId, quantity, location } = purchase;
      let started: { draftIds: string[]; seated: (string | null)[] } = { draftIds: [], seated: [] };
      const result = await wallet.inTransaction(async (unit) => {
        const repo = createContestsRepo(unit.tx);
        const shown = await repo.find(contestId);
        if (!shown) throw notFound();
        await authorization.authorize(unit, {
          userId,
          action: {
            type: 'entry',
            product: 'best_ball',
            amountCents: shown.entryFeeCents * quantity,
            quantity,
          },
          location,
        });
        const contest = (await lockContest(unit, contestId))!;
        if (await closedForEntries(unit.tx, contest, unit.now)) throw new ApiProblem('contest_locked');
        const [counts] = await repo.withCounts([contest], userId);
        const mine = counts!.mine ?? 0;
        if (mine + quantity > contest.maxPerUser) {
          throw new ApiProblem('contest_entry_limit', {
            detail: `One player may hold ${contest.maxPerUser} entries in this contest; you can add ${contest.maxPerUser - mine} more.`,
          });
        }
        if (counts!.entries + quantity > contest.entryCap) {
          throw new ApiProblem('contest_full', {
            detail: `Only ${contest.entryCap - counts!.entries} entries are left in this contest, so nothing was charged.`,
          });
        }
        const entries = await repo.insertEntries(
          Array.from({ length: quantity }, () => ({
            contestId,
            userId,
            state: 'pooled' as const,
            feeTransferId: contest.entryFeeCents > 0 ? randomUUID() : null,
            createdAt: unit.now,
          })),
        );
        for (const [at, entry] of entries.entries()) {
          await unit.stakes.take({
            game: 'best_ball',
            stakeId: entry.id,
            userId,
            pot: contestPot(contestId),
            amountCents: contest.entryFeeCents,
            usePromo: purchase.usePromo,
            restOfPurchaseCents: contest.entryFeeCents * (quantity - at),
            ...(entry.feeTransferId ? { transferId: entry.feeTransferId } : {}),
            description: `${contest.name} entry`,
            metadata: { contest_id: contestId },
          });
        }
        started = await fill(unit, contest, counts!.entries + quantity);
        const ids = new Set(entries.map((entry) => entry.id));
        const now = (await repo.entriesOf(userId, contestId)).filter(({ entry }) => ids.has(entry.id));
        const answer: ContestEntryResult = {
          contest: contestToWire({
            contest,
            entries: counts!.entries + quantity,
            mine: mine + quantity,
          }),
          entries: now.map(({ entry, draftStatus }) =>
            entryToWire(entry, contest.entryFeeCents, draftStatus),
          ),
        };
        await purchase.save(unit.tx, answer);
        return answer;
      });
      announce([userId, ...started.seated], started.draftIds);
      await publishLobby([contestId]);
      return result;
    },

    /**
     * At entries close, refunds the entries still pooled and locks the contest; past the lock, closes
     * drafts still running and refunds the entries of drafts that could not finish. Answers how many
     * contests it locked.
     */
    lockDue: lockSweep.lockDue,

    /** Bots take the empty seats of drafts whose first entry has waited long enough (DRAFT_BOTS). */
    async fillWithBots(): Promise<number> {
      if (!options.bots?.enabled) return 0;
      const since = new Date(clock().getTime() - options.bots.waitMs);
      let made = 0;
      for (const contestId of await createContestsRepo(wallet.db).waitingForBots(since)) {
        const filled = await wallet.inTransaction(async (unit) => {
          const repo = createContestsRepo(unit.tx);
          const contest = await lockContest(unit, contestId);
          if (!contest?.botsAllowed || (await closedForEntries(unit.tx, contest, unit.now))) return null;
          const [counts] = await repo.withCounts([contest], null);
          const result = { draftIds: [] as string[], seated: [] as (string | null)[] };
          // Every pooled entry that waited gets a seat: one draft at a time, bots in the rest.
          for (;;) {
            const [oldest] = await repo.pool(contest.id);
            if (!oldest || oldest.createdAt.getTime() > since.getTime()) break;
            const one = await fill(unit, contest, counts!.entries, true);
            result.draftIds.push(...one.draftIds);
            result.seated.push(...one.seated);
          }
          return result;
        });
        if (!filled) continue;
        made += filled.draftIds.length;
        announce(filled.seated, filled.draftIds);
        if (filled.draftIds.length > 0) await publishLobby([contestId]);
      }
      return made;
    },

    /**
     * Self-exclusion (ExclusionRefund): refunds the player's pooled entries, and their seated ones (a
     * draft under way or done) whose contest's games have not begun (decided again under each
     * contest's lock).
     */
    async refundForExclusion(unit: WalletUnit, userId: string): Promise<number> {
      const repo = createContestsRepo(unit.tx);
      let cents = 0;
      for (const contestId of await repo.contestsWithPooled(userId)) {
        const contest = await lockContest(unit, contestId);
        if (!contest) continue;
        cents += (await refundPooled(unit, contest, 'self-exclusion', userId)).cents;
      }
      const drafted = new Set((await repo.unstartedSeated(userId, unit.now)).map((entry) => entry.contestId));
      for (const contestId of [...drafted].sort()) {
        // Whether its games have begun is decided again at the moment the lock is held.
        const contest = await lockContest(unit, contestId);
        if (!contest) continue;
        cents += (await refundUnstartedSeats(unit, contest, userId)).cents;
      }
      return cents;
    },

    announce,
    publishLobby,

    /** The per-player `contest_entries` snapshot: pooled entries and drafts not yet complete. */
    async snapshot(userId: string): Promise<ContestEntriesSnapshot> {
      const { pooled, open } = await createContestsRepo(wallet.db).snapshotOf(userId);
      return {
        type: 'contest_entries',
        data: {
          pooled,
          drafts: open.map((draft) => ({
            draft_id: draft.draftId,
            contest_id: draft.contestId,
            status: draft.status,
          })),
        },
      };
    },
  };
}

export type ContestsService = ReturnType<typeof createContests>;
