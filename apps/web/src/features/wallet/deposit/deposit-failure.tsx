import { CreditCard, Landmark, RotateCw } from 'lucide-react';
import { Button } from '../../../shared/ui/index.ts';
import { ProblemPanel } from '../shared/problem-panel.tsx';
import type { DepositFailure } from './use-deposit-flow.ts';

export interface DepositFailurePanelProps {
  failure: DepositFailure;
  pending: boolean;
  /** Online banking is offered. */
  bank: boolean;
  onRetryWithOtherMerchant: () => void;
  onSendAgain: () => void;
  onUseAnotherCard: () => void;
  onUseBank: () => void;
}

/** What happened to the deposit, with what the player can do next: try again, another card, their bank. */
export function DepositFailurePanel({
  failure,
  pending,
  bank,
  onRetryWithOtherMerchant,
  onSendAgain,
  onUseAnotherCard,
  onUseBank,
}: DepositFailurePanelProps) {
  const declined =
    failure.error.apiCode === 'deposit_declined' || failure.error.apiCode === 'deposit_insufficient_funds';
  return (
    <ProblemPanel
      error={failure.error}
      actions={
        <>
          {failure.retry && (
            <Button
              icon={<RotateCw aria-hidden="true" />}
              loading={pending}
              onClick={onRetryWithOtherMerchant}
            >
              Try again
            </Button>
          )}
          {!failure.retry && failure.sameAgain && (
            <Button
              icon={<RotateCw aria-hidden="true" />}
              loading={pending}
              onClick={failure.viaOtherMerchant ? onRetryWithOtherMerchant : onSendAgain}
            >
              Try again
            </Button>
          )}
          {declined && (
            <Button
              variant={failure.retry ? 'secondary' : 'primary'}
              icon={<CreditCard aria-hidden="true" />}
              onClick={onUseAnotherCard}
            >
              Use another card
            </Button>
          )}
          {declined && bank && (
            <Button variant="secondary" icon={<Landmark aria-hidden="true" />} onClick={onUseBank}>
              Online banking
            </Button>
          )}
        </>
      }
    />
  );
}
