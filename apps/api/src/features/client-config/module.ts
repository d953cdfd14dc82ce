import type { FeatureModule } from '../../platform/modules.ts';
import { clientConfigRoutes } from './routes.ts';

/** What the web app reads at start (legal links, whether payments are the sandbox). */
export const clientConfigModule: FeatureModule = {
  name: 'client-config',
  install({ app, config }) {
    clientConfigRoutes(app, { legalLinks: config.legalLinks, paymentSandbox: config.paymentSandbox });
    return undefined;
  },
};
