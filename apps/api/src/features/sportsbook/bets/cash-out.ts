import type { SportsbookBet, StateCode } from '@kennel/core';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database.ts';
import { selectRows } from '../../../platform/db/rows.ts';
import { ApiProblem } from '../../../platform/http/api-problem.ts';
import { assertProductOfferedIn } from '../../authorization/rules.ts';
import type { WalletService } from '../../wallet/service.ts';
import { HOUSE_POT } from '../../wallet/stakes/index.ts';
import { shareMarkets } from '../markets/market-locks.ts';
import { cashOutQuote } from './quote.ts';
import { betsToWire, selectBets } from './read-bets.ts';
import { betFromRow } from './repo.ts';
import { legToQuote } from './wire.ts';

export interface CashOutRequest {
  userId: string;
  betId: string;
  /** The offer the player was shown. */
  offerCents: number;
  /** Where the route's location check placed the player, made before the transaction opened. */
  location: { readonly state: StateCode | null };
  /** Stores the answer in the same transaction (the idempotent run). */
  save: (tx: Database, bet: SportsbookBet) => Promise<void>;
}

const moved = (offer: number | null) =>
  new ApiProblem('sportsbook_cash_out_changed', { cash_out_offer_cents: offer });

/**
 * Locks the player's open bet (after the player's money lock, as every money decision of theirs)
 * and answers the markets its legs name. A bet that settlement holds is skipped rather than waited
 * for (settlement takes bets before wallets, so waiting here could deadlock): it is being settled,
 * so there is nothing to cash out.
 */
async function lockOpenBet(tx: Database, userId: string, betId: string): Promise<string[]> {
  const [locked] = await selectRows<{ state: string; market_ids: string[] }>(
    tx,
    sql`select b.state, array(select l.market_id from sportsbook_legs l where l.bet_id = b.id) as market_ids
        from sportsbook_bets b where b.id = ${betId}::uuid and b.user_id = ${userId}::uuid
        for update of b skip locked`,
  );
  if (locked?.state === 'open') return locked.market_ids;
  if (locked) throw moved(null);
  const [exists] = await selectRows<{ id: string }>(
    tx,
    sql`select id from sportsbook_bets where id = ${betId}::uuid and user_id = ${userId}::uuid`,
  );
  if (!exists) throw new ApiProblem('not_found', { detail: 'There is no such bet of yours.' });
  throw moved(null);
}

/**
 * Cash out (issue 22): settles an open bet now at the book's offer, in one transaction: the
 * player located in a sportsbook state, the bet locked and still open, its markets held in share mode (a price change waits, so the offer is
 * priced at the versions that stand until commit), the offer priced again and compared with the
 * one shown (a moved or withdrawn offer is refused with the new one, like a stale price), then
 * paid through the stakes as the bet's first settlement and the bet closed as cashed out. A
 * settlement run skips it from then on (it is no longer open), and a stat correction never
 * settles it again (its result is the player's choice, not its legs').
 */
export function createCashOut({
  wallet,
  announce,
}: {
  wallet: WalletService;
  announce: (userIds: Iterable<string>) => void;
}) {
  return async function cashOut({
    userId,
    betId,
    offerCents,
    location,
    save,
  }: CashOutRequest): Promise<SportsbookBet> {
    const wire = await wallet.inTransaction(async (unit) => {
      await unit.lockPlayer(userId);
      // A cash out settles a wager at the player's request: only where the sportsbook is offered,
      // as a regulated book checks (the bet stays open, to cash out or settle later).
      assertProductOfferedIn(location.state, 'sportsbook');
      const marketIds = await lockOpenBet(unit.tx, userId, betId);
      await shareMarkets(unit.tx, [...new Set(marketIds)].sort());
      const [row] = await selectBets(unit.tx, sql`b.id = ${betId}::uuid`, sql``);
      if (!row) throw moved(null);
      const offer = cashOutQuote(betFromRow(row), (row.legs ?? []).map(legToQuote), unit.now);
      if (offer === null || offer !== offerCents) throw moved(offer);
      await unit.stakes.settle([
        {
          game: 'sportsbook',
          stakeId: betId,
          round: { settlement: 1 },
          pays: 'winnings',
          userId,
          pot: HOUSE_POT,
          amountCents: offer,
          description: 'Sportsbook bet cashed out',
          metadata: { settlement_version: 1, cash_out: true },
        },
      ]);
      await unit.tx.execute(
        sql`update sportsbook_bets set state = 'settled', result = 'cashed_out', payout_cents = ${offer},
              settlement_version = 1, settled_at = ${unit.now.toISOString()}::timestamptz
            where id = ${betId}::uuid`,
      );
      const settled = { ...row, state: 'settled' as const, result: 'cashed_out' as const };
      const [bet] = await betsToWire(
        unit.tx,
        [{ ...settled, payout_cents: offer, settled_at: unit.now.toISOString() }],
        unit.now,
      );
      await save(unit.tx, bet!);
      return bet!;
    });
    announce([userId]);
    return wire;
  };
}
