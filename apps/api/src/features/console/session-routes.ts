import { CONSOLE_AUTH_ENDPOINTS, OPERATOR_SESSION_COOKIE, OPERATOR_SESSION_HOURS } from '@kennel/core';
import { cookieName, cookieOptions, readCookie } from '../../platform/http/cookies.ts';
import type { ConsoleRoute } from './console-route.ts';
import { type OperatorAuth, operatorToWire } from './operator-auth.ts';

const { operatorLogin, currentOperator, operatorLogout } = CONSOLE_AUTH_ENDPOINTS;

/** Signing in to the console (password and authenticator code together), who is signed in, signing out. */
export function consoleSessionRoutes(
  consoleRoute: ConsoleRoute,
  { auth, secureCookies }: { auth: OperatorAuth; secureCookies: boolean },
) {
  const name = cookieName(OPERATOR_SESSION_COOKIE, secureCookies);
  // Strict: the console is never reached from another site's link with its session.
  const options = cookieOptions(secureCookies, { sameSite: 'strict', maxAge: OPERATOR_SESSION_HOURS * 3600 });

  // Each audit row is written in the transaction of the session's change (auditIn), never after it.
  consoleRoute(operatorLogin, async ({ request, reply, body, auditIn }) => {
    const { operator, token } = await auth.signIn(
      { ...body, ip: request.ip, userAgent: request.headers['user-agent'] ?? null },
      async (tx, signedIn) => {
        request.operator = signedIn;
        await auditIn(tx);
      },
    );
    request.operator = operator;
    reply.setCookie(name, token, options);
    reply.rotateCsrfToken();
    return { data: operatorToWire(operator) };
  });

  consoleRoute(currentOperator, async ({ operator }) => ({ data: operatorToWire(operator) }));

  consoleRoute(operatorLogout, async ({ request, reply, auditIn }) => {
    await auth.signOut(readCookie(request, OPERATOR_SESSION_COOKIE), auditIn);
    reply.clearCookie(name, options);
    reply.rotateCsrfToken();
  });
}
