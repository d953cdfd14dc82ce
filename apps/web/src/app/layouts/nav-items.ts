import {
  ArrowUpDown,
  ChartPie,
  CircleDollarSign,
  ListOrdered,
  type LucideIcon,
  Medal,
  Newspaper,
  Radio,
} from 'lucide-react';
import { GAME_PRODUCTS } from '../../shared/products/index.ts';

export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
}

/** Where each game is played, in the registry's order (shared/products). */
export const GAMES: readonly NavItem[] = GAME_PRODUCTS.map((product) => ({
  to: product.play.to,
  label: product.play.navLabel,
  icon: product.icon,
}));
export const LIVE: NavItem = { to: '/live', label: 'Live', icon: Radio };
export const RESULTS: NavItem = { to: '/results', label: 'Results', icon: CircleDollarSign };
export const ACTIVE_DRAFTS: NavItem = { to: '/active', label: 'Active', icon: ListOrdered };
export const COMPLETED_DRAFTS: NavItem = { to: '/completed', label: 'Completed', icon: Medal };
export const RANKINGS: NavItem = { to: '/rankings', label: 'Rankings', icon: ArrowUpDown };
export const EXPOSURE: NavItem = { to: '/exposure', label: 'Exposure', icon: ChartPie };
export const NEWS: NavItem = { to: '/news-feed', label: 'News', icon: Newspaper };

/** Paths that belong to the Drafts section of the navigation. */
export function isDraftsPath(pathname: string): boolean {
  return /^\/(active|completed|draft)(\/|$)/.test(pathname);
}
