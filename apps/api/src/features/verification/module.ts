import type { FeatureModule } from '../../platform/modules.ts';
import { createSandboxIdentityProvider } from './provider.ts';
import { verificationRoutes } from './routes.ts';
import { createVerificationService, type VerificationService } from './service.ts';

/** The services this module gives the modules after it. */
export interface VerificationServices {
  verification: VerificationService;
}

declare module '../../platform/modules.ts' {
  interface FeatureServices extends VerificationServices {}
}

/** Identity verification (the sandbox provider), asked before deposits pass the threshold. */
export const verificationModule: FeatureModule = {
  name: 'verification',
  install({ app, db, clock, mailer, config }) {
    const verification = createVerificationService({
      db,
      clock,
      provider: createSandboxIdentityProvider(),
      mailer,
      publicUrl: config.publicUrl,
    });
    verificationRoutes(app, { verification });
    return { verification };
  },
};
