import { LayoutGrid, type LucideIcon, Target } from 'lucide-react';

/**
 * The games Kennel sells, once: navigation, the dashboard, live and results all read this list, so a
 * new game (the sportsbook) is one more entry here plus its live and results views, which each of
 * those pages keys by `gameType` (their maps must name every game, or the build fails).
 */
export const GAME_PRODUCTS = [
  {
    gameType: 'best-ball',
    label: 'Best ball',
    /** Its navigation icon. */
    icon: LayoutGrid,
    /** Where the player plays it: the primary navigation's entry and the dashboard's call to action. */
    play: { to: '/lobby', navLabel: 'Lobby', callToAction: 'Draft best ball' },
    resultsSubtitle: 'Your finished best ball teams with their final points, rank and prize.',
  },
  {
    gameType: 'pick-em',
    label: 'Pick’em',
    icon: Target,
    play: { to: '/pick-em', navLabel: 'Pick’em', callToAction: 'Pick’em' },
    resultsSubtitle: 'Your settled entries, each pick’s final stat, and what they paid.',
  },
] as const satisfies readonly {
  gameType: string;
  label: string;
  icon: LucideIcon;
  play: { to: string; navLabel: string; callToAction: string };
  resultsSubtitle: string;
}[];

export type GameProduct = (typeof GAME_PRODUCTS)[number];
export type GameType = GameProduct['gameType'];

/** The game a /live or /results address names (pick'em when it names none or an unknown one). */
export function gameProductOf(gameType: string | undefined): GameProduct {
  return (
    GAME_PRODUCTS.find((product) => product.gameType === gameType) ??
    GAME_PRODUCTS.find((product) => product.gameType === 'pick-em')!
  );
}

/** The "Game type" tabs of a page under `base` (/live, /results), one per game. */
export const gameTypeTabs = (base: string) =>
  GAME_PRODUCTS.map((product) => ({
    value: product.gameType,
    label: product.label,
    to: `${base}/${product.gameType}`,
  }));
