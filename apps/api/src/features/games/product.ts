import type { Product } from '@kennel/core';
import type { FastifyRequest } from 'fastify';
import type { ModuleContext } from '../../platform/modules.ts';
import type { InPlayCount } from '../account-closure/service.ts';
import type { ExclusionRefund } from '../responsible-gaming/service.ts';
import { sessionTokenFrom } from '../sessions/cookie.ts';
import { recordedLocationOf } from '../sessions/service.ts';
import type { SportsPublish } from '../sports/live.ts';
import {
  defineSettlementJobs,
  type SettlementJobRuns,
  type SettlementJobs,
} from '../sports/settlement-jobs.ts';

/**
 * A game Kennel sells, as its module installs it: every game has the same four parts, so a new one
 * (the sportsbook) is one more of these, not another copy of the wiring.
 */
export interface GameProduct {
  /** What it sells: the product its paid action is authorised for (states, ages, limits). */
  sells: Product;
  /** Its routes (the paid action's among them), mounted once. */
  routes(): void;
  /** Refunds the player's stakes not yet in play, in the self-exclusion's transaction. */
  refundForExclusion: ExclusionRefund;
  /** Counts the player's entries or bets in play: closing the account waits for them. */
  inPlay: InPlayCount;
  /** When and how it settles: a recurring run, and one as soon as a game goes final. */
  settlement: SettlementJobs;
  /** What else it does with the sports world's committed messages. */
  onSportsMessages?: SportsPublish;
}

/**
 * Installs a game: its routes, its self-exclusion refund, its count of what is in play (which blocks
 * closing), its settlement jobs and their game-final trigger.
 */
export function installGameProduct(context: ModuleContext, product: GameProduct): SettlementJobRuns {
  product.routes();
  context.use('responsibleGaming').addExclusionRefund(product.refundForExclusion);
  context.use('accountClosure').addInPlayCount(product.inPlay);
  const settlement = defineSettlementJobs(context.jobs, product.settlement, context.app.log);
  const live = context.use('sportsLive');
  live.subscribe((messages) => settlement.onSportsMessages(messages));
  if (product.onSportsMessages) live.subscribe(product.onSportsMessages);
  return settlement;
}

/** Locates a paid action's player afresh, before its money transaction (recorded on the session when it changed). */
export function locateRequest(context: ModuleContext) {
  const location = context.use('location');
  return (request: FastifyRequest, userId: string) =>
    location.check(
      { userId, headers: request.headers },
      sessionTokenFrom(request),
      recordedLocationOf(request),
    );
}
