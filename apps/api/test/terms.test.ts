import {
  apiErrorSchema,
  sessionResponseSchema,
  TERMS_VERSION,
  termsAcceptanceResponseSchema,
} from '@kennel/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { readStepFacts } from '../src/features/authorization/repo.ts';
import { currentTermsCheck } from '../src/features/terms/service.ts';
import type { WalletUnit } from '../src/features/wallet/service.ts';
import { auditTrail } from '../src/platform/audit/audit-log.ts';
import { users } from '../src/platform/db/schema/index.ts';
import { inTransaction } from '../src/platform/db/transaction.ts';
import { useTestApp } from './app.ts';
import { TestBrowser } from './browser.ts';

let now = new Date('2026-11-24T09:00:00Z');
const testApp = useTestApp({ settings: { KENNEL_TEST_ROUTES: 'true' }, clock: () => now });
const OLD_VERSION = '2026-11-01';

async function signedIn(username: string) {
  const browser = new TestBrowser(testApp.current.app);
  await browser.get('/v1/csrf');
  const response = await browser.post('/v1/test/session', { username });
  expect(response.statusCode).toBe(201);
  const userId = sessionResponseSchema.parse(response.json()).data.user!.id;
  return { browser, userId };
}

const db = () => testApp.current.database.handle.db;

async function acceptedOldTerms(userId: string) {
  await db().update(users).set({ termsVersion: OLD_VERSION }).where(eq(users.id, userId));
}

async function acceptanceRequired(browser: TestBrowser) {
  const response = await browser.get('/v1/session');
  return sessionResponseSchema.parse(response.json()).data.terms_acceptance_required;
}

/** The check the authorisation step runs, inside a transaction as it would be: its facts read, then decided. */
function checkTerms(userId: string) {
  return inTransaction(db(), async (tx) => {
    const action = { type: 'entry', product: 'pickem_house', amountCents: 100, quantity: 1 } as const;
    const facts = await readStepFacts(tx, userId, [currentTermsCheck.facts(userId, action, now)], undefined);
    currentTermsCheck.decide({ tx, now } as WalletUnit, userId, action, facts.checks[0] as string | null);
  });
}

describe('terms versioning', () => {
  it('a player who accepted the current terms is not asked again and passes the check', async () => {
    const { browser, userId } = await signedIn('current_pup');
    expect(await acceptanceRequired(browser)).toBe(false);
    await expect(checkTerms(userId)).resolves.toBeUndefined();
  });

  it('after the terms change, the session asks for acceptance and paid actions are refused', async () => {
    const { browser, userId } = await signedIn('stale_pup');
    await acceptedOldTerms(userId);
    expect(await acceptanceRequired(browser)).toBe(true);
    await expect(checkTerms(userId)).rejects.toMatchObject({ code: 'terms_acceptance_required' });
  });

  it('accepting records the version, its time and an audit event, and the session stops asking', async () => {
    const { browser, userId } = await signedIn('accepting_pup');
    await acceptedOldTerms(userId);
    now = new Date(now.getTime() + 5 * 60_000);

    const response = await browser.post('/v1/terms/acceptance', { version: TERMS_VERSION });

    expect(response.statusCode).toBe(200);
    expect(termsAcceptanceResponseSchema.parse(response.json()).data).toEqual({
      terms_version: TERMS_VERSION,
      accepted_at: now.toISOString(),
    });
    const [row] = await db()
      .select({ version: users.termsVersion, at: users.termsAcceptedAt })
      .from(users)
      .where(eq(users.id, userId));
    expect(row).toEqual({ version: TERMS_VERSION, at: now });
    expect(await acceptanceRequired(browser)).toBe(false);
    await expect(checkTerms(userId)).resolves.toBeUndefined();
    const trail = await auditTrail(db(), userId);
    expect(trail.filter((event) => event.action === 'terms.accepted')).toEqual([
      expect.objectContaining({
        actor: 'player',
        details: { version: TERMS_VERSION, previous_version: OLD_VERSION },
        at: now,
      }),
    ]);
  });

  it('refuses an acceptance of a version that is not the current one, and changes nothing', async () => {
    const { browser, userId } = await signedIn('outdated_pup');
    await acceptedOldTerms(userId);

    const response = await browser.post('/v1/terms/acceptance', { version: OLD_VERSION });

    expect(response.statusCode).toBe(400);
    const problem = apiErrorSchema.parse(response.json());
    expect(JSON.stringify(problem)).toContain('Our terms changed again');
    expect(await acceptanceRequired(browser)).toBe(true);
    expect((await auditTrail(db(), userId)).some((event) => event.action === 'terms.accepted')).toBe(false);
  });

  it('a guest cannot accept terms', async () => {
    const browser = new TestBrowser(testApp.current.app);
    await browser.get('/v1/csrf');
    const response = await browser.post('/v1/terms/acceptance', { version: TERMS_VERSION });
    expect(response.statusCode).toBe(401);
    expect(await acceptanceRequired(browser)).toBeUndefined();
  });
});
