import { describe, expect, it } from 'vitest';
import type { Database } from '../../platform/db/database.ts';
import { ApiProblem } from '../../platform/http/api-problem.ts';
import { createLocationService } from './service.ts';
import { unconfiguredLocationProvider } from './unconfigured-provider.ts';

// No database is touched: the provider answers before anything is recorded.
const NO_DATABASE = {} as Database;
const context = { userId: 'u1', headers: { 'x-kennel-test-location': 'NY' } };

describe('the location service without a provider (production, no vendor configured)', () => {
  const location = createLocationService({
    db: NO_DATABASE,
    clock: () => new Date('2026-11-24T12:00:00Z'),
    provider: unconfiguredLocationProvider,
  });

  it('fails a paid action’s check closed with 503 location_unavailable, whatever the request says', async () => {
    const refusal = await location.check(context, 'a-session-token').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiProblem);
    expect(refusal).toMatchObject({ code: 'location_unavailable', statusCode: 503 });
  });

  it('lets a login go ahead without a location', async () => {
    expect(await location.checkIfAvailable(context, 'a-session-token')).toBeNull();
  });
});
