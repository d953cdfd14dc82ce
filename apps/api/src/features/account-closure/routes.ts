import { ACCOUNT_CLOSURE_ENDPOINTS } from '@kennel/core';
import { route } from '../../platform/http/route.ts';
import type { App } from '../../platform/http/server.ts';
import { clearSessionCookie } from '../sessions/cookie.ts';
import type { AccountClosureService } from './service.ts';

const { getAccountClosure, closeAccount } = ACCOUNT_CLOSURE_ENDPOINTS;

export function accountClosureRoutes(
  app: App,
  { accountClosure, secureCookies }: { accountClosure: AccountClosureService; secureCookies: boolean },
) {
  route(app, getAccountClosure, async ({ user }) => ({ data: await accountClosure.overview(user.id) }));

  route(app, closeAccount, async ({ user, body, reply }) => {
    const closed = await accountClosure.close(user.id, {
      password: body.password,
      reason: body.reason,
      reasonText: body.reason_text,
    });
    // Every session ended with the close, this one too: the browser drops its cookie.
    clearSessionCookie(reply, secureCookies);
    return { data: closed };
  });
}
