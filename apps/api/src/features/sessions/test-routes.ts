import { randomBytes } from 'node:crypto';
import { type SessionUser, sessionResponseSchema } from '@kennel/core';
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
    /** Lets a journey log in through the real login form later; without it the user has no password. */
    password: z.string().min(1).max(512).optional(),
  })
  // Fastify hands a missing body over as null.
  .nullish();

export interface TestSessionRouteOptions extends SessionRouteOptions {
  /** The accounts feature's test user: created on first use, email already verified. */
  testUser(username: string, password?: string): Promise<SessionUser>;
}

/**
 * Sign-in for tests and e2e journeys that need a user but not the login flow. Registered only when
 * KENNEL_TEST_ROUTES=true (refused in production), so otherwise these paths 404.
 */
export function testSessionRoutes(app: App, { sessions, secureCookies, testUser }: TestSessionRouteOptions) {
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
      const user = await testUser(username, request.body?.password);
      await sessions.endSession(sessionTokenFrom(request));
      const { token } = await sessions.startSession(user.id, {
        ipAddress: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
      });
      setSessionCookie(reply, token, secureCookies);
      reply.rotateCsrfToken();
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
      reply.rotateCsrfToken();
      return SIGNED_OUT;
    },
  );
}
