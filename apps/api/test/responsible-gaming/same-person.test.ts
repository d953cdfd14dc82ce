import { describe, expect, it } from 'vitest';
import { useTestApp } from '../app.ts';
import { depositByCard, VERIFIED_IDENTITY } from '../wallet/helpers.ts';
import { again, excludeSelf, overview, signInWithPassword, testClock, verifiedAs } from './helpers.ts';

const time = testClock();
const testApp = useTestApp({ settings: { KENNEL_TEST_ROUTES: 'true' }, clock: time.clock });
const app = () => testApp.current.app;

// A self-exclusion is the person's, not the account's (RULES.md, Responsible gaming): the same
// person verified on a second account could deposit and play there while excluded on the first.
describe('a self-exclusion holds on every account of the same verified person', () => {
  it('refuses the other account, whichever was verified first', async () => {
    const first = await verifiedAs(app(), VERIFIED_IDENTITY);
    const second = await verifiedAs(app(), {
      ...VERIFIED_IDENTITY,
      legal_first_name: VERIFIED_IDENTITY.legal_first_name.toUpperCase(),
      legal_last_name: VERIFIED_IDENTITY.legal_last_name.toLowerCase(),
    });
    expect((await depositByCard(app(), second, 20_00)).statusCode).toBe(201);
    expect((await excludeSelf(first)).statusCode).toBe(201);

    const refused = await depositByCard(app(), second, 20_00);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().api_code).toBe('self_excluded');
    expect((await overview(second)).restriction).toMatchObject({ kind: 'self_exclusion' });

    // An account verified after the exclusion is held too.
    const third = await verifiedAs(app(), VERIFIED_IDENTITY);
    expect((await depositByCard(app(), third, 20_00)).json().api_code).toBe('self_excluded');
  });

  it('leaves another person alone, and an account not verified as anyone', async () => {
    const excluded = await verifiedAs(app(), { ...VERIFIED_IDENTITY, legal_first_name: 'Maxine' });
    expect((await excludeSelf(excluded)).statusCode).toBe(201);
    const namesake = await verifiedAs(app(), { ...VERIFIED_IDENTITY, legal_first_name: 'Maxwell' });
    expect((await depositByCard(app(), namesake, 20_00)).statusCode).toBe(201);
    const unverified = await signInWithPassword(app());
    expect((await depositByCard(app(), unverified, 20_00)).statusCode).toBe(201);
    expect((await overview(await again(app(), unverified))).restriction).toBeNull();
  });
});
