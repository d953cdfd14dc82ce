import type { FeatureModule } from '../../platform/modules.ts';
import { taxRoutes } from './routes.ts';
import { createTaxService, type TaxService } from './service.ts';
import { createTinCipher } from './tin-cipher.ts';

/** The services this module gives the modules after it. */
export interface TaxServices {
  tax: TaxService;
}

declare module '../../platform/modules.ts' {
  interface FeatureServices extends TaxServices {}
}

/** W-9s and 1099s: net winnings from the wallet's counts; withdrawals need a form past the threshold. */
export const taxModule: FeatureModule = {
  name: 'tax',
  install({ app, db, clock, config, use }) {
    const tax = createTaxService({
      db,
      clock,
      cipher: createTinCipher(config.taxIdEncryptionKey),
      payer: { name: 'Kennel', ...config.taxPayer },
      counts: use('wallet').counts,
    });
    taxRoutes(app, { tax });
    return { tax };
  },
};
