import { apiErrorSchema } from '@kennel/core';
import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './app.ts';

/** The driver's error as the network or the server reports it, with an optional SQLSTATE or errno. */
const failure = (message: string, code?: string) => Object.assign(new Error(message), code ? { code } : {});
/** As Drizzle throws it: the failed query with the driver's error as its cause. */
const fromQuery = (cause: Error) => new DrizzleQueryError('select 1 from users where id = $1', ['x'], cause);

const LOST_DATABASE: Record<string, () => Error> = {
  'connection terminated mid-query': () => fromQuery(failure('Connection terminated unexpectedly')),
  'connection refused': () => fromQuery(failure('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')),
  'refused on every address': () =>
    Object.assign(new AggregateError([failure('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')]), {
      code: 'ECONNREFUSED',
    }),
  'connection reset': () => fromQuery(failure('read ECONNRESET', 'ECONNRESET')),
  'admin shutdown (57P01)': () =>
    fromQuery(failure('terminating connection due to administrator command', '57P01')),
  'crash shutdown (57P02)': () => fromQuery(failure('terminating connection due to crash', '57P02')),
  'starting up (57P03)': () => fromQuery(failure('the database system is starting up', '57P03')),
  'connection failure (08006)': () => fromQuery(failure('connection failure', '08006')),
  'client broken earlier': () => failure('Client has encountered a connection error and is not queryable'),
  'pool connect timeout': () => failure('timeout exceeded when trying to connect'),
};

const OUR_BUGS: Record<string, () => Error> = {
  'unique violation (23505)': () => fromQuery(failure('duplicate key value', '23505')),
  'syntax error (42601)': () => fromQuery(failure('syntax error at or near "selec"', '42601')),
  'plain bug': () => new TypeError("Cannot read properties of undefined (reading 'id')"),
};

const testApp = useTestApp({
  beforeReady(app) {
    Object.values({ ...LOST_DATABASE, ...OUR_BUGS }).forEach((make, index) => {
      app.get(`/test/fail/${index}`, async () => {
        throw make();
      });
    });
  },
});

async function answerTo(name: string) {
  const response = await testApp.current.app.inject({
    method: 'GET',
    url: `/test/fail/${Object.keys({ ...LOST_DATABASE, ...OUR_BUGS }).indexOf(name)}`,
  });
  return {
    status: response.statusCode,
    retryAfter: response.headers['retry-after'],
    body: apiErrorSchema.parse(response.json()),
  };
}

describe('a database that cannot be reached answers 503, never 500', () => {
  it.each(Object.keys(LOST_DATABASE))('%s: 503 service_unavailable in the error shape', async (name) => {
    const { status, body, retryAfter } = await answerTo(name);
    expect(status).toBe(503);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    expect(body).toMatchObject({ api_code: 'service_unavailable', status: 503, http_status_code: 503 });
  });

  it.each(Object.keys(OUR_BUGS))('%s: still a 500 (a bug, not an outage)', async (name) => {
    const { status, body } = await answerTo(name);
    expect(status).toBe(500);
    expect(body.api_code).toBe('internal_error');
  });
});
