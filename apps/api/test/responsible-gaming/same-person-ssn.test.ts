import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../app.ts';
import { depositByCard, VERIFIED_IDENTITY } from '../wallet/helpers.ts';
import { again, excludeSelf, overview, testClock, verifiedAs } from './helpers.ts';

const time = testClock();
const testApp = useTestApp({ settings: { KENNEL_TEST_ROUTES: 'true' }, clock: time.clock });
const app = () => testApp.current.app;

/** One legal name and birth date, two people: told apart by the SSN's last 4 digits verification checked. */
const JORDAN = { ...VERIFIED_IDENTITY, legal_first_name: 'Jordan', legal_last_name: 'Reyes' };

// Its own file: sign-ups are limited per address an hour.
describe('two people with one legal name and date of birth', () => {
  it("hold neither each other's exclusion nor time-out when their verified SSNs differ", async () => {
    const excluded = await verifiedAs(app(), { ...JORDAN, ssn_last4: '2468' });
    const namesake = await verifiedAs(app(), { ...JORDAN, ssn_last4: '1357' });
    expect((await excludeSelf(excluded)).statusCode).toBe(201);
    expect((await depositByCard(app(), namesake, 20_00)).statusCode).toBe(201);
    expect((await overview(await again(app(), namesake))).restriction).toBeNull();

    const breakTaker = await again(app(), namesake);
    expect(
      (await breakTaker.browser.post('/v1/responsible-gaming/time-out', { duration: '24h' })).statusCode,
    ).toBe(201);
    const third = await verifiedAs(app(), { ...JORDAN, ssn_last4: '9753' });
    expect((await depositByCard(app(), third, 20_00)).statusCode).toBe(201);
  });

  it('are one person when the SSNs match, or when one is unknown (verified before it was kept)', async () => {
    const identity = { ...JORDAN, legal_first_name: 'Jordan-Lee' };
    const excluded = await verifiedAs(app(), { ...identity, ssn_last4: '8642' });
    const sameSsn = await verifiedAs(app(), { ...identity, ssn_last4: '8642' });
    const unknownSsn = await verifiedAs(app(), { ...identity, ssn_last4: '7531' });
    await testApp.current.database.handle.db.execute(
      sql`update identity_verifications set ssn_last4_digest = null where user_id = ${unknownSsn.id}`,
    );
    expect((await excludeSelf(excluded)).statusCode).toBe(201);

    for (const player of [sameSsn, unknownSsn]) {
      const refused = await depositByCard(app(), player, 20_00);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().api_code).toBe('self_excluded');
    }
  });
});
