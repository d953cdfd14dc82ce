import type { PaidAction } from '@kennel/core';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../platform/db/database.ts';
import { ApiProblem } from '../../platform/http/api-problem.ts';
import type { WalletUnit } from '../wallet/service.ts';
import type { PlayerFacts } from './repo.ts';
import { createAuthorization, type PaidActionRequest } from './service.ts';

const NOW = new Date('2026-06-15T18:00:00Z');
const ADULT: PlayerFacts = { closed: false, dateOfBirth: '1990-01-01', emailVerified: true };
const DEPOSIT: PaidAction = { type: 'deposit', amountCents: 5_000 };
const PICKEM: PaidAction = { type: 'entry', product: 'pickem_house', amountCents: 500, quantity: 1 };

/** An authorisation step over fakes that log each step it takes, in order. */
function harness({
  player = ADULT,
  verified = false,
  deposited = 0,
  refuseIn,
}: {
  player?: PlayerFacts | undefined;
  verified?: boolean;
  deposited?: number;
  refuseIn?: 'check' | 'withdrawal_check';
} = {}) {
  const log: string[] = [];
  const unit = { tx: {} as Database, now: NOW } as WalletUnit;
  const authorization = createAuthorization({
    inTransaction: async (work) => {
      log.push('transaction');
      return work(unit);
    },
    lock: async () => void log.push('lock'),
    // One read after the lock: the account, every check's facts and the action's own read.
    facts: async (_tx, _userId, checks, read) => {
      log.push(read ? `account, ${checks.length} checks' facts and the action's read` : 'account');
      return { player, checks: checks.map(() => 'facts'), read: read ? 'the read' : undefined };
    },
    isIdentityVerified: async () => {
      log.push('identity');
      return verified;
    },
    depositedCents: async () => {
      log.push('deposited');
      return deposited;
    },
    checks: [
      {
        facts: () => sql`null`,
        decide: (_unit, _userId, _action, facts: string) => {
          log.push(`check (${facts})`);
          if (refuseIn === 'check') throw new ApiProblem('time_out_active');
        },
      },
    ],
    withdrawalChecks: [
      async () => {
        log.push('withdrawal_check');
        if (refuseIn === 'withdrawal_check') throw new ApiProblem('tax_form_required');
      },
    ],
  });
  return { log, unit, authorization };
}

const request = (action: PaidAction, state: PaidActionRequest['location']['state'] = 'NJ') => ({
  userId: 'u1',
  action,
  location: { state },
});

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'ok';
  } catch (error) {
    if (error instanceof ApiProblem) return error.code;
    throw error;
  }
}

