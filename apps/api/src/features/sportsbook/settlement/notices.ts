import { cents, formatCents, type SportsbookBetResult } from '@kennel/core';
import type { Notice } from '../../notifications/port.ts';

const TITLES: Record<SportsbookBetResult, string> = {
  won: 'Your bet won',
  lost: 'Your bet settled',
  push: 'Your bet pushed',
  void: 'Your bet was voided',
  cashed_out: 'You cashed out',
};

/** What a player hears when a bet settles: its result, and what reached the balance. */
export function betSettledNotice(
  userId: string,
  bet: { id: string; result: SportsbookBetResult; payout_cents: number },
): Notice {
  const paid = formatCents(cents(bet.payout_cents));
  return {
    userId,
    type: 'entry_settled',
    event: `sportsbook:${bet.id}`,
    title: TITLES[bet.result],
    body:
      bet.result === 'won'
        ? `${paid} is in your balance. See every leg in your bet history.`
        : bet.result === 'cashed_out'
          ? `${paid} is in your balance: you cashed the bet out.`
          : bet.result === 'lost'
            ? 'It did not win this time. See every leg in your bet history.'
            : `${paid} went back to your balance: the bet was ${bet.result === 'push' ? 'a push' : 'void'}.`,
    link: '/m/bet-history/settled',
  };
}
