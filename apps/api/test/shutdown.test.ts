import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './app.ts';

let testApp: TestApp | undefined;

afterAll(async () => {
  await testApp?.database.destroy();
});

function get(agent: http.Agent, port: number, path: string) {
  return new Promise<{ status: number; connection: string | undefined; body: string }>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, agent }, (response) => {
        let body = '';
        response.on('data', (chunk) => {
          body += chunk;
        });
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, body }),
        );
      })
      .on('error', reject);
  });
}

describe('graceful shutdown', () => {
  it('finishes the request in flight, closes its keep-alive connection, and then stops', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let handlerStarted: () => void = () => undefined;
    const started = new Promise<void>((resolve) => {
      handlerStarted = resolve;
    });
    testApp = await createTestApp({
      beforeReady(app) {
        app.get('/v1/test-only/slow', async () => {
          handlerStarted();
          await gate;
          return { data: 'finished' };
        });
      },
    });
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = testApp.app.server.address() as AddressInfo;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

    const inFlight = get(agent, port, '/v1/test-only/slow');
    await started;
    const closed = testApp.app.close();
    // The server stops listening only after the close hooks ran; then let the handler finish.
    while (testApp.app.server.listening) await new Promise((resolve) => setTimeout(resolve, 5));
    release();

    expect(await inFlight).toEqual({ status: 200, connection: 'close', body: '{"data":"finished"}' });
    await expect(closed).resolves.toBeUndefined();
    agent.destroy();
  });
});
