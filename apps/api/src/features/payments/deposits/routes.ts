import { PAYMENT_ENDPOINTS } from '@kennel/core';
import type { Database } from '../../../platform/db/database.ts';
import { ApiProblem } from '../../../platform/http/api-problem.ts';
import { requireUser, signedInUser } from '../../../platform/http/auth.ts';
import { type Idempotency, problemResponse } from '../../../platform/http/idempotency.ts';
import { errorResponses } from '../../../platform/http/openapi.ts';
import { perUserRateLimit, stricterRateLimit } from '../../../platform/http/rate-limit.ts';
import type { App } from '../../../platform/http/server.ts';
import { isPaymentId } from '../ids.ts';
import type { BankDeposits } from './bank-deposits.ts';
import type { CardDeposits } from './card-deposits.ts';
import { createDepositRepo } from './repo.ts';
import { depositToWire } from './wire.ts';

const { depositByCard, depositByBank, getDeposit, receiveBankNotification } = PAYMENT_ENDPOINTS;

/** Deposits a player may start per minute; each one reaches a processor or a bank. */
const DEPOSITS_PER_MINUTE = 20;

export interface DepositRouteOptions {
  db: Database;
  idempotency: Idempotency;
  cardDeposits: CardDeposits;
  bankDeposits: BankDeposits;
  /** Deposits one player may start per minute, whatever their address. */
  perUserPerMinute: number;
}

export function depositRoutes(
  app: App,
  { db, idempotency, cardDeposits, bankDeposits, perUserPerMinute }: DepositRouteOptions,
) {
  const signedInAndLimited = [requireUser, perUserRateLimit(perUserPerMinute)];
  app.post(
    depositByCard.path,
    {
      preHandler: signedInAndLimited,
      config: stricterRateLimit(DEPOSITS_PER_MINUTE),
      schema: {
        summary:
          'Charges a card token or saved card. Needs an Idempotency-Key header. A failure names failed_deposit_id, payment_method_id and, when another merchant may work, retry_merchant_id.',
        body: depositByCard.body,
        response: { [depositByCard.status]: depositByCard.response, ...errorResponses },
      },
    },
    async (request, reply) =>
      idempotency.run(request, reply, async (run) => {
        const deposit = await cardDeposits.deposit(
          signedInUser(request).id,
          run.key,
          request.body,
          (tx, settlement) =>
            run.saveResponse(
              tx,
              settlement.ok
                ? { status: depositByCard.status, body: { data: depositToWire(settlement.deposit) } }
                : problemResponse(settlement.problem, request),
            ),
        );
        return { status: depositByCard.status, body: { data: depositToWire(deposit) } };
      }),
  );

  app.post(
    depositByBank.path,
    {
      preHandler: signedInAndLimited,
      config: stricterRateLimit(DEPOSITS_PER_MINUTE),
      schema: {
        summary:
          'Starts an online-banking deposit; send the player to authorization_url to approve it at their bank. Needs an Idempotency-Key header.',
        body: depositByBank.body,
        response: { [depositByBank.status]: depositByBank.response, ...errorResponses },
      },
    },
    async (request, reply) =>
      idempotency.run(request, reply, async (run) => {
        const toBody = (started: { depositId: string; authorizationUrl: string }) => ({
          data: { deposit_id: started.depositId, authorization_url: started.authorizationUrl },
        });
        const started = await bankDeposits.start(
          signedInUser(request).id,
          run.key,
          request.body,
          (tx, value) => run.saveResponse(tx, { status: depositByBank.status, body: toBody(value) }),
        );
        return { status: depositByBank.status, body: toBody(started) };
      }),
  );

  app.get(
    getDeposit.path,
    {
      preHandler: requireUser,
      schema: {
        summary: 'One of the player’s deposits; the online-banking loading page polls it.',
        params: getDeposit.params,
        response: { [getDeposit.status]: getDeposit.response, ...errorResponses },
      },
    },
    async (request) => {
      const deposit = isPaymentId(request.params.id)
        ? await createDepositRepo(db).findForUser(signedInUser(request).id, request.params.id)
        : undefined;
      if (!deposit) throw new ApiProblem('not_found');
      return { data: depositToWire(deposit) };
    },
  );

  app.post(
    receiveBankNotification.path,
    {
      // Sent by the bank: no session, no CSRF token; the signature is the check.
      config: { csrf: false },
      schema: {
        summary: 'The bank’s signed notification of a deposit’s result; idempotent by event_id.',
        body: receiveBankNotification.body,
        response: { [receiveBankNotification.status]: receiveBankNotification.response, ...errorResponses },
      },
    },
    async (request) => {
      await bankDeposits.receiveNotification(request.body);
      return { data: { received: true as const } };
    },
  );
}
