import { randomInt } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { apiErrorSchema, PROCESSOR_TOKENIZE_PATH, SANDBOX_BANK_AUTHORIZE_PATH } from '@kennel/core';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../app.ts';
import { TestBrowser } from '../browser.ts';

/**
 * A property over every operation of the OpenAPI document: malformed paths, query strings and
 * bodies, sent as a guest and as a signed-in player with a valid CSRF token, never get a 5xx, and
 * every error is in the API error shape. The operations are dealt round-robin to SHARDS files
 * (shard-N.test.ts), each with its own app and database, so the suite runs them side by side.
 */
export const SHARDS = 3;

/** Runs per operation and identity; about 45 operations × 2 identities keeps the total in the low thousands. */
const RUNS_PER_OPERATION = 36;

interface Operation {
  method: string;
  path: string;
  pathParams: string[];
  queryParams: string[];
  bodyProperties: Record<string, { type?: string }>;
  hasBody: boolean;
}

/** Routes hidden from the document (the sandbox processor and bank), fuzzed the same way. */
const HIDDEN_OPERATIONS: Operation[] = [
  {
    method: 'POST',
    path: PROCESSOR_TOKENIZE_PATH,
    pathParams: [],
    queryParams: [],
    bodyProperties: { number: {}, exp_month: {}, exp_year: {}, cvc: {} },
    hasBody: true,
  },
  {
    method: 'GET',
    path: SANDBOX_BANK_AUTHORIZE_PATH,
    pathParams: [],
    queryParams: ['payment_id'],
    bodyProperties: {},
    hasBody: false,
  },
  {
    method: 'POST',
    path: SANDBOX_BANK_AUTHORIZE_PATH,
    pathParams: [],
    queryParams: [],
    bodyProperties: { payment_id: {}, outcome: {} },
    hasBody: true,
  },
];

/** Operations that would sign the fuzzing browser out, so the signed-in run stays signed in. */
const SIGNS_OUT = new Set(['DELETE /v1/session', 'POST /v1/test/session/end', 'POST /v1/test/session']);

const UUID = '7d9f0c6e-3a1b-4c2d-9e8f-0a1b2c3d4e5f';
const NASTY_STRINGS = [
  '',
  ' ',
  'abc',
  '0',
  '-1',
  '1e309',
  'NaN',
  'null',
  'true',
  '[]',
  '{}',
  "'; drop table users; --",
  '\u0000',
  '%00',
  '../../etc/passwd',
  'h1.999999999999999.1',
  'h1.8640000000000000.1',
  'h1.0.1',
  'h1.1700000000000.abc',
  '9999-12-31',
  '0000-00-00',
  '2026-02-30',
  '275760-09-13',
  '+010000-01-01',
  UUID,
  UUID.toUpperCase(),
  '00000000-0000-0000-0000-000000000000',
  `${UUID}x`,
  'a'.repeat(2_000),
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
  '\uD800',
];
const NASTY_NUMBERS = [0, -1, -0, 1.5, 2 ** 31, 2 ** 53, 2 ** 63, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2];

const nastyString = fc.oneof(
  fc.constantFrom(...NASTY_STRINGS),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
);
const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  nastyString,
  fc.constantFrom(...NASTY_NUMBERS),
  fc.constantFrom(null, true, false, [], {}),
  fc.jsonValue({ maxDepth: 3 }),
);

