import { describe, expect, it } from 'vitest';
import { useTestApp } from '../app.ts';
import { depositByCard, type Player, VERIFIED_IDENTITY } from '../wallet/helpers.ts';
import { excludeSelf, signInWithPassword, testClock, verifiedAs } from './helpers.ts';

const time = testClock();
const testApp = useTestApp({ settings: { KENNEL_TEST_ROUTES: 'true' }, clock: time.clock });
const app = () => testApp.current.app;
const PHOTO = 'data:image/png;base64,iVBORw0KGgo=';

/**
 * Verified by document: the details' SSN (sandbox 1111) is one the provider could not match, so it
 * asks for a document, which an operator approves on the name and birth date it shows.
 */
async function verifiedByDocument(identity: typeof VERIFIED_IDENTITY): Promise<Player> {
  const player = await signInWithPassword(app());
  const details = await player.browser.post('/v1/verification', { ...identity, ssn_last4: '1111' });
  expect(details.json().data.status).toBe('needs_document');
  const document = await player.browser.post('/v1/verification/document', {
    document_type: 'drivers_license',
    front_image: PHOTO,
    back_image: PHOTO,
    front_file_name: 'front.png',
  });
  expect(document.statusCode).toBe(202);
  await app().walletModule.verification.review.decide({
    player: player.id,
    status: 'approved',
    reason: null,
    operator: 'ops-alice',
  });
  return player;
}

// Its own file: sign-ups are limited per address an hour.
describe('an SSN the provider did not match tells no one apart', () => {
  it('an excluded person who types another SSN and passes by their licence is the same person', async () => {
    const identity = { ...VERIFIED_IDENTITY, legal_first_name: 'Quinn' };
    const excluded = await verifiedAs(app(), { ...identity, ssn_last4: '2468' });
    expect((await excludeSelf(excluded)).statusCode).toBe(201);

    const second = await verifiedByDocument(identity);
    const deposit = await depositByCard(app(), second, 20_00);
    expect(deposit.statusCode, deposit.body).toBe(403);
    expect(deposit.json().api_code).toBe('self_excluded');
  });

  it('an excluded account approved by document holds the same name and birth date with any SSN', async () => {
    const identity = { ...VERIFIED_IDENTITY, legal_first_name: 'Rowan' };
    const excluded = await verifiedByDocument(identity);
    expect((await excludeSelf(excluded)).statusCode).toBe(201);

    const second = await verifiedAs(app(), { ...identity, ssn_last4: '2468' });
    const deposit = await depositByCard(app(), second, 20_00);
    expect(deposit.statusCode, deposit.body).toBe(403);
    expect(deposit.json().api_code).toBe('self_excluded');
  });
});
