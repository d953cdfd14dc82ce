import { processorClearingAccount, userCashAccount } from '@kennel/core';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../app.ts';
import { HttpClient, listen } from '../wallet/http-client.ts';
import { type LiveMessage, type LiveSocket, openLiveSocket } from './live-socket.ts';

// A tab that connects gets the player's snapshots; the player's tabs already open have them and
// are not sent them again (ten tabs opening would otherwise send each tab up to ten copies).
const testApp = useTestApp({ settings: { KENNEL_TEST_ROUTES: 'true' } });
const opened: LiveSocket[] = [];
afterAll(() => {
  for (const live of opened) live.close();
});

const isWallet = (message: LiveMessage) => message.type === 'wallet';
const cashOf = (message: LiveMessage) => (message.data as { cash_cents: number }).cash_cents;
const walletsCash = (live: LiveSocket) => live.received.filter(isWallet).map(cashOf);

describe('snapshots on connect', () => {
  it('go to the tab that connected, not again to the player’s other tabs', async () => {
    const baseUrl = await listen(testApp.current.app);
    const client = new HttpClient(baseUrl);
    const player = await client.signIn();
    const tab = async () => {
      const live = await openLiveSocket(baseUrl, client);
      opened.push(live);
      await live.next(isWallet);
      return live;
    };
    const first = await tab();
    const more = await Promise.all([tab(), tab(), tab()]);

    // A deposit's push reaches every tab after whatever was pushed before it (one push at a time per player).
    await testApp.current.app.walletModule.wallet.transfer({
      key: `connect-snapshots:${player.id}`,
      kind: 'deposit',
      debit: processorClearingAccount('sandbox_card'),
      credit: userCashAccount(player.id),
      amountCents: 500,
      description: 'Deposit',
    });
    for (const live of [first, ...more])
      await live.next((message) => isWallet(message) && cashOf(message) === 500);
    for (const live of [first, ...more]) expect(walletsCash(live)).toEqual([0, 500]);
  });
});