function nestedText(depth: number) {
  return `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

/** A body: near the contract (its own field names with bad values), any JSON, or not JSON at all. */
function bodyFor(operation: Operation): fc.Arbitrary<{ payload?: string; contentType?: string }> {
  const names = Object.keys(operation.bodyProperties);
  const nearContract =
    names.length === 0
      ? fc.dictionary(nastyString, nastyValue, { maxKeys: 4 })
      : fc.record(Object.fromEntries(names.map((name) => [name, nastyValue])), { requiredKeys: [] });
  const json = fc.oneof(nearContract, fc.jsonValue({ maxDepth: 4 }));
  return fc.oneof(
    { weight: 5, arbitrary: json.map((value) => ({ payload: JSON.stringify(value) ?? 'null' })) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom('{', '{"a":}', '[1,]', 'nul', '"\\u12"', '\u0000', '{"__proto__":{"x":1}}')
        .map((payload) => ({ payload })),
    },
    {
      weight: 1,
      arbitrary: fc.integer({ min: 20, max: 100_000 }).map((depth) => ({ payload: nestedText(depth) })),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        payload: fc.string({ maxLength: 50 }),
        contentType: fc.constantFrom(
          'text/plain',
          'application/x-www-form-urlencoded',
          'application/json; charset=latin1',
          'multipart/form-data',
        ),
      }),
    },
    { weight: 1, arbitrary: fc.constant({}) },
  );
}

/** Percent-encodes, turning lone surrogates into the bytes of an invalid UTF-8 sequence (a nasty input too). */
function encode(value: string): string {
  return value
    .split(/([\uD800-\uDFFF])/)
    .map((part) => (/^[\uD800-\uDFFF]$/.test(part) ? '%ED%A0%80' : encodeURIComponent(part)))
    .join('');
}

function encodePathValue(value: string, raw: boolean) {
  if (!raw) return encode(value);
  return value
    .replace(/[\uD800-\uDFFF]/g, '%ED%A0%80')
    .replaceAll('/', '%2F')
    .replaceAll('?', '%3F')
    .replaceAll('#', '%23');
}

const queryValue = fc.oneof(nastyString, fc.constantFrom('%E0%A4%A', '%', '%zz'));

function requestFor(operation: Operation) {
  return fc.record({
    pathValues: fc.array(fc.oneof(nastyString, fc.constantFrom('%E0%A4%A', '%', '..')), {
      minLength: operation.pathParams.length,
      maxLength: operation.pathParams.length,
    }),
    rawPath: fc.boolean(),
    // Each declared parameter maybe, with a bad value, then a few stray or repeated ones.
    query: fc
      .tuple(
        fc.tuple(
          ...operation.queryParams.map((name) =>
            fc.option(
              queryValue.map((value) => [name, value] as const),
              { nil: undefined },
            ),
          ),
        ),
        fc.array(
          fc.tuple(
            fc.oneof(fc.constantFrom(...operation.queryParams, 'cursor', 'limit'), nastyString),
            queryValue,
          ),
          {
            maxLength: 3,
          },
        ),
      )
      .map(([declared, stray]) => [...declared.filter((pair) => pair !== undefined), ...stray]),
    body:
      operation.hasBody || operation.method !== 'GET'
        ? bodyFor(operation)
        : fc.constant<{ payload?: string; contentType?: string }>({}),
    idempotencyKey: fc.option(fc.oneof(nastyString, fc.uuid()), { nil: undefined }),
  });
}

function operationsOf(document: {
  paths: Record<string, Record<string, Record<string, unknown>>>;
}): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, spec] of Object.entries(methods)) {
      const parameters = (spec.parameters ?? []) as { in: string; name: string }[];
      const schema = (
        spec.requestBody as { content?: Record<string, { schema?: { properties?: Record<string, object> } }> }
      )?.content?.['application/json']?.schema;
      operations.push({
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: parameters.filter((p) => p.in === 'query').map((p) => p.name),
        bodyProperties: schema?.properties ?? {},
        hasBody: spec.requestBody !== undefined,
      });
    }
  }
  return operations;
}

type Tally = { requests: number; serverErrors: number; failures: string[] };

function check(tally: Tally, label: string, response: LightMyRequestResponse) {
  tally.requests += 1;
  const problem = (() => {
    if (response.statusCode >= 500) return `status ${response.statusCode}`;
    if (response.statusCode < 400) return null;
    const parsed = apiErrorSchema.safeParse(
      (() => {
        try {
          return response.json();
        } catch {
          return null;
        }
      })(),
    );
    if (!parsed.success) return 'error not in the API error shape';
    if (parsed.data.status !== response.statusCode) return 'status field differs from the HTTP status';
    return null;
  })();
  if (!problem) return true;
  if (response.statusCode >= 500) tally.serverErrors += 1;
  if (tally.failures.length < 20)
    tally.failures.push(`${label} → ${problem}: ${response.body.slice(0, 300)}`);
  return false;
}

/** Shard `shard` (1-based) of SHARDS: every SHARDS-th operation of the document, in path order. */
export function describeOpenApiFuzz(shard: number) {
  const testApp = useTestApp({
    settings: { KENNEL_TEST_ROUTES: 'true', PASSWORD_SCRYPT_LOG_N: '10', RATE_LIMIT_MAX: '1000000' },
  });
  const tally: Tally = { requests: 0, serverErrors: 0, failures: [] };

  afterAll(() => {
    // biome-ignore lint/suspicious/noConsole: the lead reports these numbers.
    console.log(
      `openapi fuzz ${shard}/${SHARDS}: ${tally.requests} requests, ${tally.serverErrors} answered 5xx`,
    );
  });

  describe(`every OpenAPI operation survives malformed input (shard ${shard} of ${SHARDS})`, () => {
    if (shard === 1)
      it('has one test file per shard, so every operation is fuzzed', () => {
        const files = readdirSync(import.meta.dirname).filter((name) => /^shard-\d+\.test\.ts$/.test(name));
        expect(files.sort()).toEqual(
          Array.from({ length: SHARDS }, (_, index) => `shard-${index + 1}.test.ts`),
        );
      });

    it('never answers 5xx, and every error is in the error shape, as a guest and signed in', async () => {
      const { app } = testApp.current;
      const document = (await app.inject({ method: 'GET', url: '/v1/openapi.json' })).json();
      const every = [...operationsOf(document), ...HIDDEN_OPERATIONS].sort((a, b) =>
        `${a.path} ${a.method}`.localeCompare(`${b.path} ${b.method}`),
      );
      expect(every.length).toBeGreaterThan(30);
      const operations = every.filter((_, index) => index % SHARDS === shard - 1);

      const guest = new TestBrowser(app);
      await guest.get('/v1/csrf');
      const player = new TestBrowser(app);
      await player.get('/v1/csrf');
      expect((await player.post('/v1/test/session', {})).statusCode).toBe(201);

      for (const operation of operations) {
        const key = `${operation.method} ${operation.path}`;
        for (const [who, browser] of [
          ['guest', guest],
          ['player', player],
        ] as const) {
          if (who === 'player' && SIGNS_OUT.has(key)) continue;
          let refuted = false;
          await fc
            .assert(
              fc.asyncProperty(requestFor(operation), async (request) => {
                let index = 0;
                let url = operation.path.replace(/\{[^}]+\}/g, () =>
                  encodePathValue(request.pathValues[index++] ?? '', request.rawPath),
                );
                if (request.query.length > 0) {
                  url += `?${request.query.map(([name, value]) => `${encode(name)}=${value.startsWith('%') ? value : encode(value)}`).join('&')}`;
                }
                const headers: Record<string, string> = {};
                if (request.body.payload !== undefined) {
                  headers['content-type'] = request.body.contentType ?? 'application/json';
                }
                if (request.idempotencyKey !== undefined)
                  headers['idempotency-key'] = encode(request.idempotencyKey);
                const response = await browser.request({
                  method: operation.method as 'GET',
                  url,
                  headers,
                  remoteAddress: `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`,
                  ...(request.body.payload === undefined ? {} : { payload: request.body.payload }),
                });
                refuted = !check(tally, `${who} ${operation.method} ${url.slice(0, 200)}`, response);
                return !refuted;
              }),
              { numRuns: RUNS_PER_OPERATION, endOnFailure: true },
            )
            .catch((error: unknown) => {
              // A refuted property is already in the tally; anything else (a thrown request) is a failure too.
              if (!refuted) tally.failures.push(`${who} ${key} threw: ${String(error).slice(0, 1500)}`);
            });
        }
      }

      // The signed-in half really ran signed in.
      expect(
        ((await player.get('/v1/session')).json() as { data: { authenticated: boolean } }).data.authenticated,
      ).toBe(true);
      expect(tally.failures).toEqual([]);
      expect(tally.serverErrors).toBe(0);
      // About 60 operations, most sent by both identities, RUNS_PER_OPERATION times each.
      expect(tally.requests).toBeGreaterThan(1_500 / SHARDS);
    }, 240_000);
  });
}
