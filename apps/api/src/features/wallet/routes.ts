import { TRANSACTION_CSV_FILENAME, WALLET_ENDPOINTS } from '@kennel/core';
import { route } from '../../platform/http/route.ts';
import type { App } from '../../platform/http/server.ts';
import type { RealtimeHub } from '../../platform/realtime/hub.ts';
import type { HistoryService } from './history/service.ts';
import type { OwedService } from './owed/service.ts';
import type { Promotions } from './promotions/service.ts';
import { WALLET_CHANGED, type WalletService } from './service.ts';

const { getWallet, getOwed, listTransactions, exportTransactions, listPromotions } = WALLET_ENDPOINTS;

export interface WalletRouteOptions {
  wallet: WalletService;
  history: HistoryService;
  owed: OwedService;
  promotions: Promotions;
  realtime: RealtimeHub;
}

export function walletRoutes(app: App, { wallet, history, owed, promotions, realtime }: WalletRouteOptions) {
  // The top bar's balance: a snapshot on connect, a fresh one after every committed change.
  realtime.publishSnapshots(WALLET_CHANGED, async (userId) => ({
    type: 'wallet',
    data: await wallet.getWallet(userId),
  }));

  route(app, getWallet, async ({ user }) => ({ data: await wallet.getWallet(user.id) }));

  route(app, getOwed, async ({ user }) => ({ data: await owed.of(user.id) }));

  route(app, listTransactions, async ({ user, query }) => history.page(user.id, query));

  route(app, exportTransactions, async ({ reply, user, query }) => {
    reply.header('content-disposition', `attachment; filename="${TRANSACTION_CSV_FILENAME}"`);
    return history.csv(user.id, query);
  });

  route(app, listPromotions, async () => ({ data: promotions.offers() }));
}
