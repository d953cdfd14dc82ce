import type { CardDepositRequest, ClientError, Deposit, TokenizeResponse } from '@kennel/core';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { isApiRequestError, useHttpClient } from '../../../shared/api/index.ts';
import { useWebConfig } from '../../../shared/config/index.ts';
import { isRetryableWithSameKey, useAttemptKeys } from '../api/attempt-keys.ts';
import { tokenizeCard } from '../api/processor.ts';
import { depositByBank, depositByCard, invalidateMoney } from '../api/wallet-api.ts';
import {
  type CardFieldErrors,
  type CardFields,
  checkCardFields,
  localToday,
  processorFieldErrors,
} from './card-fields.ts';

export type DepositFailure = {
  error: ClientError;
  /** Sending the same request again is safe and may work (no answer, or a server error). */
  sameAgain: boolean;
  /** What the "Try again" with the other merchant needs, from the failed deposit's answer. */
  retry: { merchantId: string; paymentMethodId: string } | null;
};

export type CardPayment =
  | { kind: 'saved'; paymentMethodId: string }
  | { kind: 'new'; fields: CardFields; save: boolean };

export interface DepositFlowEvents {
  onDeposited: (deposit: Deposit) => void;
  /** Online banking: the bank's page takes over. */
  onLeaveForBank: (authorizationUrl: string) => void;
}

function asClientError(error: unknown): ClientError {
  if (isApiRequestError(error)) return error.clientError;
  return { message: error instanceof Error ? error.message : 'Unknown error' };
}

/**
 * The deposit's requests: the card goes to the processor for a token, the token (or a saved card) to
 * Kennel with an Idempotency-Key per attempt. The token is kept while the card fields stay the same,
 * so "Try again" after a lost answer sends the very same request, under the same key.
 */
export function useDepositFlow(events: DepositFlowEvents) {
  const http = useHttpClient();
  const config = useWebConfig();
  const queryClient = useQueryClient();
  const keys = useAttemptKeys();
  const token = useRef<{ fields: string; token: TokenizeResponse } | null>(null);
  const lastRequest = useRef<CardDepositRequest | null>(null);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<DepositFailure | null>(null);
  const [cardErrors, setCardErrors] = useState<CardFieldErrors>({});

  async function send(request: () => Promise<void>) {
    setPending(true);
    setFailure(null);
    try {
      await request();
    } finally {
      setPending(false);
    }
  }

  function fail(error: unknown, failedRequest: CardDepositRequest | null) {
    const sameAgain = isRetryableWithSameKey(error);
    if (!sameAgain) keys.settle();
    const clientError = asClientError(error);
    const paymentMethodId = clientError.paymentMethodId ?? failedRequest?.payment_method_id;
    const retry =
      clientError.retryMerchantId && paymentMethodId
        ? { merchantId: clientError.retryMerchantId, paymentMethodId }
        : null;
    setFailure({ error: clientError, sameAgain, retry });
  }

  async function charge(request: CardDepositRequest) {
    lastRequest.current = request;
    try {
      const deposit = await depositByCard(http, request, keys.keyFor(request));
      keys.settle();
      void invalidateMoney(queryClient);
      events.onDeposited(deposit);
    } catch (error) {
      // An expired token cannot be charged again: the next attempt tokenizes the card afresh.
      if (isApiRequestError(error) && error.clientError.fields?.payment_token) token.current = null;
      fail(error, request);
      // A failed charge may still have saved the card; the list should show it next time.
      void invalidateMoney(queryClient);
    }
  }

  async function tokenFor(fields: CardFields): Promise<TokenizeResponse | null> {
    const fingerprint = JSON.stringify(fields);
    if (token.current?.fields === fingerprint) return token.current.token;
    const checked = checkCardFields(fields, localToday());
    if (!checked.ok) {
      setCardErrors(checked.errors);
      return null;
    }
    try {
      const tokenized = await tokenizeCard(checked.card, { baseUrl: config.apiBaseUrl });
      token.current = { fields: fingerprint, token: tokenized };
      return tokenized;
    } catch (error) {
      const fieldErrors = isApiRequestError(error) ? processorFieldErrors(error.clientError.fields) : {};
      if (Object.keys(fieldErrors).length > 0) setCardErrors(fieldErrors);
      else fail(error, null);
      return null;
    }
  }

  return {
    pending,
    failure,
    cardErrors,
    clearCardErrors: () => setCardErrors({}),
    dismissFailure: () => setFailure(null),
    /** Forgets the token when the card fields change: a new card is a new attempt. */
    cardChanged: () => {
      token.current = null;
      setCardErrors({});
    },

    payByCard: (amountCents: number, payment: CardPayment, promoCode: string | undefined) =>
      send(async () => {
        setCardErrors({});
        const base = {
          amount_cents: amountCents,
          merchant_id: config.paymentMerchantId,
          promo_code: promoCode,
        };
        if (payment.kind === 'saved') {
          await charge({ ...base, payment_method_id: payment.paymentMethodId });
          return;
        }
        const tokenized = await tokenFor(payment.fields);
        if (!tokenized) return;
        await charge({ ...base, payment_token: tokenized.token, save_payment_method: payment.save });
      }),

    /** The same request again, under the same key (after no answer or a server error). */
    sendAgain: () =>
      send(async () => {
        if (lastRequest.current) await charge(lastRequest.current);
      }),

    /** The declined-by-processor path: the same card through the merchant the API named. */
    retryWithOtherMerchant: () =>
      send(async () => {
        const previous = lastRequest.current;
        const retry = failure?.retry;
        if (!previous || !retry) return;
        await charge({
          amount_cents: previous.amount_cents,
          promo_code: previous.promo_code,
          payment_method_id: retry.paymentMethodId,
          merchant_id: retry.merchantId,
        });
      }),

    payByBank: (amountCents: number, promoCode: string | undefined) =>
      send(async () => {
        const request = { amount_cents: amountCents, promo_code: promoCode };
        try {
          const started = await depositByBank(http, request, keys.keyFor(request));
          keys.settle();
          events.onLeaveForBank(started.authorization_url);
        } catch (error) {
          fail(error, null);
        }
      }),
  };
}
