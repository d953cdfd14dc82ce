import type { FeatureModule } from '../../platform/modules.ts';
import { clientConfigRoutes } from './routes.ts';

/** What the web app reads at start: the legal document links. */
export const clientConfigModule: FeatureModule = {
  name: 'client-config',
  install({ app, config }) {
    clientConfigRoutes(app, { legalLinks: config.legalLinks });
    return undefined;
  },
};
