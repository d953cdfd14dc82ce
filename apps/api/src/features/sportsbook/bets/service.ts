import { randomUUID } from 'node:crypto';
import {
  SPORTSBOOK_BETS_CHANGED,
  type SportsbookBet,
  type SportsbookBetRequest,
  type StateCode,
} from '@kennel/core';
import type { Database } from '../../../platform/db/database.ts';
import type { EventBus } from '../../../platform/realtime/bus.ts';
import type { Authorization } from '../../authorization/service.ts';
import type { WalletService, WalletUnit } from '../../wallet/service.ts';
import { HOUSE_POT } from '../../wallet/stakes/index.ts';
import { checkedPayout, parseSelectionId, takeLegs } from './legs.ts';
import { cashOutQuote, quotedLeg } from './quote.ts';
import { type BetRow, createBetsRepo, type LegRow } from './repo.ts';
import { betToWire } from './wire.ts';

export interface Placement {
  userId: string;
  request: SportsbookBetRequest;
  location: { readonly state: StateCode | null };
  /** Stores the answer in the same transaction (the idempotent run). */
  save: (tx: Database, bet: SportsbookBet) => Promise<void>;
}

const betName = (legs: number) => (legs === 1 ? 'Sportsbook single' : `Sportsbook ${legs}-leg parlay`);

/**
 * Sportsbook bets (RULES.md, Sportsbook): placed against the prices the player saw, through the
 * one authorisation step (the sportsbook's states, age 21, limits, time-out, exclusion) and the
 * wallet's stakes, all in one transaction under the player's lock.
 */
export function createSportsbookBets({
  wallet,
  authorization,
  bus,
  onPublishError,
}: {
  wallet: WalletService;
  authorization: Authorization;
  bus: EventBus;
  /** Publishing happens after commit, so a failure there is reported, never thrown. */
  onPublishError: (error: unknown) => void;
}) {
  /** Tells the players' sockets their bets changed (after the change committed). */
  function announce(userIds: Iterable<string>) {
    const events = [...new Set(userIds)].map((userId) => ({ type: SPORTSBOOK_BETS_CHANGED, userId }));
    if (events.length === 0) return;
    try {
      bus.publish(events);
    } catch (error) {
      onPublishError(error);
    }
  }

  return {
    announce,

    /** The per-player `sportsbook_bets` snapshot. */
    async snapshot(userId: string) {
      return { type: 'sportsbook_bets' as const, data: await createBetsRepo(wallet.db).counts(userId) };
    },

    /** Authorises, checks the prices and the rules, takes the stake and stores the bet: all or nothing. */
    async place({ userId, request, location, save }: Placement): Promise<SportsbookBet> {
      const placed = await wallet.inTransaction(async (unit) => {
        await authorization.authorize(unit, {
          userId,
          action: { type: 'bet', amountCents: request.stake_cents },
          location,
        });
        const repo = createBetsRepo(unit.tx);
        const marketIds = request.legs.flatMap((leg) => parseSelectionId(leg.selection_id)?.marketId ?? []);
        const legs = takeLegs(request, await repo.marketsForBet([...new Set(marketIds)]), unit.now);
        const potential = checkedPayout(request.stake_cents, legs);
        const gameIds = legs.map((leg) => leg.market.gameId);
        const unpaid: Omit<BetRow, 'promoStakeCents'> = {
          id: randomUUID(),
          userId,
          kind: legs.length === 1 ? 'single' : 'parlay',
          state: 'open',
          result: null,
          stakeCents: request.stake_cents,
          potentialPayoutCents: potential,
          payoutCents: null,
          stakeTransferId: randomUUID(),
          gameIds,
          firstGameStartsAt: new Date(Math.min(...legs.map((leg) => leg.market.startsAt.getTime()))),
          createdAt: unit.now,
          settledAt: null,
        };
        const taken = await unit.stakes.take({
          game: 'sportsbook',
          stakeId: unpaid.id,
          userId,
          pot: HOUSE_POT,
          amountCents: unpaid.stakeCents,
          usePromo: request.use_promo,
          transferId: unpaid.stakeTransferId,
          description: betName(legs.length),
        });
        const bet: BetRow = { ...unpaid, promoStakeCents: taken.fromPromoCents };
        const rows: LegRow[] = legs.map((leg) => ({
          position: leg.position,
          marketId: leg.market.id,
          gameId: leg.market.gameId,
          sportId: leg.market.sportId,
          homeTeam: leg.market.homeTeam,
          awayTeam: leg.market.awayTeam,
          marketKind: leg.market.kind,
          selection: leg.selection,
          line: leg.market.line,
          playerId: leg.market.playerId,
          playerName: leg.market.playerName,
          stat: leg.market.stat,
          currentValue: null,
          price: leg.price,
          priceVersion: leg.priceVersion,
          result: null,
        }));
        await repo.insertBet(bet, rows);
        const games = [...new Map(legs.map((leg) => [leg.market.gameId, leg.market.game])).values()];
        const wire = betToWire(bet, rows, games, cashOutQuote(bet, legs.map(quotedLeg), unit.now));
        await save(unit.tx, wire);
        return wire;
      });
      announce([userId]);
      return placed;
    },

    /** Self-exclusion: refunds the player's open bets none of whose games has started (ExclusionRefund). */
    async refundForExclusion(unit: WalletUnit, userId: string): Promise<number> {
      const repo = createBetsRepo(unit.tx);
      let refunded = 0;
      for (const bet of await repo.lockUnstartedOpenBets(userId, unit.now)) {
        refunded += await unit.stakes.refund({
          game: 'sportsbook',
          stakeId: bet.id,
          description: `${betName(bet.gameIds.length)} refunded: self-exclusion`,
        });
        await repo.markRefunded(bet.id, unit.now);
      }
      return refunded;
    },
  };
}

export type SportsbookBets = ReturnType<typeof createSportsbookBets>;
