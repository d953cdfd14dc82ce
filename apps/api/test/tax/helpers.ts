import { randomUUID } from 'node:crypto';
import { HOUSE_ACCOUNT, type TaxSummary, taxSummaryResponseSchema, userCashAccount } from '@kennel/core';
import { expect } from 'vitest';
import { contestPot } from '../../src/features/wallet/stakes/index.ts';
import type { App } from '../../src/platform/http/server.ts';
import type { Player } from '../wallet/helpers.ts';

/** A W-9 as the /tax form sends it. */
export const W9 = {
  legal_name: 'Rex Barker',
  tax_classification: 'individual',
  address_line1: '1 Kennel Way',
  address_line2: 'Apt 2',
  city: 'Albany',
  state: 'NY',
  postal_code: '12207',
  tin_type: 'ssn',
  tin: '123-45-6789',
  certified: true,
} as const;

/** The 9 digits of W9.tin, which must never appear anywhere but encrypted. */
export const W9_TIN_DIGITS = '123456789';

/** Moves money through the real ledger (the wallet service) as a game would: what net winnings count. */
export function ledgerFor(app: App, player: Pick<Player, 'id'>) {
  const { wallet } = app.walletModule;
  const move = (kind: 'payout' | 'entry_fee' | 'refund', amountCents: number) => {
    const toPlayer = kind !== 'entry_fee';
    return wallet.transfer({
      key: `tax-test:${kind}:${randomUUID()}`,
      kind,
      debit: toPlayer ? HOUSE_ACCOUNT : userCashAccount(player.id),
      credit: toPlayer ? userCashAccount(player.id) : HOUSE_ACCOUNT,
      amountCents,
      description: `Test ${kind}`,
    });
  };
  return {
    payout: (amountCents: number) => move('payout', amountCents),
    entryFee: (amountCents: number) => move('entry_fee', amountCents),
    refund: (amountCents: number) => move('refund', amountCents),
    /** Cash in, so entry fees have something to spend. */
    deposit: (amountCents: number) =>
      wallet.transfer({
        key: `tax-test:deposit:${randomUUID()}`,
        kind: 'deposit',
        debit: 'processor_clearing:sandbox_card',
        credit: userCashAccount(player.id),
        amountCents,
        description: 'Test deposit',
      }),
  };
}

export async function taxSummaryOf(player: Player): Promise<TaxSummary> {
  const response = await player.browser.get('/v1/tax');
  expect(response.statusCode).toBe(200);
  return taxSummaryResponseSchema.parse(response.json()).data;
}

export function netWinningsIn(summary: TaxSummary, taxYear: number) {
  return summary.years.find((year) => year.tax_year === taxYear);
}

export function submitW9(player: Player, body: Record<string, unknown> = W9) {
  return player.browser.request({ method: 'PUT', url: '/v1/tax/w9', payload: body });
}

/**
 * A best ball entry's stake taken from the player's cash through the stakes API, and its refund (a
 * refund counts in its stake's tax year).
 */
export async function bestBallStake(app: App, player: Pick<Player, 'id'>, amountCents: number) {
  const stake = { game: 'best_ball', stakeId: randomUUID() } as const;
  const { wallet } = app.walletModule;
  await wallet.inTransaction((unit) =>
    unit.stakes.take({
      ...stake,
      userId: player.id,
      pot: contestPot(randomUUID()),
      amountCents,
      usePromo: false,
      description: 'Entry fee',
    }),
  );
  return {
    refund: () =>
      wallet.inTransaction((unit) =>
        unit.stakes.refund({ ...stake, description: 'Entry refunded: the draft did not fill' }),
      ),
  };
}
