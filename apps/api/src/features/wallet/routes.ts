import { TRANSACTION_CSV_FILENAME, WALLET_ENDPOINTS } from '@kennel/core';
import { requireUser, signedInUser } from '../../platform/http/auth.ts';
import { errorResponses } from '../../platform/http/openapi.ts';
import type { App } from '../../platform/http/server.ts';
import type { RealtimeHub } from '../../platform/realtime/hub.ts';
import type { HistoryService } from './history/service.ts';
import type { Promotions } from './promotions/service.ts';
import { WALLET_CHANGED, type WalletService } from './service.ts';

const { getWallet, listTransactions, exportTransactions, listPromotions } = WALLET_ENDPOINTS;

export interface WalletRouteOptions {
  wallet: WalletService;
  history: HistoryService;
  promotions: Promotions;
  realtime: RealtimeHub;
}

export function walletRoutes(app: App, { wallet, history, promotions, realtime }: WalletRouteOptions) {
  // The top bar's balance: a snapshot on connect, a fresh one after every committed change.
  realtime.publishSnapshots(WALLET_CHANGED, async (userId) => ({
    type: 'wallet',
    data: await wallet.getWallet(userId),
  }));

  app.get(
    getWallet.path,
    {
      preHandler: requireUser,
      schema: {
        summary: 'Cash, promo credit, cash held for withdrawals, and lifetime deposits, in cents.',
        response: { [getWallet.status]: getWallet.response, ...errorResponses },
      },
    },
    async (request) => ({ data: await wallet.getWallet(signedInUser(request).id) }),
  );

  app.get(
    listTransactions.path,
    {
      preHandler: requireUser,
      schema: {
        summary: 'Every movement of the player’s cash and promo credit, newest first, by type and date.',
        querystring: listTransactions.query,
        response: { [listTransactions.status]: listTransactions.response, ...errorResponses },
      },
    },
    async (request) => history.page(signedInUser(request).id, request.query),
  );

  app.get(
    exportTransactions.path,
    {
      preHandler: requireUser,
      schema: {
        summary: 'The same history as CSV (every matching row).',
        querystring: exportTransactions.query,
        response: { [exportTransactions.status]: exportTransactions.response, ...errorResponses },
      },
    },
    async (request, reply) => {
      const csv = await history.csv(signedInUser(request).id, request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${TRANSACTION_CSV_FILENAME}"`)
        .send(csv);
    },
  );

  app.get(
    listPromotions.path,
    {
      schema: {
        summary: 'Active promotions with their terms.',
        response: { [listPromotions.status]: listPromotions.response, ...errorResponses },
      },
    },
    async () => ({ data: promotions.offers() }),
  );
}
