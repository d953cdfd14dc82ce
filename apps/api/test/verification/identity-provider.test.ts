import { apiErrorSchema } from '@kennel/core';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../app.ts';
import { signIn, VERIFIED_IDENTITY } from '../wallet/helpers.ts';

// With IDENTITY_SANDBOX off (as in production) and no KYC vendor plugged in, identity checks fail
// closed: nothing core's test data says can verify anyone.
const testApp = useTestApp({ settings: { KENNEL_TEST_ROUTES: 'true', IDENTITY_SANDBOX: 'false' } });
const app = () => testApp.current.app;

describe('identity checks without the sandbox and without a vendor', () => {
  it('answer 503 identity_check_unavailable and leave the player unverified', async () => {
    const player = await signIn(app());
    // The sandbox approves this SSN; here nothing does.
    const sent = await player.browser.post('/v1/verification', VERIFIED_IDENTITY);
    expect(sent.statusCode).toBe(503);
    expect(apiErrorSchema.parse(sent.json()).api_code).toBe('identity_check_unavailable');
    expect((await player.browser.get('/v1/verification')).json().data.status).toBe('unverified');
  });
});
