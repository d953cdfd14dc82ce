import type { MarketKind, SelectionKey } from './markets.ts';
import type { AmericanOdds } from './odds.ts';

/** An American price as a sportsbook prints it: "+150", "−110" (a true minus sign). */
export function formatAmericanOdds(price: AmericanOdds): string {
  return price > 0 ? `+${price}` : `\u2212${Math.abs(price)}`;
}

/** A handicap with its sign: "+3.5", "−3.5", "0". */
function signed(line: number): string {
  if (line === 0) return '0';
  return line > 0 ? `+${line}` : `\u2212${Math.abs(line)}`;
}

export const MARKET_KIND_LABELS: Readonly<Record<MarketKind, string>> = {
  moneyline: 'Moneyline',
  spread: 'Spread',
  total: 'Total',
  player_prop: 'Player prop',
};

/**
 * What a selection is called on a slip or in the bet history: the team (moneyline), the team with
 * its handicap (spread: the away side takes the home handicap's opposite), "Over 44.5" / "Under
 * 44.5" (total), "Draw", or the player with the side and the stat ("Ava Cole Over 24.5 Points").
 */
export function selectionName(leg: {
  market_kind: MarketKind;
  selection: SelectionKey;
  line: number | null;
  home_team: string;
  away_team: string;
  player_name?: string | null;
  stat_label?: string | null;
}): string {
  const team = leg.selection === 'home' ? leg.home_team : leg.away_team;
  switch (leg.market_kind) {
    case 'moneyline':
      return leg.selection === 'draw' ? 'Draw' : team;
    case 'spread': {
      const line = leg.line ?? 0;
      return `${team} ${signed(leg.selection === 'home' ? line : -line)}`;
    }
    case 'total':
      return `${leg.selection === 'over' ? 'Over' : 'Under'} ${leg.line ?? 0}`;
    case 'player_prop':
      return [leg.player_name, leg.selection === 'over' ? 'Over' : 'Under', leg.line ?? 0, leg.stat_label]
        .filter((part) => part !== null && part !== undefined && part !== '')
        .join(' ');
  }
}
