import type { Deposit } from '@kennel/core';
import { useQuery } from '@tanstack/react-query';
import { ArrowRight, CreditCard, Landmark, RotateCw } from 'lucide-react';
import { useState } from 'react';
import { useHttpClient } from '../../../shared/api/index.ts';
import { Button, Card, CardBody, Field, formatMoney, Input } from '../../../shared/ui/index.ts';
import { paymentMethodsQueryOptions, promotionsQueryOptions } from '../api/wallet-api.ts';
import { ProblemPanel } from '../shared/problem-panel.tsx';
import { useWallet } from '../shared/use-wallet.ts';
import { checkDepositAmount } from './amount.ts';
import { AmountPicker } from './amount-picker.tsx';
import { EMPTY_CARD } from './card-fields.ts';
import { CardForm } from './card-form.tsx';
import { FirstDepositOffer } from './first-deposit-offer.tsx';
import { type MethodChoice, MethodPicker, savedChoice, savedIdOf } from './method-picker.tsx';
import { useDepositFlow } from './use-deposit-flow.ts';

export interface DepositFormProps {
  /** Online banking is offered too (not on the card-only webview). */
  bank: boolean;
  onDeposited: (deposit: Deposit) => void;
  onLeaveForBank: (authorizationUrl: string) => void;
}

const DEFAULT_AMOUNT = '50';

/** Amount, method and promo code, then one button; a failure shows what happened and what to do. */
export function DepositForm({ bank, onDeposited, onLeaveForBank }: DepositFormProps) {
  const http = useHttpClient();
  const { wallet } = useWallet();
  const cards = useQuery({
    ...paymentMethodsQueryOptions(http),
    select: (methods) => methods.filter((method) => method.type === 'card'),
  });
  const offers = useQuery(promotionsQueryOptions(http));
  const [amountText, setAmountText] = useState(DEFAULT_AMOUNT);
  const [amountTouched, setAmountTouched] = useState(false);
  const [picked, setPicked] = useState<MethodChoice | null>(null);
  const [card, setCard] = useState(EMPTY_CARD);
  const [saveCard, setSaveCard] = useState(true);
  const [promoCode, setPromoCode] = useState('');
  const [promoOpen, setPromoOpen] = useState(false);

  const amount = checkDepositAmount(amountText);
  const firstCard = cards.data?.[0];
  // Until the player picks, the first saved card is the choice (or a new card when there is none).
  const method: MethodChoice = picked ?? (firstCard ? savedChoice(firstCard.id) : 'new');
  const matchOffer =
    wallet?.lifetimeDeposits === 0 ? offers.data?.find((offer) => offer.id === 'deposit_match') : undefined;
  const code = promoCode.trim() || undefined;
  // What the player filled in: one deposit attempt (one Idempotency-Key) until any of it changes.
  const filledIn = {
    amount: amount.ok ? amount.amount : amountText,
    method,
    card: method === 'new' ? card : null,
    saveCard: method === 'new' ? saveCard : null,
    code: code ?? null,
  };
  const flow = useDepositFlow({ onDeposited, onLeaveForBank }, filledIn);

  function submit() {
    setAmountTouched(true);
    if (!amount.ok) return;
    // Pin the method sent: a card saved by this deposit must not become the default under the player.
    setPicked(method);
    if (method === 'bank') return flow.payByBank(amount.amount, code);
    const savedId = savedIdOf(method);
    return flow.payByCard(
      amount.amount,
      savedId ? { kind: 'saved', paymentMethodId: savedId } : { kind: 'new', fields: card, save: saveCard },
      code,
    );
  }

  function switchToNewCard() {
    flow.dismissFailure();
    setCard(EMPTY_CARD);
    flow.cardChanged();
    setPicked('new');
  }

  const failure = flow.failure;
  const declined =
    failure?.error.apiCode === 'deposit_declined' || failure?.error.apiCode === 'deposit_insufficient_funds';
  const label = amount.ok ? formatMoney(amount.amount) : '';

  return (
    <form
      noValidate
      aria-label="Deposit"
      className="flex flex-col gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {matchOffer && (
        <FirstDepositOffer
          offer={matchOffer}
          amount={amount.ok ? amount.amount : null}
          applied={code?.toUpperCase() === matchOffer.promo_code}
          onApply={() => setPromoCode(matchOffer.promo_code ?? '')}
        />
      )}
      <Card>
        <CardBody className="flex flex-col gap-6">
          <AmountPicker
            value={amountText}
            onChange={(value) => {
              setAmountText(value);
              setAmountTouched(true);
            }}
            error={amountTouched && !amount.ok ? amount.message : undefined}
            hint="Minimum $10.00. Deposits show in your balance as soon as they go through."
          />
          <MethodPicker
            value={method}
            onChange={(choice) => {
              setPicked(choice);
              flow.dismissFailure();
            }}
            savedCards={cards.isError ? [] : cards.data}
            bank={bank}
            newCardForm={
              <CardForm
                value={card}
                onChange={(value) => {
                  setCard(value);
                  flow.cardChanged();
                }}
                errors={flow.cardErrors}
                save={saveCard}
                onSaveChange={setSaveCard}
                disabled={flow.pending}
              />
            }
          />
          {promoOpen || promoCode !== '' ? (
            <Field label="Promo code" optional hint="Codes are checked when you deposit.">
              <Input
                value={promoCode}
                autoComplete="off"
                autoCapitalize="characters"
                autoFocus={promoCode === ''}
                onChange={(event) => setPromoCode(event.target.value)}
                inputClassName="uppercase"
              />
            </Field>
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

      {failure && (
        <ProblemPanel
          error={failure.error}
          actions={
            <>
              {failure.retry && (
                <Button
                  icon={<RotateCw aria-hidden="true" />}
                  loading={flow.pending}
                  onClick={flow.retryWithOtherMerchant}
                >
                  Try again
                </Button>
              )}
              {!failure.retry && failure.sameAgain && (
                <Button
                  icon={<RotateCw aria-hidden="true" />}
                  loading={flow.pending}
                  onClick={() => void (failure.viaOtherMerchant ? flow.retryWithOtherMerchant() : submit())}
                >
                  Try again
                </Button>
              )}
              {declined && (
                <Button
                  variant={failure.retry ? 'secondary' : 'primary'}
                  icon={<CreditCard aria-hidden="true" />}
                  onClick={switchToNewCard}
                >
                  Use another card
                </Button>
              )}
              {declined && bank && (
                <Button
                  variant="secondary"
                  icon={<Landmark aria-hidden="true" />}
                  onClick={() => {
                    flow.dismissFailure();
                    setPicked('bank');
                  }}
                >
                  Online banking
                </Button>
              )}
            </>
          }
        />
      )}

      <div className="flex flex-col gap-2">
        <Button type="submit" size="lg" fullWidth loading={flow.pending}>
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
