import { createHash, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { knownDevices } from '../../src/platform/db/schema/accounts.ts';
import { users } from '../../src/platform/db/schema/users.ts';
import { useTestApp } from '../app.ts';
import { depositByCard, type Player, VERIFIED_IDENTITY } from '../wallet/helpers.ts';
import { excludeSelf, signInWithPassword, testClock } from './helpers.ts';

const time = testClock();
const testApp = useTestApp({ settings: { KENNEL_TEST_ROUTES: 'true' }, clock: time.clock });
const app = () => testApp.current.app;

async function sharingABrowser(...players: Player[]) {
  const deviceIdHash = createHash('sha256').update(randomUUID()).digest('hex');
  const at = time.now();
  await testApp.current.database.handle.db
    .insert(knownDevices)
    .values(players.map((player) => ({ userId: player.id, deviceIdHash, confirmedAt: at, lastSeenAt: at })));
}

/** A player who signed up with another birth date than the test players' (1990-01-01). */
async function bornOn(dateOfBirth: string): Promise<Player> {
  const player = await signInWithPassword(app());
  await testApp.current.database.handle.db.update(users).set({ dateOfBirth }).where(eq(users.id, player.id));
  return player;
}

// Its own file: sign-ups are limited per address an hour.
describe('an excluded person who never verified, and a second account on their browser', () => {
  it('stays refused as self-excluded when verified with the birth date the excluded account signed up with', async () => {
    const excluded = await signInWithPassword(app());
    expect((await excludeSelf(excluded)).statusCode).toBe(201);
    const second = await signInWithPassword(app());
    await sharingABrowser(excluded, second);
    expect((await depositByCard(app(), second, 20_00)).json().api_code).toBe(
      'identity_verification_required',
    );

    // Their own identity: the excluded account has no verified name to match it against.
    const verified = await second.browser.post('/v1/verification', {
      ...VERIFIED_IDENTITY,
      legal_first_name: 'Dana',
    });
    expect(verified.json().data.status).toBe('approved');
    const deposit = await depositByCard(app(), second, 20_00);
    expect(deposit.statusCode, deposit.body).toBe(403);
    expect(deposit.json().api_code).toBe('self_excluded');
  });

  it('plays once verified as a person born on another day', async () => {
    const excluded = await signInWithPassword(app());
    expect((await excludeSelf(excluded)).statusCode).toBe(201);
    const housemate = await bornOn('1993-06-15');
    await sharingABrowser(excluded, housemate);
    const verified = await housemate.browser.post('/v1/verification', {
      ...VERIFIED_IDENTITY,
      legal_first_name: 'Harper',
      date_of_birth: '1993-06-15',
    });
    expect(verified.json().data.status).toBe('approved');
    const deposit = await depositByCard(app(), housemate, 20_00);
    expect(deposit.statusCode, deposit.body).toBe(201);
  });
});
