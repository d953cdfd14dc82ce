import { cents, fundStake } from '@kennel/core';
import type { ReactNode } from 'react';
import { cn, formatMoney, Money, Switch } from '../ui/index.ts';
import { BalanceAmount } from './balance-amount.tsx';
import type { BalanceParts } from './balance-text.ts';

/**
 * The player's choice whether a stake spends promo credit (RULES.md, Money: "when a user opts to"),
 * off until they turn it on; shown only when they hold some.
 */
export function PromoSwitch({
  balance,
  checked,
  onCheckedChange,
  disabled,
}: {
  balance: BalanceParts | null;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
}) {
  if (!balance || balance.promo <= 0) return null;
  return (
    <Switch
      data-testid="use-promo"
      label={`Use promo credit (${formatMoney(balance.promo)} available)`}
      description="Spent before your cash. Promo credit can’t be withdrawn."
      checked={checked}
      disabled={disabled}
      onCheckedChange={onCheckedChange}
      className="rounded-xl border border-border px-3 py-2.5"
    />
  );
}

/**
 * What a stake takes from promo credit and from cash, and the balance left, as the choice stands.
 * Nothing when the balance cannot cover it (the sheet says so beside the amount).
 */
export function StakeFunding({
  amountCents,
  balance,
  usePromo,
  className,
}: {
  amountCents: number;
  balance: BalanceParts | null;
  usePromo: boolean;
  className?: string;
}) {
  if (!balance || amountCents <= 0) return null;
  const funding = fundStake(
    cents(amountCents),
    { cashCents: cents(balance.balance), promoCents: cents(balance.promo) },
    usePromo,
  );
  if (!funding) return null;
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
