import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import type { App } from '../../platform/http/server.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import type { VerificationService } from '../verification/service.ts';
import type { Promotions } from '../wallet/promotions/service.ts';
import type { WalletService } from '../wallet/service.ts';
import { createAccountLookup } from './account-lookup.ts';
import { createBankDeposits } from './deposits/bank-deposits.ts';
import { createCardDeposits, type Merchants } from './deposits/card-deposits.ts';
import { createDepositChecks, type DepositGuard } from './deposits/checks.ts';
import { depositRoutes } from './deposits/routes.ts';
import type { PaymentGateway } from './gateway.ts';
import { paymentMethodRoutes } from './payment-methods/routes.ts';
import { withdrawalRoutes } from './withdrawals/routes.ts';
import { createWithdrawals, type WithdrawalGuard } from './withdrawals/service.ts';

export interface PaymentsOptions {
  db: Database;
  clock: Clock;
  wallet: WalletService;
  promotions: Promotions;
  verification: VerificationService;
  /** The card processor and bank: the sandbox partners, a real processor, or the unconfigured one. */
  gateway: PaymentGateway;
  mailer: Mailer;
  logger: FastifyBaseLogger;
  merchants: Merchants;
  publicUrl: string;
  /** BANK_WEBHOOK_SECRET: shared with the bank, checks every notification. */
  bankWebhookSecret: string;
  /** Further rules of the deposit's authorisation step (responsible-gaming limits and restrictions). */
  depositGuards?: readonly DepositGuard[];
  /** Rules other features add to every withdrawal, run inside its transaction (the tax form check). */
  withdrawalGuards?: readonly WithdrawalGuard[];
}

/** Card and bank deposits and withdrawals, over whichever gateway the composition root hands in. */
export function createPayments(options: PaymentsOptions) {
  const { db, clock, wallet, promotions, verification, gateway, mailer, logger, merchants, publicUrl } =
    options;
  const accounts = createAccountLookup(db);
  const checks = createDepositChecks({
    db,
    accounts,
    verification,
    promotions,
    guards: options.depositGuards ?? [],
  });
  const cardDeposits = createCardDeposits({
    wallet,
    promotions,
    processor: gateway.card,
    checks,
    merchants,
    clock,
  });
  const bankDeposits = createBankDeposits({
    wallet,
    promotions,
    bank: gateway.bank,
    checks,
    publicUrl,
    webhookSecret: options.bankWebhookSecret,
    logger,
  });
  const withdrawals = createWithdrawals({
    wallet,
    verification,
    accounts,
    processor: gateway.card,
    bank: gateway.bank,
    mailer,
    merchantId: merchants.primary,
    publicUrl,
    clock,
    guards: options.withdrawalGuards ?? [],
  });
  return { cardDeposits, bankDeposits, withdrawals };
}

export type Payments = ReturnType<typeof createPayments>;

/** The payment routes (methods, deposits, withdrawals); their contracts name their per-player budgets. */
export function paymentRoutes(
  app: App,
  { db, clock, payments }: { db: Database; clock: Clock; payments: Payments },
) {
  const { cardDeposits, bankDeposits, withdrawals } = payments;
  paymentMethodRoutes(app, { db, clock });
  depositRoutes(app, { db, cardDeposits, bankDeposits });
  withdrawalRoutes(app, { withdrawals });
}
