import { locationResponseSchema } from '@kennel/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../app.ts';
import { pickOf, seedEntryBoard, submitEntry, type TestBoard } from '../pickem/entry-fixtures.ts';
import { depositByCard, type Player, signIn, VERIFIED_IDENTITY } from '../wallet/helpers.ts';
import { depositFrom, setPlayer } from './helpers.ts';

// The sandbox places a player without the test header where they live. What they typed at sign-up
// never outranks what their identity verification established (its address); the date of birth
// checked must be the account's own.
const testApp = useTestApp({ settings: { KENNEL_TEST_ROUTES: 'true', RATE_LIMIT_MAX: '100000' } });
const app = () => testApp.current.app;
const db = () => testApp.current.database.handle.db;
let board: TestBoard;

beforeAll(async () => {
  board = await seedEntryBoard(app(), db(), new Date());
});

async function locationOf(player: Player) {
  const response = await player.browser.get('/v1/location');
  expect(response.statusCode).toBe(200);
  return locationResponseSchema.parse(response.json()).data;
}

function verify(player: Player, identity: Partial<typeof VERIFIED_IDENTITY>) {
  return player.browser.post('/v1/verification', { ...VERIFIED_IDENTITY, ...identity });
}

describe('verified identity over typed account data', () => {
  it('places a player registered in New York whose verified address is in Arizona in Arizona', async () => {
    const player = await signIn(app());
    await setPlayer(db(), player, { state: 'NY' });
    expect(await locationOf(player)).toMatchObject({ state: 'NY', source: 'residence' });

    const verified = await verify(player, { city: 'Phoenix', state: 'AZ', postal_code: '85004' });
    expect(verified.json().data.status).toBe('approved');
    expect(await locationOf(player)).toMatchObject({ state: 'AZ', source: 'verified_address' });

    // Arizona offers best ball (deposits open) but not pick'em.
    expect((await depositByCard(app(), player, 50_00)).statusCode).toBe(201);
    const entry = await submitEntry(player, {
      type: 'standard',
      fee_cents: 5_00,
      picks: [pickOf(board.lines.nba['1-0']!), pickOf(board.lines.nba['2-0']!)],
    });
    expect(entry.statusCode).toBe(403);
    expect(entry.json()).toMatchObject({
      api_code: 'location_not_allowed',
      detail: expect.stringContaining('Arizona'),
    });
  });

  it('keeps the residence while verification is not approved', async () => {
    const player = await signIn(app());
    await setPlayer(db(), player, { state: 'NY' });
    // The sandbox identity provider asks for a document when the SSN ends in 1111.
    const pending = await verify(player, { state: 'AZ', ssn_last4: '1111' });
    expect(pending.json().data.status).toBe('needs_document');
    expect(await locationOf(player)).toMatchObject({ state: 'NY', source: 'residence' });
  });

  it("refuses details whose date of birth is not the account's: nobody verifies into an age they are not", async () => {
    const player = await signIn(app());
    await setPlayer(db(), player, { dateOfBirth: '2010-03-01' });
    const older = await verify(player, { date_of_birth: '1990-01-01' });
    expect(older.statusCode).toBe(422);
    expect(older.json()).toMatchObject({ api_code: 'identity_details_mismatch' });
    const status = await player.browser.get('/v1/verification');
    expect(status.json().data.status).toBe('unverified');
    expect((await depositFrom(player, 20_00, 'NJ')).json()).toMatchObject({ api_code: 'under_minimum_age' });
    // The account's own date of birth is checked as usual; the age it gives still decides.
    expect((await verify(player, { date_of_birth: '2010-03-01' })).json().data.status).toBe('approved');
    expect((await depositFrom(player, 20_00, 'NJ')).json()).toMatchObject({ api_code: 'under_minimum_age' });
  });
});
