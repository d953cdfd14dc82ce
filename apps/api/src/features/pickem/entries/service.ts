import { randomUUID } from 'node:crypto';
import {
  baseMultiple,
  cents,
  MAX_PAYOUT_CENTS,
  PICKEM_ENTRIES_CHANGED,
  type PickemEntry,
  type PickemEntryRequest,
  payoutCents,
  pickemStatValue,
  type StateCode,
} from '@kennel/core';
import type { Clock } from '../../../platform/clock.ts';
import type { Database } from '../../../platform/db/database.ts';
import { ApiProblem } from '../../../platform/http/api-problem.ts';
import type { EventBus } from '../../../platform/realtime/bus.ts';
import type { Authorization } from '../../authorization/service.ts';
import type { WalletService, WalletUnit } from '../../wallet/service.ts';
import { HOUSE_POT } from '../../wallet/stakes/index.ts';
import type { CurrentProp } from './entry-rows.ts';
import { assertPicksWellFormed, entryRulesProblem, picksToStore, stalePicksProblem } from './picks.ts';
import {
  createEntriesRepo,
  type EntryFilter,
  type EntryRead,
  type EntryRow,
  entryReadFromJson,
  entryReadSql,
  type NewEntry,
  type PickRow,
} from './repo.ts';
import { cancellableUntil, entriesFromFacts, entriesToWire } from './wire.ts';

export interface PickemEntriesOptions {
  wallet: WalletService;
  authorization: Authorization;
  bus: EventBus;
  clock: Clock;
  /** Publishing happens after commit, so a failure there is reported, never thrown. */
  onPublishError?: (error: unknown) => void;
}

export interface Submission {
  userId: string;
  request: PickemEntryRequest;
  location: { readonly state: StateCode | null };
  /** Stores the answer in the same transaction (the idempotent run). */
  save: (tx: Database, entry: PickemEntry) => Promise<void>;
}

const SETTLED_RECENTLY_MS = 60 * 60_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const entryName = (request: PickemEntryRequest) =>
  `Pick'em ${request.picks.length}-pick ${request.type === 'flex' ? 'Flex' : 'Standard'} entry`;

/**
 * Pick'em entries (RULES.md, Pick'em): submitted against the lines the player saw, paid through
 * the wallet in the same transaction as the entry rows, cancellable for 2 minutes before any game.
 */
