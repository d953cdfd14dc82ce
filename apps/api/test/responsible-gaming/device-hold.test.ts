import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { selectRows } from '../../src/platform/db/rows.ts';
import { users } from '../../src/platform/db/schema/users.ts';
import { useTestApp } from '../app.ts';
import { signInOperator } from '../console/helpers.ts';
import { depositByCard, type Player, VERIFIED_IDENTITY } from '../wallet/helpers.ts';
import { excludeSelf, sharingABrowser, signInWithPassword, testClock, verifiedAs } from './helpers.ts';

const time = testClock();
const testApp = useTestApp({ settings: { KENNEL_TEST_ROUTES: 'true' }, clock: time.clock });
const app = () => testApp.current.app;

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
    await sharingABrowser(testApp.current.database.handle.db, time.now(), excluded, second);
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
    await sharingABrowser(testApp.current.database.handle.db, time.now(), excluded, housemate);
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

/** Support, in the console, marks the player and a linked account as two people. */
async function markedDistinctBySupport(player: Player, other: Player) {
  const support = await signInOperator(app(), 'support', time.now());
  const linked = await support.browser.get(`/v1/console/players/${player.id}/linked-accounts`);
  expect(linked.statusCode, linked.body).toBe(200);
  const marked = await support.browser.post(`/v1/console/players/${player.id}/distinct-people`, {
    other_player_id: other.id,
    reason: 'Saw both IDs on a video call',
  });
  expect(marked.statusCode, marked.body).toBe(201);
  return { listed: linked.json().data, marked: marked.json().data, support };
}

describe('a housemate held by a shared browser, or a namesake whose SSN is unknown', () => {
  it('is told to contact support when verification was rejected, and plays once support marks two people', async () => {
    const excluded = await verifiedAs(app(), { ...VERIFIED_IDENTITY, legal_first_name: 'Ellis' });
    expect((await excludeSelf(excluded)).statusCode).toBe(201);
    const housemate = await signInWithPassword(app());
    await sharingABrowser(testApp.current.database.handle.db, time.now(), excluded, housemate);
    const rejected = await housemate.browser.post('/v1/verification', {
      ...VERIFIED_IDENTITY,
      legal_first_name: 'Frankie',
      ssn_last4: '0000',
    });
    expect(rejected.json().data.status).toBe('rejected');
    expect((await housemate.browser.post('/v1/verification', VERIFIED_IDENTITY)).statusCode).toBe(409);

    const held = await depositByCard(app(), housemate, 20_00);
    expect(held.statusCode, held.body).toBe(403);
    expect(held.json()).toMatchObject({ api_code: 'identity_check_with_support' });
    expect(held.json().detail).toContain('Contact support');
    expect(held.body).not.toContain('exclu');

    const { listed, marked } = await markedDistinctBySupport(housemate, excluded);
    expect(listed).toEqual([
      {
        player_id: excluded.id,
        username: excluded.username,
        links: ['shared_browser'],
        self_excluded: true,
        marked_distinct: false,
      },
    ]);
    expect(marked).toMatchObject({ player_id: excluded.id, marked_distinct: true });
    const deposit = await depositByCard(app(), housemate, 20_00);
    expect(deposit.statusCode, deposit.body).toBe(201);

    const audited = await selectRows<{ user_id: string }>(
      testApp.current.database.handle.db,
      sql`select user_id, details from audit_events where action = 'console.player.marked_distinct_person'
          and user_id = ${housemate.id}::uuid`,
    );
    expect(audited).toHaveLength(1);
  });

  it('a namesake approved by document plays once support marks the two accounts as two people', async () => {
    const identity = { ...VERIFIED_IDENTITY, legal_first_name: 'Sasha' };
    const excluded = await verifiedAs(app(), { ...identity, ssn_last4: '2468' });
    expect((await excludeSelf(excluded)).statusCode).toBe(201);
    const namesake = await signInWithPassword(app());
    expect(
      (await namesake.browser.post('/v1/verification', { ...identity, ssn_last4: '1111' })).json().data
        .status,
    ).toBe('needs_document');
    expect(
      (
        await namesake.browser.post('/v1/verification/document', {
          document_type: 'passport',
          front_image: 'data:image/png;base64,iVBORw0KGgo=',
          front_file_name: 'passport.png',
        })
      ).statusCode,
    ).toBe(202);
    await app().walletModule.verification.review.decide({
      player: namesake.id,
      status: 'approved',
      reason: null,
      operator: 'ops-alice',
    });
    expect((await depositByCard(app(), namesake, 20_00)).json().api_code).toBe('self_excluded');

    const { listed } = await markedDistinctBySupport(namesake, excluded);
    expect(listed).toMatchObject([{ player_id: excluded.id, links: ['same_identity'], self_excluded: true }]);
    expect((await depositByCard(app(), namesake, 20_00)).statusCode).toBe(201);
  });

  it('support cannot mark an account that is not linked', async () => {
    const [one, other] = [await signInWithPassword(app()), await signInWithPassword(app())];
    const support = await signInOperator(app(), 'support', time.now());
    const refused = await support.browser.post(`/v1/console/players/${one.id}/distinct-people`, {
      other_player_id: other.id,
      reason: 'No link',
    });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().api_code).toBe('account_not_linked');
  });
});
