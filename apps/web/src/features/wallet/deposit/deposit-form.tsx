import { DEPOSIT_MIN_CENTS, type Deposit } from '@kennel/core';
import { useQuery } from '@tanstack/react-query';
import { ArrowRight } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useHttpClient } from '../../../shared/api/index.ts';
import { depositRoomCents, responsibleGamingQueryOptions } from '../../../shared/api/responsible-gaming.ts';
import { TextField, useFormField, useKennelForm } from '../../../shared/forms/index.ts';
import { Button, Card, CardBody, formatMoney } from '../../../shared/ui/index.ts';
import { paymentMethodsQueryOptions, promotionsQueryOptions } from '../api/wallet-api.ts';
import { useWallet } from '../shared/use-wallet.ts';
import { checkDepositAmount, dollarsForPath } from './amount.ts';
import { AmountPicker } from './amount-picker.tsx';
import { type CardFieldErrors, EMPTY_CARD, localToday } from './card-fields.ts';
import { CardForm } from './card-form.tsx';
import { DepositFailurePanel } from './deposit-failure.tsx';
import { DepositLimits } from './deposit-limits.tsx';
import { DEFAULT_DEPOSIT, depositFormSchema, depositRequest } from './deposit-request.ts';
import { FirstDepositOffer } from './first-deposit-offer.tsx';
import { type MethodChoice, MethodPicker, savedChoice, savedIdOf } from './method-picker.tsx';
import { useDepositFlow } from './use-deposit-flow.ts';

export interface DepositFormProps {
  /** Online banking is offered too (not on the card-only webview). */
  bank: boolean;
  /** The page is in the app's webview: links stay in the webview. */
  webview?: boolean;
  onDeposited: (deposit: Deposit) => void;
  onLeaveForBank: (authorizationUrl: string) => void;
}

