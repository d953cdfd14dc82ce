import { servesOverHttps } from '../../platform/config.ts';
import { installAuth } from '../../platform/http/auth.ts';
import type { FeatureModule } from '../../platform/modules.ts';
import { sessionTokenFrom } from './cookie.ts';
import { sessionRoutes } from './routes.ts';
import { createSessionService, type SessionService } from './service.ts';

/** The services this module gives the modules after it. */
export interface SessionsServices {
  sessions: SessionService;
}

declare module '../../platform/modules.ts' {
  interface FeatureServices extends SessionsServices {}
}

/** Sessions: who a request is (the auth hook every route reads), sign-in cookies. */
export const sessionsModule: FeatureModule = {
  name: 'sessions',
  install({ app, db, clock, config }) {
    const sessions = createSessionService({ db, clock });
    installAuth(app, (request) => sessions.userForRequest(request, sessionTokenFrom(request)));
    sessionRoutes(app, { sessions, secureCookies: servesOverHttps(config) });
    return { sessions };
  },
};
