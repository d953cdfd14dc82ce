import { createHash, randomUUID } from 'node:crypto';
import type { LimitType, LimitWire, PaidAction, ResponsibleGamingWire } from '@kennel/core';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { readStepFacts } from '../../src/features/authorization/repo.ts';
import type { PaidActionFactsJson } from '../../src/features/responsible-gaming/repo.ts';
import type { Database } from '../../src/platform/db/database.ts';
import { knownDevices } from '../../src/platform/db/schema/accounts.ts';
import { ApiProblem } from '../../src/platform/http/api-problem.ts';
import type { App } from '../../src/platform/http/server.ts';
import { TestBrowser } from '../browser.ts';
import type { Player, VERIFIED_IDENTITY } from '../wallet/helpers.ts';

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;
export const PASSWORD = 'correct horse battery staple 42';

/** The clock the test app reads; tests move it (sessions expire after 30 idle minutes: sign in again). */
export function testClock(start = '2026-11-02T15:00:00.000Z') {
  let now = new Date(start);
  return {
    clock: () => now,
    now: () => now,
    set(at: Date | string) {
      now = new Date(at);
    },
    advance(ms: number) {
      now = new Date(now.getTime() + ms);
    },
  };
}

/** A signed-in test player with a password (self-exclusion asks for it); the same name signs in again. */
export async function signInWithPassword(
  app: App,
  username = `rg_${randomUUID().slice(0, 8)}`,
): Promise<Player> {
  const browser = new TestBrowser(app);
  await browser.get('/v1/csrf');
  const response = await browser.post('/v1/test/session', { username, password: PASSWORD });
  expect(response.statusCode).toBe(201);
  const { user } = response.json().data;
  return { browser, id: user.id, username: user.username };
}

export const again = (app: App, player: Player) => signInWithPassword(app, player.username);

/** A signed-in test player whose identity was verified (approved) as `identity`. */
export async function verifiedAs(app: App, identity: typeof VERIFIED_IDENTITY): Promise<Player> {
  const player = await signInWithPassword(app);
  const response = await player.browser.post('/v1/verification', identity);
  expect(response.json().data.status).toBe('approved');
  return player;
}

/** The player excludes themselves for a year. */
export const excludeSelf = (player: Player) =>
  player.browser.post('/v1/responsible-gaming/self-exclusion', { duration: '1y', password: PASSWORD });

export function putLimit(player: Player, type: LimitType, amountCents: number | null) {
  return player.browser.request({
    method: 'PUT',
    url: `/v1/responsible-gaming/limits/${type}`,
    payload: { amount_cents: amountCents },
  });
}

export function confirmLimit(player: Player, type: LimitType) {
  return player.browser.post(`/v1/responsible-gaming/limits/${type}/confirm`);
}

export function cancelLimit(player: Player, type: LimitType) {
  return player.browser.request({ method: 'DELETE', url: `/v1/responsible-gaming/limits/${type}/pending` });
}

export async function overview(player: Player): Promise<ResponsibleGamingWire> {
  const response = await player.browser.get('/v1/responsible-gaming');
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

export async function limitOf(player: Player, type: LimitType): Promise<LimitWire> {
  const found = (await overview(player)).limits.find((limit) => limit.type === type);
  if (!found) throw new Error(`no ${type} in the overview`);
  return found;
}

/** The answer's data, after checking its status. */
export function ok<T = LimitWire>(response: LightMyRequestResponse, status = 200): T {
  expect(response.statusCode, response.body).toBe(status);
  return response.json().data;
}

export function refusal(response: LightMyRequestResponse): { api_code: string; detail: string } {
  expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
  return response.json();
}

/** Runs the responsible-gaming check as the authorisation step does, in a money transaction: 'ok' or `code: message`. */
export async function checkedAction(app: App, player: Player, action: PaidAction): Promise<string> {
  const wallet = app.walletModule.wallet;
  try {
    await wallet.inTransaction(async (unit) => {
      const { check } = app.walletModule.responsibleGaming;
      const facts = await readStepFacts(
        unit.tx,
        player.id,
        [check.facts(player.id, action, unit.now)],
        undefined,
      );
      check.decide(unit, player.id, action, facts.checks[0] as PaidActionFactsJson);
    });
    return 'ok';
  } catch (error) {
    if (error instanceof ApiProblem) return `${error.code}: ${error.message}`;
    throw error;
  }
}

/**
 * The browser signed in to each account (registration and confirmed sign-ins record it as a known
 * device: the hash of its year-long `kennel_device` cookie).
 */
export async function sharingABrowser(db: Database, at: Date, ...players: Player[]) {
  const deviceIdHash = createHash('sha256').update(randomUUID()).digest('hex');
  await db
    .insert(knownDevices)
    .values(players.map((player) => ({ userId: player.id, deviceIdHash, confirmedAt: at, lastSeenAt: at })));
}
