import { PAYMENT_ENDPOINTS } from '@kennel/core';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../../platform/db/database.ts';
import { ApiProblem } from '../../../platform/http/api-problem.ts';
import { route } from '../../../platform/http/route.ts';
import type { App } from '../../../platform/http/server.ts';
import type { PlayerLocation } from '../../location/service.ts';
import { isPaymentId } from '../ids.ts';
import type { BankDeposits } from './bank-deposits.ts';
import type { CardDeposits } from './card-deposits.ts';
import { createDepositRepo } from './repo.ts';
import { depositToWire } from './wire.ts';

const { depositByCard, depositByBank, getDeposit, receiveBankNotification } = PAYMENT_ENDPOINTS;

/** Locates the player for a paid action, before its money transaction opens. */
export type LocateForPayment = (request: FastifyRequest, userId: string) => Promise<PlayerLocation>;

export interface DepositRouteOptions {
  db: Database;
  locate: LocateForPayment;
  cardDeposits: CardDeposits;
  bankDeposits: BankDeposits;
}

export function depositRoutes(app: App, { db, locate, cardDeposits, bankDeposits }: DepositRouteOptions) {
  route(app, depositByCard, async ({ request, user, body, run }) => {
    const location = await locate(request, user.id);
    const deposit = await cardDeposits.deposit(user.id, run.key, body, location, (tx, settlement) =>
      settlement.ok
        ? run.save(tx, { data: depositToWire(settlement.deposit) })
        : run.saveProblem(tx, settlement.problem),
    );
    return { data: depositToWire(deposit) };
  });

  route(app, depositByBank, async ({ request, user, body, run }) => {
    const toBody = (started: { depositId: string; authorizationUrl: string }) => ({
      data: { deposit_id: started.depositId, authorization_url: started.authorizationUrl },
    });
    const location = await locate(request, user.id);
    const started = await bankDeposits.start(user.id, run.key, body, location, (tx, value) =>
      run.save(tx, toBody(value)),
    );
    return toBody(started);
  });

  route(app, getDeposit, async ({ user, params }) => {
    const deposit = isPaymentId(params.id)
      ? await createDepositRepo(db).findForUser(user.id, params.id)
      : undefined;
    if (!deposit) throw new ApiProblem('not_found');
    return { data: depositToWire(deposit) };
  });

  // Sent by the bank (the contract is `external`): no session, no CSRF token; the signature is the check.
  route(app, receiveBankNotification, async ({ body }) => {
    await bankDeposits.receiveNotification(body);
    return { data: { received: true as const } };
  });
}
