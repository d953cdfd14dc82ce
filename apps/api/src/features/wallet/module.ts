import type { FeatureModule } from '../../platform/modules.ts';
import { createHistoryService, type HistoryService } from './history/service.ts';
import { createOwedService, type OwedService } from './owed/service.ts';
import { owedTestRoutes } from './owed/test-routes.ts';
import { createPromotions, type Promotions } from './promotions/service.ts';
import { walletRoutes } from './routes.ts';
import { createWalletService, type WalletService } from './service.ts';

/** The services this module gives the modules after it. */
export interface WalletServices {
  wallet: WalletService;
  /** Promotions paid into promo credit (deposit matches, referral bonuses, expiry). */
  promotions: Promotions;
  /** A player's money history, as the wallet's pages read it (the console reads it for any player). */
  walletHistory: HistoryService;
  /** What a player owes of corrected payments (their wallet; the console reads it for any player). */
  walletOwed: OwedService;
}

declare module '../../platform/modules.ts' {
  interface FeatureServices extends WalletServices {}
}

/** The wallet: the one door for money (stakes, cashier), the player's balances and history. */
export const walletModule: FeatureModule = {
  name: 'wallet',
  install({ app, db, clock, bus, realtime, config, use }) {
    const wallet = createWalletService({
      db,
      clock,
      bus,
      onPublishError: (error) => app.log.error({ err: error }, 'wallet change not published'),
    });
    const promotions = createPromotions({ wallet, clock, promoCodes: use('promoCodes') });
    const walletHistory = createHistoryService({ db });
    const walletOwed = createOwedService({ db });
    walletRoutes(app, { wallet, history: walletHistory, owed: walletOwed, promotions, realtime });
    if (config.testRoutes) owedTestRoutes(app, { wallet });
    return { wallet, promotions, walletHistory, walletOwed };
  },
};
