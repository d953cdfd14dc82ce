import { BANK_NOTIFICATION_PATH } from '@kennel/core';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import type { App } from '../../platform/http/server.ts';
import type { Merchants } from './deposits/card-deposits.ts';
import type { PaymentGateway } from './gateway.ts';
import { createSandboxBank } from './sandbox-bank/bank.ts';
import { sandboxBankRoutes } from './sandbox-bank/routes.ts';
import { createSandboxCardProcessor } from './sandbox-processor/processor.ts';
import { sandboxProcessorRoutes } from './sandbox-processor/routes.ts';

export interface SandboxPartnerOptions {
  db: Database;
  clock: Clock;
  merchants: Merchants;
  publicUrl: string;
  bankWebhookSecret: string;
}

/**
 * The sandbox card processor and bank, in this process, behind the same PaymentGateway a real
 * processor and bank implement over HTTP. Mounted only when PAYMENT_SANDBOX is on.
 */
export function createSandboxPartners({
  db,
  clock,
  merchants,
  publicUrl,
  bankWebhookSecret,
}: SandboxPartnerOptions) {
  const processor = createSandboxCardProcessor({
    db,
    clock,
    merchants: { primaryMerchantId: merchants.primary, retryMerchantId: merchants.retry },
  });
  const bank = createSandboxBank({ db, clock, publicUrl, secret: bankWebhookSecret });
  const gateway: PaymentGateway = { card: processor, bank: bank.gateway };
  return { processor, bank, gateway };
}

export type SandboxPartners = ReturnType<typeof createSandboxPartners>;

/** The partners' own pages and endpoints, outside /v1; the bank posts to Kennel's webhook over HTTP. */
export function sandboxPartnerRoutes(
  app: App,
  { partners, clock }: { partners: SandboxPartners; clock: Clock },
) {
  sandboxProcessorRoutes(app, { processor: partners.processor, clock });
  sandboxBankRoutes(app, { bank: partners.bank });
  // Through the full HTTP pipeline, as the real bank's notification would arrive.
  partners.bank.deliverTo(async (notification) => {
    const response = await app.inject({ method: 'POST', url: BANK_NOTIFICATION_PATH, payload: notification });
    return response.statusCode === 200;
  });
}
