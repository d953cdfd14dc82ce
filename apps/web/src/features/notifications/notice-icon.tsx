import type { NotificationType } from '@kennel/core';
import {
  ArrowDownToLine,
  ArrowUpFromLine,
  Gauge,
  IdCard,
  LifeBuoy,
  type LucideIcon,
  Timer,
  Trophy,
  Users,
} from 'lucide-react';

const ICONS: Record<NotificationType, LucideIcon> = {
  draft_starting: Users,
  on_the_clock: Timer,
  entry_settled: Trophy,
  deposit_landed: ArrowDownToLine,
  withdrawal_sent: ArrowUpFromLine,
  limit_in_effect: Gauge,
  identity_decision: IdCard,
  support_reply: LifeBuoy,
};

export function NoticeIcon({ type }: { type: NotificationType }) {
  const Icon = ICONS[type];
  return (
    <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-brand/10 text-brand">
      <Icon aria-hidden="true" className="size-[18px]" />
    </span>
  );
}
