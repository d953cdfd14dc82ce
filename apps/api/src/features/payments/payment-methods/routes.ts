import { PAYMENT_ENDPOINTS } from '@kennel/core';
import { z } from 'zod';
import type { Clock } from '../../../platform/clock.ts';
import type { Database } from '../../../platform/db/database.ts';
import { ApiProblem } from '../../../platform/http/api-problem.ts';
import { requireUser, signedInUser } from '../../../platform/http/auth.ts';
import { errorResponses } from '../../../platform/http/openapi.ts';
import { perUserRateLimit } from '../../../platform/http/rate-limit.ts';
import type { App } from '../../../platform/http/server.ts';
import { createPaymentMethodRepo } from './repo.ts';
import { paymentMethodToWire } from './wire.ts';

const { listPaymentMethods, listPayoutMethods, removePaymentMethod } = PAYMENT_ENDPOINTS;

export function paymentMethodRoutes(
  app: App,
  { db, clock, perUserPerMinute }: { db: Database; clock: Clock; perUserPerMinute: number },
) {
  const repo = createPaymentMethodRepo(db);
  const signedInAndLimited = [requireUser, perUserRateLimit(perUserPerMinute)];

  app.get(
    listPaymentMethods.path,
    {
      preHandler: signedInAndLimited,
      schema: {
        summary: "The player's saved cards, oldest first, with brand and last four.",
        response: { [listPaymentMethods.status]: listPaymentMethods.response, ...errorResponses },
      },
    },
    async (request) => ({ data: (await repo.listSaved(signedInUser(request).id)).map(paymentMethodToWire) }),
  );

  app.get(
    listPayoutMethods.path,
    {
      preHandler: signedInAndLimited,
      schema: {
        summary:
          'Where withdrawals may go: the cards and bank accounts a deposit succeeded through, oldest first.',
        response: { [listPayoutMethods.status]: listPayoutMethods.response, ...errorResponses },
      },
    },
    async (request) => ({
      data: (await repo.listPayoutMethods(signedInUser(request).id)).map(paymentMethodToWire),
    }),
  );

  app.delete(
    removePaymentMethod.path,
    {
      preHandler: signedInAndLimited,
      schema: {
        summary: 'Stops offering a saved card; past deposits and withdrawals keep pointing at it.',
        params: removePaymentMethod.params,
        response: { [removePaymentMethod.status]: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const removed = await repo.remove(signedInUser(request).id, request.params.id, clock());
      if (!removed) throw new ApiProblem('payment_method_not_found');
      return reply.code(removePaymentMethod.status).send(null);
    },
  );
}
