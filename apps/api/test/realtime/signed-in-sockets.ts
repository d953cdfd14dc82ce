import { afterAll } from 'vitest';
import { useTestApp } from '../app.ts';
import { HttpClient, listen } from '../wallet/http-client.ts';
import { type LiveSocket, openLiveSocket } from './live-socket.ts';

/**
 * One app (with its test routes) for the file, and `signedInSocket()`: a new player signed in over
 * HTTP with their live socket open. Every socket is closed after the file's last test.
 */
export function useLiveSockets() {
  const testApp = useTestApp({ settings: { KENNEL_TEST_ROUTES: 'true' } });
  const opened: LiveSocket[] = [];
  afterAll(() => {
    for (const live of opened) live.close();
  });
  async function signedInSocket(): Promise<LiveSocket> {
    const baseUrl = await listen(testApp.current.app);
    const client = new HttpClient(baseUrl);
    await client.signIn();
    const live = await openLiveSocket(baseUrl, client);
    opened.push(live);
    return live;
  }
  return { testApp, signedInSocket };
}
