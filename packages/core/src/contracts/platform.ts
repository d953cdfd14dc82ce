import { z } from 'zod';
import { LEGAL_LINK_KEYS } from '../legal-links.ts';

export const sharedClientConfigQuerySchema = z.object({
  api_version: z.literal('v1').default('v1'),
  client_type: z.literal('web').default('web'),
});

export const sharedClientConfigSchema = z
  .object(
    Object.fromEntries(LEGAL_LINK_KEYS.map((key) => [key, z.string()])) as Record<
      (typeof LEGAL_LINK_KEYS)[number],
      z.ZodString
    >,
  )
  .meta({ id: 'SharedClientConfig' });

/** `GET /v1/shared-client-config`: the seed says its response data holds the legal URLs. */
export const sharedClientConfigResponseSchema = z.object({ data: sharedClientConfigSchema });
export type SharedClientConfigResponse = z.infer<typeof sharedClientConfigResponseSchema>;

export const sessionUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
});

/** `GET /v1/session`: who is signed in, if anyone. */
export const sessionResponseSchema = z
  .object({
    data: z.object({
      authenticated: z.boolean(),
      user: sessionUserSchema.nullable(),
      /**
       * Signed in, but the terms changed since the player last accepted them: the web asks them to
       * accept the current version before anything else, and paid actions are refused until they do.
       */
      terms_acceptance_required: z.boolean().optional(),
    }),
  })
  .meta({ id: 'Session' });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const healthResponseSchema = z.object({ status: z.literal('ok') });
export const readyResponseSchema = z.object({
  status: z.enum(['ready', 'not_ready']),
  checks: z.record(z.string(), z.enum(['ok', 'failing'])),
});

/**
 * The `:id` of every path that names one record (deposit, withdrawal, payment method, session):
 * Kennel's ids are UUIDs, so anything else is refused at the edge with 400, never queried.
 */
export const recordIdParamsSchema = z.object({
  id: z.guid({ error: 'That id is not valid. Refresh the page and try again.' }),
});
