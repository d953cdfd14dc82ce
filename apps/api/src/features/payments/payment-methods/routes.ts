import { PAYMENT_ENDPOINTS } from '@kennel/core';
import type { Clock } from '../../../platform/clock.ts';
import type { Database } from '../../../platform/db/database.ts';
import { ApiProblem } from '../../../platform/http/api-problem.ts';
import { route } from '../../../platform/http/route.ts';
import type { App } from '../../../platform/http/server.ts';
import { createPaymentMethodRepo } from './repo.ts';
import { paymentMethodToWire } from './wire.ts';

const { listPaymentMethods, listPayoutMethods, removePaymentMethod } = PAYMENT_ENDPOINTS;

export function paymentMethodRoutes(app: App, { db, clock }: { db: Database; clock: Clock }) {
  const repo = createPaymentMethodRepo(db);

  route(app, listPaymentMethods, async ({ user }) => ({
    data: (await repo.listSaved(user.id)).map(paymentMethodToWire),
  }));

  route(app, listPayoutMethods, async ({ user }) => ({
    data: (await repo.listPayoutMethods(user.id)).map(paymentMethodToWire),
  }));

  route(app, removePaymentMethod, async ({ user, params }) => {
    if (!(await repo.remove(user.id, params.id, clock()))) throw new ApiProblem('payment_method_not_found');
  });
}
