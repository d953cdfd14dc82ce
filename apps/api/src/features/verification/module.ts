import type { FeatureModule } from '../../platform/modules.ts';
import {
  createSandboxIdentityProvider,
  type IdentityProvider,
  unconfiguredIdentityProvider,
} from './provider.ts';
import { verificationRoutes } from './routes.ts';
import { createVerificationService, type VerificationService } from './service.ts';
import { createSsnDigest } from './ssn-digest.ts';

/** The services this module gives the modules after it. */
export interface VerificationServices {
  verification: VerificationService;
}

declare module '../../platform/modules.ts' {
  interface FeatureServices extends VerificationServices {}
}

/**
 * Identity verification, asked before deposits pass the threshold and before withdrawals. The
 * sandbox provider (core's test data decides) exists only where IDENTITY_SANDBOX is on, never in
 * production; there a KYC vendor's provider checks, and without one nobody is verified (fail closed).
 */
export const verificationModule = (provider: IdentityProvider | undefined): FeatureModule => ({
  name: 'verification',
  install({ app, db, clock, mailer, config, use }) {
    const verification = createVerificationService({
      db,
      clock,
      provider: config.identitySandbox
        ? createSandboxIdentityProvider()
        : (provider ?? unconfiguredIdentityProvider),
      mailer,
      publicUrl: config.publicUrl,
      notices: use('notices'),
      ssnDigest: createSsnDigest(config.taxIdEncryptionKey),
    });
    verificationRoutes(app, { verification });
    return { verification };
  },
});
