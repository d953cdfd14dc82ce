import type { PickemEntryResult } from '@kennel/core';
import { CircleCheck, CircleX, RotateCcw } from 'lucide-react';
import { Badge } from '../../shared/ui/index.ts';

const LOOKS = {
  won: { label: 'Won', tone: 'success', icon: <CircleCheck aria-hidden="true" /> },
  lost: { label: 'Lost', tone: 'danger', icon: <CircleX aria-hidden="true" /> },
  refunded: { label: 'Refunded', tone: 'warning', icon: <RotateCcw aria-hidden="true" /> },
} as const;

/** Won, lost or refunded, with its colour and icon so it reads without the words too. */
export function ResultBadge({ result }: { result: PickemEntryResult | null }) {
  if (result === null) return <Badge>Settling</Badge>;
  const look = LOOKS[result];
  return (
    <Badge tone={look.tone} solid={result === 'won'} icon={look.icon} data-testid="entry-result">
      {look.label}
    </Badge>
  );
}
