import { RESPONSIBLE_GAMING_ENDPOINTS } from '@kennel/core';
import { route } from '../../platform/http/route.ts';
import type { App } from '../../platform/http/server.ts';
import { clearSessionCookie } from '../sessions/cookie.ts';
import type { ResponsibleGamingService } from './service.ts';

const {
  getResponsibleGaming,
  setLimit,
  confirmLimitChange,
  cancelLimitChange,
  startTimeOut,
  startSelfExclusion,
} = RESPONSIBLE_GAMING_ENDPOINTS;

export function responsibleGamingRoutes(
  app: App,
  {
    responsibleGaming,
    secureCookies,
  }: { responsibleGaming: ResponsibleGamingService; secureCookies: boolean },
) {
  route(app, getResponsibleGaming, async ({ user }) => ({
    data: await responsibleGaming.overview(user.id),
  }));

  route(app, setLimit, async ({ user, params, body }) => ({
    data: await responsibleGaming.setLimit(user.id, params.type, body.amount_cents),
  }));

  route(app, confirmLimitChange, async ({ user, params }) => ({
    data: await responsibleGaming.confirmLimitChange(user.id, params.type),
  }));

  route(app, cancelLimitChange, async ({ user, params }) => ({
    data: await responsibleGaming.cancelLimitChange(user.id, params.type),
  }));

  route(app, startTimeOut, async ({ user, body }) => ({
    data: await responsibleGaming.startTimeOut(user.id, body.duration),
  }));

  route(app, startSelfExclusion, async ({ user, body, reply }) => {
    const restriction = await responsibleGaming.startSelfExclusion(user.id, body.duration, body.password);
    // Every session ended with the exclusion, this one too: the browser drops its cookie.
    clearSessionCookie(reply, secureCookies);
    return { data: restriction };
  });
}