describe('the authorisation step', () => {
  it('takes the money lock first, then checks the account, the injected checks, and identity', async () => {
    const { log, unit, authorization } = harness({ deposited: 0 });
    await authorization.authorize(unit, request(DEPOSIT));
    expect(log).toEqual(['lock', 'account', 'check (facts)', 'deposited']);
  });

  it('refuses a closed account before anything else is asked', async () => {
    const { log, unit, authorization } = harness({ player: { ...ADULT, closed: true }, refuseIn: 'check' });
    expect(await codeOf(authorization.authorize(unit, request(DEPOSIT, null)))).toBe('account_closed');
    expect(log).toEqual(['lock', 'account']);
  });

  it('refuses a closed account whatever it would pay for: a deposit, an entry of any game, a bet', async () => {
    const actions: PaidAction[] = [
      DEPOSIT,
      PICKEM,
      { type: 'entry', product: 'rivals', amountCents: 500, quantity: 1 },
      { type: 'entry', product: 'best_ball', amountCents: 2_500, quantity: 5 },
      { type: 'bet', amountCents: 1_000 },
    ];
    for (const action of actions) {
      const { unit, authorization } = harness({ player: { ...ADULT, closed: true } });
      expect(await codeOf(authorization.authorize(unit, request(action, 'AZ')))).toBe('account_closed');
    }
  });

  it('lets a restriction refuse before location, age and identity', async () => {
    const { log, unit, authorization } = harness({
      player: { ...ADULT, dateOfBirth: '2015-01-01', emailVerified: false },
      refuseIn: 'check',
    });
    expect(await codeOf(authorization.authorize(unit, request(DEPOSIT, null)))).toBe('time_out_active');
    expect(log).toEqual(['lock', 'account', 'check (facts)']);
  });

  it('asks for a location before checking where the product is offered', async () => {
    const { unit, authorization } = harness();
    expect(await codeOf(authorization.authorize(unit, request(DEPOSIT, null)))).toBe('location_required');
  });

  it('refuses the product where it is not offered before checking the age', async () => {
    const { unit, authorization } = harness({ player: { ...ADULT, dateOfBirth: '2015-01-01' } });
    expect(await codeOf(authorization.authorize(unit, request(PICKEM, 'AZ')))).toBe('location_not_allowed');
    expect(await codeOf(authorization.authorize(unit, request(PICKEM, 'NJ')))).toBe('under_minimum_age');
  });

  it('checks the age before the email and the identity threshold', async () => {
    const { log, unit, authorization } = harness({
      player: { ...ADULT, dateOfBirth: '2015-01-01', emailVerified: false },
      deposited: 1_000_000,
    });
    expect(await codeOf(authorization.authorize(unit, request(DEPOSIT)))).toBe('under_minimum_age');
    expect(log).not.toContain('deposited');
  });

  it('asks for a verified email, then identity once lifetime deposits would pass the threshold', async () => {
    const unverifiedEmail = harness({ player: { ...ADULT, emailVerified: false } });
    expect(
      await codeOf(unverifiedEmail.authorization.authorize(unverifiedEmail.unit, request(DEPOSIT))),
    ).toBe('email_not_verified');
    const overThreshold = harness({ deposited: 1_000_000 });
    expect(await codeOf(overThreshold.authorization.authorize(overThreshold.unit, request(DEPOSIT)))).toBe(
      'identity_verification_required',
    );
    expect(overThreshold.log).toEqual(['lock', 'account', 'check (facts)', 'deposited', 'identity']);
    const verified = harness({ deposited: 1_000_000, verified: true });
    expect(await codeOf(verified.authorization.authorize(verified.unit, request(DEPOSIT)))).toBe('ok');
  });

  it("reads the action's own rows with the facts, in the one query after the lock, and answers them", async () => {
    const { log, unit, authorization } = harness();
    expect(await authorization.authorize(unit, request(PICKEM), sql`json_build_object()`)).toBe('the read');
    expect(log).toEqual(['lock', "account, 1 checks' facts and the action's read", 'check (facts)']);
  });

  it('previews the same rules in a transaction of its own, without the lock', async () => {
    const { log, authorization } = harness({ refuseIn: 'check' });
    expect(await codeOf(authorization.preview(request(DEPOSIT)))).toBe('time_out_active');
    expect(log).toEqual(['transaction', 'account', 'check (facts)']);
  });
});

describe('the withdrawal step', () => {
  it('locks, asks for a verified identity, and runs no restriction, location or age check', async () => {
    const { log, unit, authorization } = harness({ verified: true });
    await authorization.authorizeWithdrawal(unit, { userId: 'u1', amountCents: 1_000 });
    expect(log).toEqual(['lock', 'identity', 'withdrawal_check']);
  });

  it('refuses an unverified player before the injected withdrawal checks', async () => {
    const { log, unit, authorization } = harness({ verified: false });
    expect(await codeOf(authorization.authorizeWithdrawal(unit, { userId: 'u1', amountCents: 1_000 }))).toBe(
      'identity_verification_required',
    );
    expect(log).toEqual(['lock', 'identity']);
  });

  it('lets an injected withdrawal check refuse', async () => {
    const { unit, authorization } = harness({ verified: true, refuseIn: 'withdrawal_check' });
    expect(await codeOf(authorization.authorizeWithdrawal(unit, { userId: 'u1', amountCents: 1_000 }))).toBe(
      'tax_form_required',
    );
  });
});
