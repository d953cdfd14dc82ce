import { Flag, ListOrdered, type LucideIcon, Sparkles, Target, Trophy } from 'lucide-react';

export interface SplashCampaign {
  /** The address after /splash/. */
  slug: string;
  icon: LucideIcon;
  eyebrow: string;
  title: string;
  /** The part of the title shown in the brand colour. */
  highlight: string;
  lead: string;
  points: readonly string[];
  signUpLabel: string;
  /** The game's rules, for the line under the sign-up button. */
  rules: { to: string; label: string };
  /** The picture beside the text on wide screens: the app's draft room, or a pick'em slip. */
  preview: 'draft' | 'picks';
  /** Campaigns for the sportsbook carry its own minimum age. */
  sportsbook?: boolean;
}

/** For a slug with no campaign of its own: old links and partners' typos still land somewhere useful. */
export const GENERAL_SPLASH: SplashCampaign = {
  slug: 'general',
  icon: Sparkles,
  eyebrow: 'Welcome to Kennel',
  title: 'Fantasy sports,',
  highlight: 'done right.',
  lead: 'Best ball drafts, higher-or-lower pick’em and a sportsbook in one account, with live results and your money shown to the cent.',
  points: [
    'Draft a best ball team in minutes, then let it score itself all season',
    'Pick higher or lower on player stat lines, pre-game or in-game',
    'Deposit limits, time-outs and help one tap away, always',
  ],
  signUpLabel: 'Sign up',
  preview: 'picks',
  rules: { to: '/rules', label: 'Game rules' },
};

export const SPLASH_CAMPAIGNS: readonly SplashCampaign[] = [
  {
    slug: 'best-ball',
    icon: ListOrdered,
    eyebrow: 'Best ball season',
    title: 'Draft once.',
    highlight: 'Score all season.',
    lead: 'Draft a team in minutes and let your best lineup score itself every week. No waivers, no trades, no lineups to set.',
    points: [
      '18 rounds in snake order, with a clock on every pick',
      'Your best QB, two RBs, three WRs, TE and flex are picked for you each week',
      'A push alert the moment you are on the clock, in the app',
    ],
    signUpLabel: 'Sign up and draft',
    preview: 'draft',
    rules: { to: '/rules/best-ball', label: 'Best ball rules' },
  },
  {
    slug: 'pick-em',
    icon: Target,
    eyebrow: 'Pick’em',
    title: 'Higher or lower.',
    highlight: 'That’s the game.',
    lead: 'Choose two to eight player stat lines, higher or lower, and win many times your entry. Play flex and you can still win with a miss.',
    points: [
      'Lines on football, basketball, baseball and more',
      'Pre-game picks, or in-game picks while the game is live',
      'If a line moves before you submit, you see the new one and nothing is charged',
    ],
    signUpLabel: 'Sign up and pick',
    preview: 'picks',
    rules: { to: '/rules/pick-em', label: 'Pick’em rules' },
  },
  {
    slug: 'kickoff',
    icon: Flag,
    eyebrow: 'Kickoff',
    title: 'Football is back.',
    highlight: 'So are you.',
    lead: 'The new season starts now: draft a best ball team before week one, and make your first pick’em picks on opening night.',
    points: [
      'Best ball drafts filling now for the full season',
      'Pick’em lines on every game, every week',
      'Live results and payouts straight after each game',
    ],
    signUpLabel: 'Sign up for kickoff',
    preview: 'picks',
    rules: { to: '/rules', label: 'Game rules' },
  },
  {
    slug: 'sportsbook',
    icon: Trophy,
    eyebrow: 'Sportsbook',
    title: 'Bet the game.',
    highlight: 'Settled to the cent.',
    lead: 'Moneylines, spreads and totals on the games you are watching, in the same account as your drafts and picks.',
    points: [
      'If a price moves before you confirm, you see the new one first',
      'Bets settled and paid as soon as the result is final',
      'Spend limits and time-outs that cover every bet',
    ],
    signUpLabel: 'Sign up and bet',
    preview: 'picks',
    rules: { to: '/rules/sportsbook', label: 'Sportsbook rules' },
    sportsbook: true,
  },
];

/** The campaign for a /splash/* address, or the general one. */
export function splashCampaignFor(slug: string): SplashCampaign {
  const wanted = slug.toLowerCase().replace(/\/+$/, '');
  return SPLASH_CAMPAIGNS.find((campaign) => campaign.slug === wanted) ?? GENERAL_SPLASH;
}
