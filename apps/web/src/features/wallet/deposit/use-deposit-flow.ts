import type { CardDepositRequest, ClientError, Deposit, TokenizeResponse } from '@kennel/core';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { isApiRequestError, useHttpClient } from '../../../shared/api/index.ts';
import { useWebConfig } from '../../../shared/config/index.ts';
import { type MoneyActionOutcome, useMoneyAction } from '../../../shared/money-action/index.ts';
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
  retry: OtherMerchant | null;
  /** The request that failed went through the other merchant: "Try again" sends that one again. */
  viaOtherMerchant: boolean;
};

type OtherMerchant = { merchantId: string; paymentMethodId: string };

export type CardPayment =
  | { kind: 'saved'; paymentMethodId: string }
  | { kind: 'new'; fields: CardFields; save: boolean };

export interface DepositFlowEvents {
  onDeposited: (deposit: Deposit) => void;
  /** Online banking: the bank's page takes over. */
  onLeaveForBank: (authorizationUrl: string) => void;
  /** The card's fields were refused (by the card checks or the processor): nothing went to Kennel. */
  onCardRefused: (errors: CardFieldErrors) => void;
}

/** The card could not be tokenized (its fields are wrong): nothing went to Kennel. */
class CardNotSent extends Error {}

function asClientError(error: unknown): ClientError {
  if (isApiRequestError(error)) return error.clientError;
  return { message: error instanceof Error ? error.message : 'Unknown error' };
}

/**
 * The deposit's requests: the card goes to the processor for a token, the token (or a saved card) to
 * Kennel under one Idempotency-Key per attempt (see useMoneyAction): a second click, Enter pressed
 * twice or "Try again" after a lost answer sends nothing new or the very same request under the same
 * key. The token is kept while the card fields stay the same, so the retried request is identical.
 *
 * `formContent` is everything the player filled in; changing any of it starts a new attempt.
 */
export function useDepositFlow(events: DepositFlowEvents, formContent: unknown) {
  const http = useHttpClient();
  const config = useWebConfig();
  const queryClient = useQueryClient();
  const action = useMoneyAction(formContent);
  const token = useRef<{ fields: string; token: TokenizeResponse } | null>(null);
  const lastRequest = useRef<CardDepositRequest | null>(null);
  const [failure, setFailure] = useState<DepositFailure | null>(null);

  function fail(error: unknown, sameAgain: boolean, viaOtherMerchant: boolean) {
    const clientError = asClientError(error);
    const paymentMethodId = clientError.paymentMethodId ?? lastRequest.current?.payment_method_id;
    const retry =
      clientError.retryMerchantId && paymentMethodId
        ? { merchantId: clientError.retryMerchantId, paymentMethodId }
        : null;
    setFailure({ error: clientError, sameAgain, retry, viaOtherMerchant });
  }

  function settleCardDeposit(outcome: MoneyActionOutcome<Deposit>, viaOtherMerchant: boolean) {
    if (outcome.status === 'ignored') return;
    if (outcome.status === 'succeeded') {
      void invalidateMoney(queryClient);
      events.onDeposited(outcome.result);
      return;
    }
    const { error } = outcome;
    if (error instanceof CardNotSent) return;
    // An expired or used token cannot be charged again: the next send tokenizes afresh, as a new attempt.
    if (isApiRequestError(error) && error.clientError.fields?.payment_token) {
      token.current = null;
      action.newAttempt();
    }
    fail(error, outcome.sameKeyAgain, viaOtherMerchant);
    // A failed charge may have changed the saved cards; the list should show it next time.
    void invalidateMoney(queryClient);
  }

  async function tokenFor(fields: CardFields): Promise<TokenizeResponse> {
    const fingerprint = JSON.stringify(fields);
    if (token.current?.fields === fingerprint) return token.current.token;
    const checked = checkCardFields(fields, localToday());
    if (!checked.ok) {
      events.onCardRefused(checked.errors);
      throw new CardNotSent();
    }
    try {
      const tokenized = await tokenizeCard(checked.card, { baseUrl: config.apiBaseUrl });
      token.current = { fields: fingerprint, token: tokenized };
      return tokenized;
    } catch (error) {
      const fieldErrors = isApiRequestError(error) ? processorFieldErrors(error.clientError.fields) : {};
      if (Object.keys(fieldErrors).length === 0) throw error;
      events.onCardRefused(fieldErrors);
      throw new CardNotSent();
    }
  }

  async function charge(request: CardDepositRequest, key: string): Promise<Deposit> {
    lastRequest.current = request;
    return depositByCard(http, request, key);
  }

  async function retryWithOtherMerchant() {
    const previous = lastRequest.current;
    const retry = failure?.retry ?? (failure?.viaOtherMerchant ? otherMerchantOf(previous) : null);
    if (!previous || !retry) return;
    setFailure(null);
    const request: CardDepositRequest = {
      amount_cents: previous.amount_cents,
      promo_code: previous.promo_code,
      payment_method_id: retry.paymentMethodId,
      merchant_id: retry.merchantId,
    };
    settleCardDeposit(await action.send((key) => charge(request, key), { otherMerchant: retry }), true);
  }

  return {
    /** A request is waiting for its answer, or it succeeded and the page is moving on. */
    pending: action.pending || action.succeeded,
    /** The server refused exactly this deposit: Submit waits for a change, the failure beside it. */
    refused: action.refused,
    failure,
    dismissFailure: () => setFailure(null),
    /** Forgets the token when the card fields change: a new card is a new attempt. */
    cardChanged: () => {
      token.current = null;
    },

    payByCard: async (amountCents: number, payment: CardPayment, promoCode: string | undefined) => {
      setFailure(null);
      const outcome = await action.send(async (key) => {
        const base = {
          amount_cents: amountCents,
          merchant_id: config.paymentMerchantId,
          promo_code: promoCode,
        };
        if (payment.kind === 'saved')
          return charge({ ...base, payment_method_id: payment.paymentMethodId }, key);
        const tokenized = await tokenFor(payment.fields);
        return charge({ ...base, payment_token: tokenized.token, save_payment_method: payment.save }, key);
      });
      settleCardDeposit(outcome, false);
    },

    /** The declined-by-processor path: the same card through the merchant the API named. */
    retryWithOtherMerchant,

    payByBank: async (amountCents: number, promoCode: string | undefined) => {
      setFailure(null);
      const request = { amount_cents: amountCents, promo_code: promoCode };
      const outcome = await action.send((key) => depositByBank(http, request, key));
      if (outcome.status === 'succeeded') events.onLeaveForBank(outcome.result.authorization_url);
      else if (outcome.status === 'failed') fail(outcome.error, outcome.sameKeyAgain, false);
    },
  };
}

function otherMerchantOf(request: CardDepositRequest | null): OtherMerchant | null {
  if (!request?.payment_method_id || !request.merchant_id) return null;
  return { merchantId: request.merchant_id, paymentMethodId: request.payment_method_id };
}
