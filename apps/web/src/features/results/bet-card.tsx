import { formatMonthDayTime, type SportsbookBet } from '@kennel/core';
import { Badge, Card, cn, Money } from '../../shared/ui/index.ts';
import { BET_LOOKS, BetLeg, type BetStatus } from './bet-leg.tsx';
import { CashOut } from './cash-out.tsx';

/**
 * One bet: single or parlay, its status, each leg with its price and grade (and while open its game
 * live), the stake and what it pays, and while open the cash out offer.
 */
export function BetCard({ bet }: { bet: SportsbookBet }) {
  const status: BetStatus = bet.result ?? 'open';
  const look = BET_LOOKS[status];
  const title = bet.kind === 'single' ? 'Single' : `${bet.legs.length}-leg parlay`;
  const open = bet.state === 'open';
  const games = new Map(bet.games.map((game) => [game.id, game]));
  return (
    <Card className="flex flex-col" data-testid="bet">
      <div className="flex items-center justify-between gap-3 border-border border-b px-4 py-3">
        <div className="min-w-0">
          <h3 className="font-semibold">{title}</h3>
          <p className="text-muted text-xs">
            {bet.settled_at
              ? `Settled ${formatMonthDayTime(bet.settled_at)}`
              : `Placed ${formatMonthDayTime(bet.created_at)}`}
          </p>
        </div>
        <Badge tone={look.tone} solid={status === 'won'} data-testid="bet-status">
          {look.label}
        </Badge>
      </div>
      <ul className="divide-y divide-border px-4">
        {bet.legs.map((leg) => (
          <BetLeg key={leg.selection_id} leg={leg} game={games.get(leg.game_id)} open={open} />
        ))}
      </ul>
      <dl className="grid grid-cols-2 gap-3 border-border border-t bg-surface-2 px-4 py-3 text-sm">
        <div>
          <dt className="text-muted text-xs">Stake</dt>
          <dd className="font-semibold">
            <Money cents={bet.stake_cents} />
          </dd>
        </div>
        <div className="text-right">
          <dt className="text-muted text-xs">{open ? 'To pay' : 'Paid'}</dt>
          <dd
            className={cn('font-semibold', (status === 'won' || status === 'cashed_out') && 'text-success')}
            data-testid="bet-payout"
          >
            <Money cents={open ? bet.potential_payout_cents : (bet.payout_cents ?? 0)} />
          </dd>
        </div>
      </dl>
      {open && <CashOut bet={bet} />}
    </Card>
  );
}
