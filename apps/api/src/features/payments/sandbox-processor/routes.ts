import { PARTNER_ENDPOINTS, TEST_CARDS, tokenizeRequestSchema } from '@kennel/core';
import type { Clock } from '../../../platform/clock.ts';
import { ApiProblem } from '../../../platform/http/api-problem.ts';
import { route } from '../../../platform/http/route.ts';
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
 * The sandbox processor's tokenize endpoint (core's PARTNER_ENDPOINTS), served outside /v1 as a
 * third party's would be: the browser posts the card here and gets a token back. It is not
 * Kennel's API, so no CSRF token and its own rate limit. The token is made for the signed-in player
 * only (a real processor binds it to the merchant's customer through a client token); the sandbox
 * reads the session for that. Nothing on this route may log the request body.
 */
export function sandboxProcessorRoutes(
  app: App,
  { processor, clock }: { processor: SandboxCardProcessor; clock: Clock },
) {
  route(app, PARTNER_ENDPOINTS.listSandboxTestCards, async () => ({
    cards: TEST_CARDS.map(({ number, brand, description }) => ({ number, brand, description })),
  }));
  route(
    app,
    PARTNER_ENDPOINTS.tokenizeCard,
    async ({ request, reply, user }) => {
      // A token is a credential for the card: never kept by a browser cache or a proxy.
      reply.header('cache-control', 'no-store');
      const today = clock().toISOString().slice(0, 10);
      const parsed = tokenizeRequestSchema(today).safeParse(request.body);
      if (!parsed.success)
        throw new ApiProblem('card_invalid', { fields: cardFieldProblems(parsed.error.issues) });
      const card = parsed.data;
      return processor.tokenize(
        { number: card.number, expMonth: card.exp_month, expYear: card.exp_year },
        user.id,
      );
    },
    { logSerializers: { body: REDACTED, number: REDACTED, cvc: REDACTED } },
  );
}
