import { ApiProblem } from '../../platform/http/api-problem.ts';
import type { PaymentGateway } from './gateway.ts';

function unavailable(): never {
  throw new ApiProblem('service_unavailable');
}

/**
 * The gateway when the sandbox is off and no real processor was handed in: every payment answers
 * 503, so the rest of Kennel runs while payments wait for their partner.
 */
export const unconfiguredGateway: PaymentGateway = {
  card: { name: 'unconfigured', exchangeToken: unavailable, charge: unavailable, payout: unavailable },
  bank: { name: 'unconfigured', createPayment: unavailable, payout: unavailable },
};
