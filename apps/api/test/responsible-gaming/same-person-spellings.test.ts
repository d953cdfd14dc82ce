import { describe, expect, it } from 'vitest';
import { useTestApp } from '../app.ts';
import { depositByCard, VERIFIED_IDENTITY } from '../wallet/helpers.ts';
import { again, excludeSelf, testClock, verifiedAs } from './helpers.ts';

const time = testClock();
const testApp = useTestApp({ settings: { KENNEL_TEST_ROUTES: 'true' }, clock: time.clock });
const app = () => testApp.current.app;

// The person behind a self-exclusion is known by a name however it is spelt (migration 0039's key), and
// each of their accounts may still exclude itself. Its own file: sign-ups are limited per address an hour.
describe('the same verified person, spelt another way', () => {
  it('knows the person by a name spelt another way: accents, spaces, marks, where first ends', async () => {
    const identity = VERIFIED_IDENTITY;
    const first = await verifiedAs(app(), {
      ...identity,
      legal_first_name: 'José María',
      legal_last_name: "O'Neil-Barker",
    });
    expect((await excludeSelf(first)).statusCode).toBe(201);
    const spellings: [string, string][] = [
      ['Jose Maria', 'ONeil Barker'],
      ['JOSE\u0301 MARI\u0301A', "o'neil barker"], // accents typed as marks after the letters
      ['José', "María O'Neil-Barker"],
    ];
    for (const [legal_first_name, legal_last_name] of spellings) {
      const other = await verifiedAs(app(), { ...identity, legal_first_name, legal_last_name });
      const refused = await depositByCard(app(), other, 20_00);
      expect(refused.json().api_code, `${legal_first_name} ${legal_last_name}`).toBe('self_excluded');
    }
  });

  it('lets the other account exclude itself while the person is excluded, refunding its own play', async () => {
    const identity = { ...VERIFIED_IDENTITY, legal_first_name: 'Dana', legal_last_name: 'Whitfield' };
    const first = await verifiedAs(app(), identity);
    const second = await verifiedAs(app(), identity);
    expect((await excludeSelf(first)).statusCode).toBe(201);
    // Held by the first account's exclusion, the second may still take one of its own.
    const own = await excludeSelf(await again(app(), second));
    expect(own.statusCode).toBe(201);
    expect(own.json().data).toMatchObject({ kind: 'self_exclusion' });
  });
});
