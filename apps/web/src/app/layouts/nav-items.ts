import {
  ArrowUpDown,
  ChartPie,
  CircleDollarSign,
  LayoutGrid,
  ListOrdered,
  type LucideIcon,
  Medal,
  Newspaper,
  Radio,
  Target,
} from 'lucide-react';

export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
}

export const LOBBY: NavItem = { to: '/lobby', label: 'Lobby', icon: LayoutGrid };
export const PICK_EM: NavItem = { to: '/pick-em', label: 'Pick’em', icon: Target };
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
