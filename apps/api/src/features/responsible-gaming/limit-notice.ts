import { formatCents, LIMIT_TYPE_INFO, type LimitType } from '@kennel/core';
import type { ResponsibleGamingLimitRow } from '../../platform/db/schema/responsible-gaming.ts';
import type { Notice } from '../notifications/port.ts';

/** The player's notice that a raised or removed limit, asked for 24 hours or more ago, now applies. */
export function limitInEffectNotice(
  userId: string,
  type: LimitType,
  change: Pick<ResponsibleGamingLimitRow, 'pendingAmountCents'> & { pendingRequestedAt: Date },
): Notice {
  const label = LIMIT_TYPE_INFO[type].label;
  return {
    userId,
    type: 'limit_in_effect',
    event: `${userId}:${type}:${change.pendingRequestedAt.toISOString()}`,
    title: `${label}: your change is in effect`,
    body:
      change.pendingAmountCents === null
        ? `Your ${label.toLowerCase()} is removed from now on.`
        : `Your ${label.toLowerCase()} is now ${formatCents(change.pendingAmountCents)}.`,
    link: '/account/responsible-gaming',
  };
}
