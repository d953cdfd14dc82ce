import { cents, type StakeFunding as Funding, fundStake } from '@kennel/core';
import type { ReactNode } from 'react';
import { cn, formatMoney, Money, Switch } from '../ui/index.ts';
import { BalanceAmount } from './balance-amount.tsx';
import type { BalanceParts } from './balance-text.ts';

/**
 * How a paid sheet pays: the player's choice whether the stake spends promo credit (RULES.md, Money:
 * "when a user opts to"; off until they turn it on, offered only when they hold some), then what it
 * takes from promo credit and from cash and the balance left, as the choice stands. The split is
 * core's `fundStake`, the API's own; no split is shown when the balance cannot cover the stake.
 */
export function StakePayment({
  amountCents,
  balance,
  usePromo,
  onUsePromoChange,
  disabled,
  className,
}: {
  /** Null while the amount is not a usable one (a fee being typed): the switch alone. */
  amountCents: number | null;
  balance: BalanceParts | null;
  usePromo: boolean;
  onUsePromoChange: (usePromo: boolean) => void;
  disabled?: boolean;
  className?: string;
}) {
  if (!balance) return null;
  const offered = balance.promo > 0;
  const funding =
    amountCents !== null && amountCents > 0
      ? fundStake(
          cents(amountCents),
          { cashCents: cents(balance.balance), promoCents: cents(balance.promo) },
          usePromo,
        )
      : null;
  if (!offered && !funding) return null;
  return (
    <div className={cn('flex flex-col gap-2.5 rounded-xl border border-border p-3', className)}>
      {offered && (
        <Switch
          data-testid="use-promo"
          label={`Use promo credit (${formatMoney(balance.promo)} available)`}
          description="Spent before your cash. Promo credit can’t be withdrawn."
          checked={usePromo}
          disabled={disabled}
          onCheckedChange={onUsePromoChange}
        />
      )}
      {funding && (
        <FundingList
          funding={funding}
          balance={balance}
          className={offered ? 'border-border border-t pt-2.5' : undefined}
        />
      )}
    </div>
  );
}

function FundingList({
  funding,
  balance,
  className,
}: {
  funding: Funding;
  balance: BalanceParts;
  className?: string;
}) {
  const after = {
    balance: cents(balance.balance - funding.fromCash),
    promo: cents(balance.promo - funding.fromPromo),
  };
  return (
    <dl data-testid="stake-funding" className={cn('flex flex-col gap-1 text-sm', className)}>
      {funding.fromPromo > 0 && (
        <Row label="From promo credit" testId="stake-from-promo">
          <Money cents={funding.fromPromo} className="font-semibold text-success" />
        </Row>
      )}
      <Row label="From cash" testId="stake-from-cash">
        <Money cents={funding.fromCash} className="font-semibold" />
      </Row>
      <Row label="Balance after" testId="stake-balance-after">
        <BalanceAmount balance={after} className="justify-end" />
      </Row>
    </dl>
  );
}

function Row({ label, testId, children }: { label: string; testId: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-3">
      <dt className="text-muted">{label}</dt>
      <dd data-testid={testId} className="text-right">
        {children}
      </dd>
    </div>
  );
}
