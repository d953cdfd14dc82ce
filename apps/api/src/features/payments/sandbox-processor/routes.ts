import { PROCESSOR_TOKENIZE_PATH, tokenizeRequestSchema, tokenizeResponseSchema } from '@kennel/core';
import type { Clock } from '../../../platform/clock.ts';
import { ApiProblem } from '../../../platform/http/api-problem.ts';
import { requireUser, signedInUser } from '../../../platform/http/auth.ts';
import { errorResponses } from '../../../platform/http/openapi.ts';
import { stricterRateLimit } from '../../../platform/http/rate-limit.ts';
import type { App } from '../../../platform/http/server.ts';
import type { SandboxCardProcessor } from './processor.ts';

const REDACTED = () => '[redacted]';

/** Card field problems by field name, worded for the card form. */
function cardFieldProblems(issues: readonly { path: PropertyKey[]; message: string }[]) {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[issue.path.map(String).join('.') || 'card'] ??= issue.message;
  return fields;
}

/**
 * The sandbox processor's tokenize endpoint, served outside /v1 as a third party's would be: the
 * browser posts the card here and gets a token back. It is not Kennel's API, so no CSRF token and
 * its own rate limit. The token is made for the signed-in player only (a real processor binds it to
 * the merchant's customer through a client token); the sandbox reads the session for that. Nothing
 * on this route may log the request body.
 */
export function sandboxProcessorRoutes(
  app: App,
  { processor, clock }: { processor: SandboxCardProcessor; clock: Clock },
) {
  app.post(
    PROCESSOR_TOKENIZE_PATH,
    {
      preHandler: requireUser,
      config: { csrf: false, ...stricterRateLimit(30) },
      logSerializers: { body: REDACTED, number: REDACTED, cvc: REDACTED },
      schema: {
        hide: true,
        response: { 200: tokenizeResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      // A token is a credential for the card: never kept by a browser cache or a proxy.
      reply.header('cache-control', 'no-store');
      const today = clock().toISOString().slice(0, 10);
      const parsed = tokenizeRequestSchema(today).safeParse(request.body);
      if (!parsed.success)
        throw new ApiProblem('card_invalid', { fields: cardFieldProblems(parsed.error.issues) });
      const card = parsed.data;
      return processor.tokenize(
        { number: card.number, expMonth: card.exp_month, expYear: card.exp_year },
        signedInUser(request).id,
      );
    },
  );
}
