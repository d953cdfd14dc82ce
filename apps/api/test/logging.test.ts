import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './app.ts';

const lines: Record<string, unknown>[] = [];
const sink = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split('\n')) if (line.trim()) lines.push(JSON.parse(line));
    done();
  },
});

const testApp = useTestApp({
  logger: pino({ level: 'info' }, sink),
  beforeReady(app) {
    app.get('/v1/test-only/explode', async (request) => {
      request.log.info('about to fail');
      throw new Error('the ledger is on fire');
    });
  },
});

function linesFor(requestId: string) {
  return lines.filter((line) => line.request_id === requestId);
}

describe('request logging', () => {
  it('puts the request id on every line logged for a request', async () => {
    await testApp.current.app.inject({
      method: 'GET',
      url: '/v1/test-only/explode',
      headers: { 'x-request-id': 'log-test-1' },
    });
    const messages = linesFor('log-test-1').map((line) => line.msg);
    expect(messages).toEqual(['about to fail', 'request failed', 'request completed']);
    const completed = linesFor('log-test-1').find((line) => line.msg === 'request completed');
    expect(completed).toMatchObject({
      req: { method: 'GET', url: '/v1/test-only/explode' },
      res: { statusCode: 500 },
    });
    const requestLines = lines.filter(
      (line) => 'req' in line || 'res' in line || line.msg === 'about to fail',
    );
    expect(requestLines.every((line) => typeof line.request_id === 'string')).toBe(true);
  });

  it('logs server errors with their stack, for us only', async () => {
    await testApp.current.app.inject({
      method: 'GET',
      url: '/v1/test-only/explode',
      headers: { 'x-request-id': 'log-test-2' },
    });
    const failure = linesFor('log-test-2').find((line) => line.msg === 'request failed');
    expect(failure?.level).toBe(50);
    expect(failure?.err).toMatchObject({ message: 'the ledger is on fire' });
  });

  it('logs one in a hundred successful quick requests, every failed one', async () => {
    const before = lines.length;
    for (let n = 0; n < 200; n += 1) {
      await testApp.current.app.inject({
        method: 'GET',
        url: '/health',
        headers: { 'x-request-id': `ok-${n}` },
      });
    }
    const completed = lines.slice(before).filter((line) => line.msg === 'request completed');
    expect(completed).toHaveLength(2);
    expect(completed.every((line) => line.sampled === 100)).toBe(true);
    await testApp.current.app.inject({
      method: 'GET',
      url: '/v1/no-such-thing',
      headers: { 'x-request-id': 'nf' },
    });
    expect(linesFor('nf').map((line) => line.msg)).toContain('request completed');
  });

  it('never logs cookies', async () => {
    await testApp.current.app.inject({
      method: 'GET',
      url: '/v1/session',
      headers: { 'x-request-id': 'log-test-3', cookie: 'kennel_session=secret-session-token' },
    });
    expect(JSON.stringify(linesFor('log-test-3'))).not.toContain('secret-session-token');
  });
});