/** Amount, method and promo code, then one button; a failure shows what happened and what to do. */
export function DepositForm({ bank, webview = false, onDeposited, onLeaveForBank }: DepositFormProps) {
  const http = useHttpClient();
  const room = depositRoomCents(useQuery(responsibleGamingQueryOptions(http)).data);
  const { wallet } = useWallet();
  const cards = useQuery({
    ...paymentMethodsQueryOptions(http),
    select: (methods) => methods.filter((method) => method.type === 'card'),
  });
  const offers = useQuery(promotionsQueryOptions(http));
  const [promoOpen, setPromoOpen] = useState(false);
  const firstCard = cards.data?.[0];
  // Until the player picks, the first saved card is the choice (or a new card when there is none).
  const defaultMethod: MethodChoice = firstCard ? savedChoice(firstCard.id) : 'new';
  const form = useKennelForm({
    schema: depositFormSchema(useMemo(() => localToday(), [])),
    toRequest: (values) => depositRequest(values, defaultMethod),
    defaultValues: DEFAULT_DEPOSIT,
    mode: 'onSubmit',
  });
  const { control, watch, setValue, setError } = form;
  // The suggested amount never starts above what the player's own deposit limits leave.
  const suggestionFitted = useRef(false);
  useEffect(() => {
    // Once, when the limits are known; an amount the player typed or picked is theirs.
    if (room === null || suggestionFitted.current) return;
    suggestionFitted.current = true;
    const field = form.getFieldState('amount');
    if (room < DEPOSIT_MIN_CENTS || field.isTouched || field.isDirty) return;
    const suggested = checkDepositAmount(form.getValues('amount'));
    if (suggested.ok && suggested.amount > room) setValue('amount', dollarsForPath(room));
  }, [room, form, setValue]);
  const values = watch();
  const amount = checkDepositAmount(values.amount);
  const amountError = useFormField(control, 'amount').error;
  const { method, ...request } = depositRequest(values, defaultMethod);
  const matchOffer =
    wallet?.lifetimeDeposits === 0 ? offers.data?.find((offer) => offer.id === 'deposit_match') : undefined;
  // What the player filled in: one deposit attempt (one Idempotency-Key) until any of it changes.
  const filledIn = {
    amount: amount.ok ? amount.amount : values.amount,
    method,
    card: request.card,
    saveCard: method === 'new' ? values.save_card : null,
    code: request.promo_code ?? null,
  };
  const onCardRefused = (errors: CardFieldErrors) => {
    for (const [field, message] of Object.entries(errors)) {
      setError(`card.${field as keyof CardFieldErrors}`, { type: 'server', message });
    }
  };
  const flow = useDepositFlow({ onDeposited, onLeaveForBank, onCardRefused }, filledIn);

  const submit = form.submitWith((deposit) => {
    // Pin the method sent: a card saved by this deposit must not become the default under the player.
    setValue('method', deposit.method);
    if (deposit.method === 'bank') return flow.payByBank(deposit.amount, deposit.promo_code);
    const savedId = savedIdOf(deposit.method);
    const card = { kind: 'new' as const, fields: deposit.card ?? EMPTY_CARD, save: deposit.save_card };
    const payment = savedId ? { kind: 'saved' as const, paymentMethodId: savedId } : card;
    return flow.payByCard(deposit.amount, payment, deposit.promo_code);
  });
  const choose = (choice: MethodChoice) => {
    flow.dismissFailure();
    setValue('method', choice);
  };
  const label = amount.ok ? formatMoney(amount.amount) : '';

  return (
    <form noValidate aria-label="Deposit" className="flex flex-col gap-5" onSubmit={submit}>
      <DepositLimits webview={webview} />
      {matchOffer && (
        <FirstDepositOffer
          offer={matchOffer}
          amount={amount.ok ? amount.amount : null}
          applied={request.promo_code?.toUpperCase() === matchOffer.promo_code}
          onApply={() => setValue('promo_code', matchOffer.promo_code ?? '')}
        />
      )}
      <Card>
        <CardBody className="flex flex-col gap-6">
          <AmountPicker
            value={values.amount}
            onChange={(value) => setValue('amount', value, { shouldTouch: true, shouldValidate: true })}
            error={amountError}
            roomCents={room}
            hint={
              room === null
                ? 'Minimum $10.00. Deposits show in your balance as soon as they go through.'
                : `Minimum $10.00. Your deposit limits leave ${formatMoney(room)} now.`
            }
          />
          <MethodPicker
            value={method}
            onChange={choose}
            savedCards={cards.isError ? [] : cards.data}
            bank={bank}
            newCardForm={<CardForm control={control} onChange={flow.cardChanged} disabled={flow.pending} />}
          />
          {promoOpen || values.promo_code !== '' ? (
            <TextField
              control={control}
              field="promo_code"
              label="Promo code"
              optional
              hint="Codes are checked when you deposit."
              autoComplete="off"
              autoCapitalize="characters"
              autoFocus={values.promo_code === ''}
              inputClassName="uppercase"
            />
          ) : (
            <button
              type="button"
              onClick={() => setPromoOpen(true)}
              className="self-start font-semibold text-brand text-sm underline-offset-2 hover:underline"
            >
              Have a promo code?
            </button>
          )}
        </CardBody>
      </Card>

      {flow.failure && (
        <DepositFailurePanel
          failure={flow.failure}
          pending={flow.pending}
          bank={bank}
          onRetryWithOtherMerchant={flow.retryWithOtherMerchant}
          onSendAgain={() => void submit()}
          onUseAnotherCard={() => {
            setValue('card', EMPTY_CARD);
            flow.cardChanged();
            choose('new');
          }}
          onUseBank={() => choose('bank')}
        />
      )}

      <div className="flex flex-col gap-2">
        <Button type="submit" size="lg" fullWidth loading={flow.pending} disabled={flow.refused}>
          {method === 'bank'
            ? `Continue to your bank${label ? ` · ${label}` : ''}`
            : `Deposit ${label}`.trim()}
          {method === 'bank' && <ArrowRight aria-hidden="true" />}
        </Button>
        <p className="text-center text-muted text-xs">
          Deposits are in US dollars. Only deposit what you can afford to play with.
        </p>
      </div>
    </form>
  );
}
