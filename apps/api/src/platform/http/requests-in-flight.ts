import { requestEnded, serveRequest } from '../db/background.ts';
import type { App } from './server.ts';

/**
 * Tells the database layer which requests are being served (db/background.ts: background
 * transactions on the embedded database wait for them, except for the request that started them).
 * The rest of a request's hooks and its handler run in its context. A WebSocket's upgrade is not
 * counted: its socket outlives the request. Ended by whichever comes first of the response, an
 * abort and the connection's close.
 */
export function trackRequestsInFlight(app: App) {
  app.addHook('onRequest', (request, reply, done) => {
    if (request.headers.upgrade !== undefined) return done();
    reply.raw.once('close', () => requestEnded(request));
    serveRequest(request, done);
  });
  app.addHook('onResponse', async (request) => {
    requestEnded(request);
  });
  app.addHook('onRequestAbort', async (request) => {
    requestEnded(request);
  });
}
