/**
 * The rulebook of each Kennel game (RULES.md in players' words), rendered on `/rules/*` and
 * `/m/rules/*`. The text of each page lives in `content/rules/<file>.md` at the repository's root.
 */
export const RULEBOOK_SLUGS = ['pick-em', 'best-ball', 'sportsbook', 'promotions'] as const;
export type RulebookSlug = (typeof RULEBOOK_SLUGS)[number];

export interface RulebookPage {
  /** The path under the rulebook (`''` for its first page). */
  readonly path: string;
  readonly title: string;
  /** The Markdown file's name under `content/rules/`, without `.md`. */
  readonly file: string;
}

export interface Rulebook {
  readonly title: string;
  readonly summary: string;
  readonly version: string;
  readonly effectiveDate: string;
  readonly pages: readonly RulebookPage[];
}

export const RULEBOOKS: Readonly<Record<RulebookSlug, Rulebook>> = {
  'pick-em': {
    title: 'Pick’em rules',
    summary: 'Higher or lower on player stats: Standard and Flex entries, payouts, voids and rivals.',
    version: '2026-11-24',
    effectiveDate: '2026-11-24',
    pages: [{ path: '', title: 'Pick’em rules', file: 'pick-em' }],
  },
  'best-ball': {
    title: 'Best ball rules',
    summary: 'Draft once, never set a lineup: snake drafts, pick clocks, autopick and tournaments.',
    version: '2026-11-24',
    effectiveDate: '2026-11-24',
    pages: [
      { path: '', title: 'Best ball rules', file: 'best-ball' },
      { path: 'scoring', title: 'Best ball scoring', file: 'best-ball-scoring' },
    ],
  },
  sportsbook: {
    title: 'Sportsbook rules',
    summary: 'Moneylines, spreads, totals and props: odds, parlays, settlement and limits.',
    version: '2026-11-24',
    effectiveDate: '2026-11-24',
    pages: [{ path: '', title: 'Sportsbook rules', file: 'sportsbook' }],
  },
  promotions: {
    title: 'Promotion rules',
    summary: 'Promo credit, the first-deposit match, referral bonuses and promo codes.',
    version: '2026-11-24',
    effectiveDate: '2026-11-24',
    pages: [{ path: '', title: 'Promotion rules', file: 'promotions' }],
  },
};

export function isRulebookSlug(slug: string): slug is RulebookSlug {
  return (RULEBOOK_SLUGS as readonly string[]).includes(slug);
}

/** The page at `/rules/<slug>/<path>`, or undefined when there is none. */
export function rulebookPage(slug: string, path: string): { book: Rulebook; page: RulebookPage } | undefined {
  if (!isRulebookSlug(slug)) return undefined;
  const book = RULEBOOKS[slug];
  const page = book.pages.find((candidate) => candidate.path === path);
  return page ? { book, page } : undefined;
}
