import swagger from '@fastify/swagger';
import { apiErrorSchema } from '@kennel/core';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { App } from './server.ts';

/** Every API route can answer with the error shape; spread into a route's `response` schema. */
export const errorResponses = { '4xx': apiErrorSchema, '5xx': apiErrorSchema } as const;

/**
 * The OpenAPI document is generated from the zod route schemas, so it cannot drift from what the
 * server validates. Register before any route so every route is seen.
 */
export async function installOpenApi(app: App, { publicUrl }: { publicUrl: string }) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Kennel API',
        version: '1',
        description: 'Fantasy sports, pick’em contests and a sportsbook. Errors use the ApiError shape.',
      },
      servers: [{ url: publicUrl }],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });

  app.get('/v1/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
