import { servesOverHttps } from '../../platform/config.ts';
import type { FeatureModule } from '../../platform/modules.ts';
import { responsibleGamingRoutes } from './routes.ts';
import { createResponsibleGamingService, type ResponsibleGamingService } from './service.ts';

/** The services this module gives the modules after it. */
export interface ResponsibleGamingServices {
  responsibleGaming: ResponsibleGamingService;
}

declare module '../../platform/modules.ts' {
  interface FeatureServices extends ResponsibleGamingServices {}
}

/**
 * Limits, time-outs and self-exclusion. The games add their refunds of entries not yet started
 * (ExclusionRefund) as they are installed.
 */
export const responsibleGamingModule: FeatureModule = {
  name: 'responsible-gaming',
  install({ app, clock, config, jobs, use }) {
    const accounts = use('accounts');
    const sessions = use('sessions');
    const responsibleGaming = createResponsibleGamingService({
      wallet: use('wallet'),
      clock,
      passwordMatches: (userId, password) => accounts.passwordMatches(userId, password),
      endAllSessions: (userId, tx) => sessions.endAllSessions(userId, tx),
      exclusionRefunds: [],
      notices: use('notices'),
      jobs,
    });
    responsibleGamingRoutes(app, { responsibleGaming, secureCookies: servesOverHttps(config) });
    return { responsibleGaming };
  },
};
