import { PLAYER_STATUS_LABELS, type PlayerStatus } from '@kennel/core';
import { Badge, type BadgeTone } from '../ui/index.ts';

const TONES: Record<PlayerStatus, BadgeTone> = {
  active: 'success',
  questionable: 'warning',
  doubtful: 'warning',
  out: 'danger',
  injured_reserve: 'danger',
};

/** The short tags injury reports use. */
export const STATUS_SHORT: Record<PlayerStatus, string> = {
  active: 'Active',
  questionable: 'Q',
  doubtful: 'D',
  out: 'O',
  injured_reserve: 'IR',
};

export type StatusBadgeProps = {
  status: PlayerStatus;
  /** "Q", "O", "IR" instead of the full word, for chips and rows. */
  compact?: boolean;
  /** Active players get no badge unless asked (rows stay quiet). */
  showActive?: boolean;
  className?: string;
};

/** A player's availability: questionable and doubtful amber, out and injured reserve red. */
export function StatusBadge({ status, compact = false, showActive = false, className }: StatusBadgeProps) {
  if (status === 'active' && !showActive) return null;
  return (
    <Badge
      tone={TONES[status]}
      solid={compact && status !== 'active'}
      title={PLAYER_STATUS_LABELS[status]}
      aria-label={PLAYER_STATUS_LABELS[status]}
      data-status={status}
      size={compact ? 'xs' : 'md'}
      className={className}
    >
      {compact ? STATUS_SHORT[status] : PLAYER_STATUS_LABELS[status]}
    </Badge>
  );
}
