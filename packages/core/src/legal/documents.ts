/**
 * Kennel's own legal documents and game rulebooks: the index the web renders from and the API
 * versions acceptance by. The text of each lives in `content/<kind>/<slug>.md` at the repository's
 * root; change a document there and bump its version and effective date here.
 */
export const LEGAL_DOCUMENT_SLUGS = [
  'terms-of-use',
  'membership-agreement',
  'privacy-policy',
  'disclosures',
  'glba-privacy-notice',
  'responsible-gaming-policy',
] as const;
export type LegalDocumentSlug = (typeof LEGAL_DOCUMENT_SLUGS)[number];

export interface PublishedDocument {
  readonly title: string;
  /** One line under the title: what the document is for. */
  readonly summary: string;
  /** `YYYY-MM-DD`: a new version is a new date, so versions sort in time. */
  readonly version: string;
  /** `YYYY-MM-DD`: the day the version binds players. */
  readonly effectiveDate: string;
}

export const LEGAL_DOCUMENTS: Readonly<Record<LegalDocumentSlug, PublishedDocument>> = {
  'terms-of-use': {
    title: 'Terms of use',
    summary: 'The agreement between you and Kennel for using the site, the apps and every game.',
    version: '2026-11-24',
    effectiveDate: '2026-11-24',
  },
  'membership-agreement': {
    title: 'Membership agreement',
    summary: 'Your Kennel account and wallet: deposits, withdrawals, promo credit and closing an account.',
    version: '2026-11-24',
    effectiveDate: '2026-11-24',
  },
  'privacy-policy': {
    title: 'Privacy policy',
    summary: 'What Kennel collects about you, why, who it is shared with and the choices you have.',
    version: '2026-11-24',
    effectiveDate: '2026-11-24',
  },
  disclosures: {
    title: 'Disclosures',
    summary: 'Licences, odds and payout disclosures, and facts every player should know before playing.',
    version: '2026-11-24',
    effectiveDate: '2026-11-24',
  },
  'glba-privacy-notice': {
    title: 'GLBA privacy notice',
    summary:
      'The federal Gramm-Leach-Bliley notice: how Kennel shares the financial information you give it.',
    version: '2026-11-24',
    effectiveDate: '2026-11-24',
  },
  'responsible-gaming-policy': {
    title: 'Responsible gaming policy',
    summary:
      'How Kennel keeps play safe: limits, time-outs, self-exclusion, age checks and where to get help.',
    version: '2026-11-24',
    effectiveDate: '2026-11-24',
  },
};

/** The documents a player accepts together at sign-up; a new version of any asks every player again. */
export const ACCEPTED_DOCUMENTS = [
  'terms-of-use',
  'membership-agreement',
  'privacy-policy',
] as const satisfies readonly LegalDocumentSlug[];

/** The newest version among the accepted documents: the terms version a player must have accepted. */
export function currentTermsVersion(
  documents: Readonly<Record<LegalDocumentSlug, PublishedDocument>> = LEGAL_DOCUMENTS,
): string {
  return ACCEPTED_DOCUMENTS.map((slug) => documents[slug].version)
    .sort()
    .at(-1)!;
}

/** Whether a player who accepted `acceptedVersion` must accept the current terms before playing on. */
export function termsAcceptanceRequired(acceptedVersion: string | null | undefined): boolean {
  return acceptedVersion !== currentTermsVersion();
}

export function isLegalDocumentSlug(slug: string): slug is LegalDocumentSlug {
  return (LEGAL_DOCUMENT_SLUGS as readonly string[]).includes(slug);
}

/** The address of a document's page in the web app. */
export function legalDocumentPath(slug: LegalDocumentSlug): string {
  return `/terms-and-conditions/${slug}`;
}
