import { SUPPORT_EMAIL } from '../../../shared/support/support-links.ts';

/** Applications go to the same domain as support, so both move together if the domain does. */
export const CAREERS_EMAIL = `careers@${SUPPORT_EMAIL.slice(SUPPORT_EMAIL.indexOf('@') + 1)}`;

export const CAREERS_TEAMS = {
  engineering: 'Engineering',
  'product-design': 'Product & Design',
  'player-protection': 'Player Protection',
  operations: 'Operations',
} as const;

export type CareersTeam = keyof typeof CAREERS_TEAMS;

export interface OpenRole {
  /** Unique; names the role's panel and the subject line of an application. */
  slug: string;
  title: string;
  team: CareersTeam;
  location: string;
  remote: boolean;
  description: string;
  whatYouWouldDo: readonly string[];
  whatWeLookFor: readonly string[];
}

export const OPEN_ROLES: readonly OpenRole[] = [
  {
    slug: 'senior-backend-engineer-ledger',
    title: 'Senior Backend Engineer, Ledger',
    team: 'engineering',
    location: 'United States',
    remote: true,
    description:
      'Own the ledger that every deposit, entry, payout and withdrawal goes through, and keep every balance right to the cent.',
    whatYouWouldDo: [
      'Design and build money flows on an append-only ledger in PostgreSQL, with idempotent requests and per-player locking',
      'Reconcile the ledger with our payment processors every day and chase every cent that does not match',
      'Make the limit, location and identity checks that guard money fast enough that players never notice them',
      'Share an on-call rotation of six engineers, with a runbook for everything that has ever paged us',
    ],
    whatWeLookFor: [
      'You have shipped and run a system that moves real money',
      'You are at home with SQL, transactions and isolation levels, and you read query plans for fun',
      'TypeScript or a typed language you can carry over quickly',
      'You write down why a design is the way it is',
    ],
  },
  {
    slug: 'frontend-engineer-draft-room',
    title: 'Frontend Engineer, Draft Room',
    team: 'engineering',
    location: 'United States',
    remote: true,
    description:
      'Make the live draft room the fastest screen in fantasy sports: twelve players, a ticking clock and no room for lag.',
    whatYouWouldDo: [
      'Build the draft room, queue and board in React, fed live over WebSockets',
      'Hold the line on performance budgets: first paint, bundle size and input delay on a mid-range phone',
      'Make every screen work with a keyboard, a screen reader and dark mode',
      'Pair with designers on the feel of a pick: motion, sound and haptics in the app',
    ],
    whatWeLookFor: [
      'Several years of building product with React and TypeScript',
      'You have measured and fixed a slow interface, and can explain what was slow',
      'Care for accessibility as part of done, not a later ticket',
      'Bonus: you play best ball',
    ],
  },
  {
    slug: 'ios-engineer',
    title: 'iOS Engineer',
    team: 'engineering',
    location: 'New York, NY',
    remote: false,
    description:
      'Build the Kennel iPhone app, home of drafts, pick’em, the sportsbook and prediction markets.',
    whatYouWouldDo: [
      'Ship features in Swift and SwiftUI every week, behind flags, to every Kennel player on iPhone',
      'Own location checks on the device, push alerts and the deep links that open the web views',
      'Keep crash-free sessions above 99.9% and the app launch under a second',
    ],
    whatWeLookFor: [
      'Apps of your own in the App Store, with real users',
      'Comfort with concurrency, networking and offline states on iOS',
      'You like working closely with backend engineers on the shape of an API',
    ],
  },
  {
    slug: 'product-designer-pick-em',
    title: 'Product Designer, Pick’em',
    team: 'product-design',
    location: 'United States',
    remote: true,
    description:
      'Design how players build, follow and settle pick’em entries, from the first tap to the payout.',
    whatYouWouldDo: [
      'Own pick’em end to end with a product manager and four engineers',
      'Prototype in code or Figma, test with players every other week, and ship',
      'Write the words on screen with us: plain, short and honest about money',
      'Keep responsible-gaming tools one tap away without getting in the way of play',
    ],
    whatWeLookFor: [
      'A portfolio of shipped consumer product, ideally with money or live data in it',
      'Strong interaction and visual craft on small screens',
      'You can explain the trade-offs behind your decisions to engineers and lawyers alike',
    ],
  },
  {
    slug: 'responsible-gaming-analyst',
    title: 'Responsible Gaming Analyst',
    team: 'player-protection',
    location: 'New York, NY',
    remote: false,
    description:
      'Find the players whose play has stopped being fun, and reach them early with help that actually helps.',
    whatYouWouldDo: [
      'Study limit changes, time-outs and deposit patterns in the audit trail to spot harmful play',
      'Design and run outreach with our support team, and measure whether it works',
      'Work with engineering on GuardDog, our player-protection tools',
      'Keep our practices ahead of each state’s responsible-gaming rules',
    ],
    whatWeLookFor: [
      'Experience in responsible gaming, public health, or risk and fraud analytics',
      'Solid SQL and a habit of checking your own numbers',
      'Empathy for players, and the backbone to say no to a growth idea that hurts them',
    ],
  },
  {
    slug: 'payments-operations-specialist',
    title: 'Payments Operations Specialist',
    team: 'operations',
    location: 'United States',
    remote: true,
    description: 'Keep deposits landing and withdrawals going out on time, and fix it fast when they do not.',
    whatYouWouldDo: [
      'Review withdrawals, chargebacks and returned bank payments, day to day',
      'Work with our processors and banks on failed or delayed payments',
      'Turn repeated manual work into clear requests for the ledger team',
    ],
    whatWeLookFor: [
      'Two or more years in payments, fintech or banking operations',
      'Precision with numbers: you notice when a total is one cent off',
      'Clear writing for players, processors and engineers',
    ],
  },
  {
    slug: 'player-support-lead',
    title: 'Player Support Lead',
    team: 'operations',
    location: 'United States',
    remote: true,
    description: 'Lead the team players talk to, and make every answer quick, kind and correct.',
    whatYouWouldDo: [
      'Lead a team of eight support specialists across chat and email, evenings and weekends included',
      'Own our help centre and the answers we give on money, identity and location',
      'Bring what players tell us to the product teams every week',
    ],
    whatWeLookFor: [
      'Experience leading a support team in a consumer app, ideally gaming or fintech',
      'Calm with upset players, and precise about account and money details',
      'You write well and teach others to',
    ],
  },
];

export function rolesForTeam(team: CareersTeam | 'all'): readonly OpenRole[] {
  return team === 'all' ? OPEN_ROLES : OPEN_ROLES.filter((role) => role.team === team);
}

/** An email to the careers inbox, with the role in the subject line. */
export function applicationMailto(role?: OpenRole): string {
  const subject = role ? `Application: ${role.title}` : 'Application: general';
  return `mailto:${CAREERS_EMAIL}?subject=${encodeURIComponent(subject)}`;
}
