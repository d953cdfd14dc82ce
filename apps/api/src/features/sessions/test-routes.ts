import { randomBytes } from 'node:crypto';
import { sessionResponseSchema } from '@kennel/core';
import { z } from 'zod';
import { errorResponses } from '../../platform/http/openapi.ts';
import type { App } from '../../platform/http/server.ts';
import { clearSessionCookie, sessionTokenFrom, setSessionCookie } from './cookie.ts';
import { type SessionRouteOptions, SIGNED_OUT } from './routes.ts';

const testSessionBodySchema = z
  .object({
    username: z
      .string()
      .regex(/^[A-Za-z0-9_]{3,24}$/, 'Use 3 to 24 letters, digits or underscores.')
      .optional(),
  })
  // Fastify hands a missing body over as null.
  .nullish();

/**
 * Sign-in for tests and e2e journeys until accounts exist. Registered only when
 * KENNEL_TEST_ROUTES=true (refused in production), so otherwise these paths 404.
 */
export function testSessionRoutes(app: App, { sessions, secureCookies }: SessionRouteOptions) {
  app.post(
    '/v1/test/session',
    {
      schema: {
        summary: 'TEST ONLY: signs in as the named user, creating it on first use.',
        body: testSessionBodySchema,
        response: { 201: sessionResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const username = request.body?.username ?? `tester_${randomBytes(6).toString('hex')}`;
      const user = await sessions.testUser(username);
      await sessions.endSession(sessionTokenFrom(request));
      const { token } = await sessions.startSession(user.id);
      setSessionCookie(reply, token, secureCookies);
      return reply.code(201).send({ data: { authenticated: true, user } });
    },
  );

  app.post(
    '/v1/test/session/end',
    {
      schema: {
        summary: 'TEST ONLY: signs this browser out.',
        response: { 200: sessionResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      await sessions.endSession(sessionTokenFrom(request));
      clearSessionCookie(reply, secureCookies);
      return SIGNED_OUT;
    },
  );
}