export function createPickemEntries({
  wallet,
  authorization,
  bus,
  clock,
  onPublishError,
}: PickemEntriesOptions) {
  function announce(userIds: Iterable<string>) {
    const events = [...new Set(userIds)].map((userId) => ({ type: PICKEM_ENTRIES_CHANGED, userId }));
    if (events.length === 0) return;
    try {
      bus.publish(events);
    } catch (error) {
      onPublishError?.(error);
    }
  }

  /**
   * Decides the entry inside `unit` (the player's money lock already held) on what was read with
   * the authorisation step (`entryReadSql`): its rows, or the refusal.
   */
  async function decide(unit: WalletUnit, { userId, request }: Submission, locked: EntryRead) {
    const repo = createEntriesRepo(unit.tx);
    const props = new Map(locked.props.map((prop) => [prop.propId, prop]));
    const games = new Map(locked.games.map((game) => [game.id, game]));
    const notCurrent = request.picks.filter((pick) => props.get(pick.prop_id)?.lineId !== pick.line_id);
    const linesProps =
      notCurrent.length > 0 ? await repo.propsOfLines(notCurrent.map((pick) => pick.line_id)) : new Map();
    assertPicksWellFormed(request.picks, props, linesProps);
    // An in-game line's stat so far, from the stat lines read with the props (in this transaction).
    const statSoFar = (prop: CurrentProp) =>
      pickemStatValue(
        prop.sportId,
        prop.stat,
        locked.answer.stats.get(`${prop.gameIds[0]}/${prop.playerIds[0]}`) ?? {},
      );
    const stale = stalePicksProblem(request.picks, props, games, unit.now, statSoFar);
    if (stale) throw stale;

    const picks = picksToStore(request.picks, props);
    // The schedule in force when the entry is decided prices it (read with the step's facts).
    const { schedule } = locked;
    // A slip priced by an older schedule is refused like a moved line: the player sees the new payouts first.
    const shownVersion = request.payout_schedule_version;
    if (shownVersion !== undefined && shownVersion !== schedule.version)
      throw new ApiProblem('pickem_payouts_changed');
    const broken = entryRulesProblem(request.type, request.fee_cents, picks, schedule.body);
    if (broken) throw broken;

    const fee = cents(request.fee_cents);
    const gameIds = [...new Set(picks.flatMap((pick) => pick.gameIds))];
    const entry: EntryRow & NewEntry = {
      id: randomUUID(),
      userId,
      type: request.type,
      state: 'open',
      result: null,
      feeCents: fee,
      maxPayoutCents: payoutCents(
        fee,
        baseMultiple(request.type, picks.length, 0, schedule.body),
        picks.map((pick) => pick.multiplierHundredths),
        MAX_PAYOUT_CENTS,
      ),
      payoutCents: null,
      // The fee's first transfer gets this id when it is written, last in the transaction.
      feeTransferId: randomUUID(),
      sportIds: [...new Set(picks.map((pick) => props.get(pick.propId)!.sportId))],
      slateIds: [...new Set(gameIds.flatMap((id) => games.get(id)!.slateIds))].sort(),
      gameIds,
      firstGameStartsAt: new Date(Math.min(...gameIds.map((id) => games.get(id)!.startsAt.getTime()))),
      createdAt: unit.now,
      settledAt: null,
      payoutScheduleVersion: schedule.version,
    };
    const shown: PickRow[] = picks.map((pick) => {
      const prop = props.get(pick.propId)!;
      return {
        ...pick,
        entryId: entry.id,
        result: null,
        kind: prop.kind,
        timing: prop.timing,
        sportId: prop.sportId,
        stat: prop.stat,
      };
    });
    return { entry, picks, shown };
  }

  async function one(executor: Database, userId: string, entryId: string, now: Date): Promise<PickemEntry> {
    const entry = UUID.test(entryId)
      ? await createEntriesRepo(executor).findEntry(userId, entryId)
      : undefined;
    if (!entry) throw new ApiProblem('not_found', { detail: 'There is no such entry on your account.' });
    const [wire] = await entriesToWire(executor, [entry], now);
    return wire!;
  }

  return {
    /** Authorises, checks the lines and the rules, takes the fee and stores the entry: all or nothing. */
    async submit(submission: Submission): Promise<PickemEntry> {
      const { userId, request, location } = submission;
      // Other players' entries asked for meanwhile may share the transaction (ADR 0051): everything
      // below writes through deferred writes and the ledger, and refuses before sending anything.
      const entry = await wallet.inSharedTransaction(userId, async (unit) => {
        // The lines, games and the answer's players and stats come with the step's facts: one read.
        const read = await authorization.authorize(
          unit,
          {
            userId,
            action: { type: 'entry', product: 'pickem_house', amountCents: request.fee_cents, quantity: 1 },
            location,
          },
          entryReadSql(request.picks.map((pick) => pick.prop_id)),
        );
        const locked = entryReadFromJson(read);
        const { entry, picks, shown } = await decide(unit, submission, locked);
        const [wire] = entriesFromFacts([entry], shown, locked.answer, unit.now);
        // The entry's rows and its stored answer are sent with the fee's ledger write: one statement.
        await createEntriesRepo(unit.tx).insertEntry(entry, picks);
        await submission.save(unit.tx, wire!);
        await unit.stakes.take({
          game: 'pickem',
          stakeId: entry.id,
          userId,
          pot: HOUSE_POT,
          amountCents: entry.feeCents,
          usePromo: request.use_promo,
          transferId: entry.feeTransferId,
          description: entryName(request),
        });
        return wire!;
      });
      announce([userId]);
      return entry;
    },

    /** Cancels within the window and before any game starts, decided under the player's lock; refunds the fee. */
    async cancel(userId: string, entryId: string, save: (tx: Database, entry: PickemEntry) => Promise<void>) {
      if (!UUID.test(entryId))
        throw new ApiProblem('not_found', { detail: 'There is no such entry on your account.' });
      const entry = await wallet.inTransaction(async (unit) => {
        await unit.lockPlayer(userId);
        const repo = createEntriesRepo(unit.tx);
        const locked = await repo.lockEntry(userId, entryId);
        if (!locked) throw new ApiProblem('not_found', { detail: 'There is no such entry on your account.' });
        const games = await repo.lockGames(locked.gameIds);
        const started = games.some(
          (game) => game.status !== 'scheduled' || game.startsAt.getTime() <= unit.now.getTime(),
        );
        if (cancellableUntil(locked, started, unit.now) === null)
          throw new ApiProblem('pickem_entry_not_cancellable');
        await unit.stakes.refund({
          game: 'pickem',
          stakeId: entryId,
          description: `${entryNameOf(locked)} cancelled`,
        });
        await repo.markCancelled(entryId, unit.now);
        const wire = await one(unit.tx, userId, entryId, unit.now);
        await save(unit.tx, wire);
        return wire;
      });
      announce([userId]);
      return entry;
    },

    list: async (filter: Omit<EntryFilter, 'now'>) => {
      const now = clock();
      if (filter.cursor !== undefined && !UUID.test(filter.cursor)) {
        throw new ApiProblem('invalid_request', { detail: 'The cursor is not one this list gave.' });
      }
      const rows = await createEntriesRepo(wallet.db).listEntries({
        ...filter,
        now,
        limit: filter.limit + 1,
      });
      const page = rows.slice(0, filter.limit);
      return {
        entries: await entriesToWire(wallet.db, page, now),
        next_cursor: rows.length > filter.limit ? (page.at(-1)?.id ?? null) : null,
        server_now: now.toISOString(),
      };
    },

    get: (userId: string, entryId: string) => one(wallet.db, userId, entryId, clock()),

    /** Self-exclusion: refunds the player's open entries none of whose games has started (ExclusionRefund). */
    async refundForExclusion(unit: WalletUnit, userId: string): Promise<number> {
      const repo = createEntriesRepo(unit.tx);
      let refunded = 0;
      for (const entry of await repo.lockUnstartedOpenEntries(userId, unit.now)) {
        refunded += await unit.stakes.refund({
          game: 'pickem',
          stakeId: entry.id,
          description: `${entryNameOf(entry)} refunded: self-exclusion`,
        });
        await repo.markCancelled(entry.id, unit.now);
      }
      return refunded;
    },

    /** Tells the player's sockets after an exclusion's refunds committed. */
    announce,

    /** The per-player `pickem_entries` snapshot: upcoming and live counts, entries settled in the last hour. */
    async snapshot(userId: string) {
      const now = clock();
      const figures = await createEntriesRepo(wallet.db).snapshotFigures(
        userId,
        now,
        new Date(now.getTime() - SETTLED_RECENTLY_MS),
      );
      return {
        type: 'pickem_entries' as const,
        data: {
          upcoming: figures.upcoming,
          live: figures.live,
          recently_settled: figures.settled.map((entry) => ({
            id: entry.id,
            result: entry.result ?? 'lost',
            fee_cents: entry.feeCents,
            payout_cents: entry.payoutCents ?? 0,
            settled_at: (entry.settledAt ?? now).toISOString(),
          })),
        },
      };
    },
  };
}

const entryNameOf = (entry: EntryRow) => `Pick'em ${entry.type === 'flex' ? 'Flex' : 'Standard'} entry`;

export type PickemEntries = ReturnType<typeof createPickemEntries>;
