import type { GameSummary, PickemLine, PickemOption, PlayerSummary } from '@kennel/core';
import { ArrowDown, ArrowUp, Flame, PauseCircle, TrendingDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge, Button, cn } from '../../../shared/ui/index.ts';

/** 115 → "1.15×". */
export const formatMultiplier = (hundredths: number) => `${(hundredths / 100).toFixed(2)}×`;

/** Lines are x.5 or whole; no trailing zeros either way. */
export const formatLineValue = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 1 });

export const playerName = (player: PlayerSummary | undefined) =>
  player ? `${player.first_name} ${player.last_name}` : 'Player';

export function playerMeta(player: PlayerSummary | undefined, game: GameSummary | undefined): string {
  if (!player) return '';
  const team = player.team?.abbreviation;
  const opponent = game && player.team && (game.home.id === player.team.id ? game.away : game.home);
  const versus = opponent ? `${game?.home.id === player.team?.id ? 'vs' : '@'} ${opponent.abbreviation}` : '';
  return [team, player.position, versus].filter(Boolean).join(' · ');
}

/** The card's boost or discount, named by its largest multiplier away from 1.00×. */
export function PriceBadge({ options }: { options: readonly PickemOption[] }) {
  const priced = options.filter((option) => option.multiplier_hundredths !== 100);
  if (priced.length === 0) return null;
  const boost = priced.find((option) => option.multiplier_hundredths > 100);
  if (boost)
    return (
      <Badge
        tone="accent"
        icon={<Flame aria-hidden="true" />}
        data-testid="boost-badge"
        title={`Boosted: ${formatMultiplier(boost.multiplier_hundredths)} the payout`}
        size="sm"
      >
        {formatMultiplier(boost.multiplier_hundredths)}
      </Badge>
    );
  const discount = priced[0]!;
  return (
    <Badge
      tone="neutral"
      icon={<TrendingDown aria-hidden="true" />}
      data-testid="discount-badge"
      title={`Discounted: ${formatMultiplier(discount.multiplier_hundredths)} the payout`}
      size="sm"
    >
      {formatMultiplier(discount.multiplier_hundredths)}
    </Badge>
  );
}

export function SuspendedBadge() {
  return (
    <Badge tone="warning" icon={<PauseCircle aria-hidden="true" />}>
      Suspended
    </Badge>
  );
}

const CHOICE_ICONS: Partial<Record<PickemOption['choice'], ReactNode>> = {
  higher: <ArrowUp aria-hidden="true" />,
  lower: <ArrowDown aria-hidden="true" />,
};

/** One side of a line; pressed when it is on the slip. A boosted or discounted side shows its multiplier. */
export function OptionButton({
  option,
  label,
  accessibleName,
  picked,
  disabled,
  onPick,
}: {
  option: PickemOption;
  label: string;
  /** What the pick means; the visible label (and price) lead the name, so speech input finds it (WCAG 2.5.3). */
  accessibleName: string;
  picked: boolean;
  disabled: boolean;
  onPick: () => void;
}) {
  // Rivals sides are neither up nor down: neutral until picked.
  const variant = option.choice === 'higher' ? 'higher' : option.choice === 'lower' ? 'lower' : 'secondary';
  const priced = option.multiplier_hundredths !== 100;
  const shown = priced ? `${label} ${formatMultiplier(option.multiplier_hundredths)}` : label;
  const name = accessibleName.toLowerCase().includes(shown.toLowerCase())
    ? accessibleName
    : `${shown}: ${accessibleName}`;
  return (
    <Button
      variant={variant}
      size="pick"
      aria-pressed={picked}
      aria-label={name}
      disabled={disabled}
      onClick={onPick}
      icon={priced ? undefined : CHOICE_ICONS[option.choice]}
      className={cn(
        priced ? 'flex-col gap-0.5' : 'gap-1',
        variant === 'secondary' &&
          'aria-pressed:border-brand aria-pressed:bg-brand aria-pressed:text-brand-contrast',
      )}
    >
      <span className="max-w-full truncate">{label}</span>
      {/* A space between label and price, so the text read as one ("Higher 1.05×") matches the name. */}
      {priced && ' '}
      {priced && (
        <span className="font-bold text-[10px] tabular-nums leading-none">
          {formatMultiplier(option.multiplier_hundredths)}
        </span>
      )}
    </Button>
  );
}

export function optionOf(line: PickemLine, choice: PickemOption['choice']): PickemOption | undefined {
  return line.options.find((option) => option.choice === choice);
}
