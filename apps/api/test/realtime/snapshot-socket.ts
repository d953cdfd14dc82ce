import type { HttpClient } from '../wallet/http-client.ts';
import { openLiveSocket } from './live-socket.ts';

/**
 * A signed-in player's live socket read for one per-player snapshot `type` (parsed to its data):
 * `next` answers the first such snapshot, received or still to come, that shows what the test expects.
 */
export async function openSnapshotSocket<Data>(
  baseUrl: string,
  client: HttpClient,
  type: string,
  dataOf: (message: unknown) => Data,
) {
  const live = await openLiveSocket(baseUrl, client);
  return {
    socket: live.socket,
    async next(accept: (data: Data) => boolean): Promise<Data> {
      const message = await live.next((message) => message.type === type && accept(dataOf(message)));
      return dataOf(message);
    },
  };
}
