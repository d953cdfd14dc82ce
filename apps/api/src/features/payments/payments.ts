import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import type { App } from '../../platform/http/server.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import type { Authorization } from '../authorization/service.ts';
import type { LocationService } from '../location/service.ts';
import type { Notices } from '../notifications/port.ts';
import { sessionTokenFrom } from '../sessions/cookie.ts';
import { recordedLocationOf } from '../sessions/service.ts';
import type { Promotions } from '../wallet/promotions/service.ts';
import type { WalletService } from '../wallet/service.ts';
import { createAccountLookup } from './account-lookup.ts';
import { createBankDeposits } from './deposits/bank-deposits.ts';
import { createCardDeposits, type Merchants } from './deposits/card-deposits.ts';
import { createDepositChecks } from './deposits/checks.ts';
import { depositRoutes } from './deposits/routes.ts';
import type { PaymentGateway } from './gateway.ts';
import { paymentMethodRoutes } from './payment-methods/routes.ts';
import { withdrawalRoutes } from './withdrawals/routes.ts';
import { createWithdrawals } from './withdrawals/service.ts';

export interface PaymentsOptions {
  db: Database;
  clock: Clock;
  wallet: WalletService;
  promotions: Promotions;
  /** The player's notices (deposit landed, withdrawal sent). */
  notices: Notices;
  /** The one authorisation step every deposit and withdrawal passes. */
  authorization: Authorization;
  /** The card processor and bank: the sandbox partners, a real processor, or the unconfigured one. */
  gateway: PaymentGateway;
  mailer: Mailer;
  logger: FastifyBaseLogger;
  merchants: Merchants;
  publicUrl: string;
  /** BANK_WEBHOOK_SECRET: shared with the bank, checks every notification. */
  bankWebhookSecret: string;
}

/** Card and bank deposits and withdrawals, over whichever gateway the composition root hands in. */
export function createPayments(options: PaymentsOptions) {
  const { db, clock, wallet, promotions, authorization, gateway, mailer, logger, merchants, publicUrl } =
    options;
  const accounts = createAccountLookup(db);
  const checks = createDepositChecks({ authorization, promotions });
  const cardDeposits = createCardDeposits({
    wallet,
    promotions,
    notices: options.notices,
    processor: gateway.card,
    checks,
    merchants,
    clock,
  });
  const bankDeposits = createBankDeposits({
    wallet,
    promotions,
    notices: options.notices,
    bank: gateway.bank,
    checks,
    publicUrl,
    webhookSecret: options.bankWebhookSecret,
    logger,
  });
  const withdrawals = createWithdrawals({
    wallet,
    notices: options.notices,
    authorization,
    accounts,
    processor: gateway.card,
    bank: gateway.bank,
    mailer,
    merchantId: merchants.primary,
    publicUrl,
    clock,
  });
  return { cardDeposits, bankDeposits, withdrawals };
}

export type Payments = ReturnType<typeof createPayments>;

/** The payment routes (methods, deposits, withdrawals); their contracts name their per-player budgets. */
export function paymentRoutes(
  app: App,
  {
    db,
    clock,
    payments,
    location,
  }: { db: Database; clock: Clock; payments: Payments; location: LocationService },
) {
  const { cardDeposits, bankDeposits, withdrawals } = payments;
  paymentMethodRoutes(app, { db, clock });
  // Each paid action is located afresh, before its money transaction (recorded on the session when it changed).
  const locate = (request: FastifyRequest, userId: string) =>
    location.check(
      { userId, headers: request.headers },
      sessionTokenFrom(request),
      recordedLocationOf(request),
    );
  depositRoutes(app, { db, locate, cardDeposits, bankDeposits });
  withdrawalRoutes(app, { withdrawals });
}
