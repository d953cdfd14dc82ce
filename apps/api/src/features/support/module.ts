import type { FeatureModule } from '../../platform/modules.ts';
import { supportRoutes } from './routes.ts';
import { createSupportDesk, type SupportDesk } from './service.ts';

/** The services this module gives the modules after it. */
export interface SupportServices {
  /** The inbox the operator console answers from. */
  supportDesk: SupportDesk;
}

declare module '../../platform/modules.ts' {
  interface FeatureServices extends SupportServices {}
}

/** The support chat's inbox: players' and visitors' messages stored, answered from the console. */
export const supportModule: FeatureModule = {
  name: 'support',
  install({ app, db, clock, bus, mailer, realtime, config, use }) {
    const supportDesk = createSupportDesk({
      db,
      clock,
      bus,
      mailer,
      notices: use('notices'),
      publicUrl: config.publicUrl,
    });
    supportRoutes(app, { desk: supportDesk, realtime });
    return { supportDesk };
  },
};
