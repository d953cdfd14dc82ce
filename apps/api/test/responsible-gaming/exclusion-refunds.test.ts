import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ExclusionRefund, PERSON_EXCLUDED_JOB } from '../../src/features/responsible-gaming/service.ts';
import { contestPot } from '../../src/features/wallet/stakes/index.ts';
import { auditTrail } from '../../src/platform/audit/audit-log.ts';
import { selectRows } from '../../src/platform/db/rows.ts';
import { useTestApp } from '../app.ts';
import {
  depositByCard,
  expectLedgerInvariants,
  type Player,
  VERIFIED_IDENTITY,
  walletOf,
} from '../wallet/helpers.ts';
import { again, limitOf, ok, overview, PASSWORD, signInWithPassword, verifiedAs } from './helpers.ts';

const testApp = useTestApp({ settings: { KENNEL_TEST_ROUTES: 'true' } });
const app = () => testApp.current.app;
const db = () => testApp.current.database.handle.db;

/** A stand-in for a game: the pre-game entries it holds, refunded on exclusion through the stakes. */
const entries = new Map<string, { contestId: string; amountCents: number; key: string }[]>();
/** Players whose refund fails after moving money, to show that nothing of the exclusion commits. */
const failing = new Set<string>();

const refundPreGameEntries: ExclusionRefund = async (unit, userId) => {
  let refunded = 0;
  for (const entry of entries.get(userId) ?? []) {
    refunded += await unit.stakes.refund({
      game: 'best_ball',
      stakeId: entry.key,
      description: 'Entry refunded: self-exclusion',
    });
  }
  if (failing.has(userId)) throw new Error('the game could not refund an open bet');
  return refunded;
};

async function enter(player: Player, amountCents: number) {
  const entry = { contestId: randomUUID(), amountCents, key: randomUUID() };
  await app().walletModule.wallet.inTransaction(({ stakes }) =>
    stakes.take({
      game: 'best_ball',
      stakeId: entry.key,
      userId: player.id,
      pot: contestPot(entry.contestId),
      amountCents,
      usePromo: true,
      description: 'Entry fee',
    }),
  );
  entries.set(player.id, [...(entries.get(player.id) ?? []), entry]);
}

const exclude = (player: Player) =>
  player.browser.post('/v1/responsible-gaming/self-exclusion', { duration: '5y', password: PASSWORD });

async function sessionsOf(player: Player): Promise<number> {
  const [row] = await selectRows<{ n: string | number }>(
    db(),
    sql`select count(*) as n from sessions where user_id = ${player.id}`,
  );
  return Number(row?.n);
}

describe('exclusion refunds', () => {
  // As compose.ts will register the games' refunds.
  beforeAll(() => app().walletModule.responsibleGaming.addExclusionRefund(refundPreGameEntries));

  it('refund pre-game entries in the exclusion’s transaction', async () => {
    const player = await signInWithPassword(app());
    expect((await depositByCard(app(), player, 50_00)).statusCode).toBe(201);
    await enter(player, 10_00);
    await enter(player, 15_00);
    expect((await walletOf(player)).cash_cents).toBe(25_00);
    expect((await limitOf(player, 'spend_daily')).used_cents).toBe(25_00);

    ok(await exclude(player), 201);
    const back = await again(app(), player);
    expect((await walletOf(back)).cash_cents).toBe(50_00);
    expect((await limitOf(back, 'spend_daily')).used_cents).toBe(0);
    expect((await auditTrail(db(), player.id)).at(-1)).toMatchObject({
      action: 'self_exclusion.started',
      details: { duration: '5y', refunded_cents: 25_00, sessions_ended: 1 },
    });
    await expectLedgerInvariants(db());
  });

  it('reach the person’s other accounts: their entries refunded and sessions ended, under their own lock', async () => {
    const identity = { ...VERIFIED_IDENTITY, legal_first_name: 'Ottilie', legal_last_name: 'Hound' };
    const excluding = await verifiedAs(app(), identity);
    const other = await verifiedAs(app(), identity);
    expect((await depositByCard(app(), other, 50_00)).statusCode).toBe(201);
    await enter(other, 20_00);
    expect((await walletOf(other)).cash_cents).toBe(30_00);

    ok(await exclude(excluding), 201);
    // Refused from the exclusion's commit on; what was open is undone by the queued job.
    expect((await depositByCard(app(), other, 10_00)).json().api_code).toBe('self_excluded');
    expect(await app().jobs.drain()).toBeGreaterThanOrEqual(1);
    expect(await sessionsOf(other)).toBe(0);
    const back = await again(app(), other);
    expect((await walletOf(back)).cash_cents).toBe(50_00);
    expect((await auditTrail(db(), other.id)).map((event) => event.action)).toContain(
      'self_exclusion.person_excluded',
    );
    // Run again (a job retried after its commit), nothing is refunded twice.
    await app().jobs.enqueue(PERSON_EXCLUDED_JOB, { user_id: other.id, excluded_by: excluding.id });
    expect(await app().jobs.drain()).toBe(1);
    expect((await walletOf(await again(app(), other))).cash_cents).toBe(50_00);
    await expectLedgerInvariants(db());
  });

  it('commit together with the exclusion: a failed refund leaves no exclusion, no refund, every session', async () => {
    const player = await signInWithPassword(app());
    expect((await depositByCard(app(), player, 50_00)).statusCode).toBe(201);
    await enter(player, 20_00);
    failing.add(player.id);

    const response = await exclude(player);
    expect(response.statusCode).toBe(500);
    expect((await overview(player)).restriction).toBeNull();
    expect((await walletOf(player)).cash_cents).toBe(30_00);
    expect(await sessionsOf(player)).toBe(1);
    expect((await auditTrail(db(), player.id)).map((event) => event.action)).not.toContain(
      'self_exclusion.started',
    );

    failing.delete(player.id);
    ok(await exclude(player), 201);
    expect(await sessionsOf(player)).toBe(0);
    const back = await again(app(), player);
    expect((await walletOf(back)).cash_cents).toBe(50_00);
    expect((await overview(back)).restriction?.kind).toBe('self_exclusion');
    await expectLedgerInvariants(db());
  });
});
