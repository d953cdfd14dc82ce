import type { FeatureModule } from '../../platform/modules.ts';
import { termsRoutes } from './routes.ts';
import { createTermsService } from './service.ts';

/** The terms a player accepted; the authorisation step checks they are current (currentTermsCheck). */
export const termsModule: FeatureModule = {
  name: 'terms',
  install({ app, db, clock }) {
    termsRoutes(app, { terms: createTermsService({ db, clock }) });
    return undefined;
  },
};
