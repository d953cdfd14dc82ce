import { legalDocumentPath } from './legal/documents.ts';

/** The six legal document settings of the shared client config (seed section 3). */
export const LEGAL_LINK_KEYS = [
  'enhanced_privacy_policy_url',
  'enhanced_terms_of_use_url',
  'enhanced_disclosure_url',
  'enhanced_membership_agreement_url',
  'enhanced_rulebook_url',
  'glba_privacy_notice_url',
] as const;
export type LegalLinkKey = (typeof LEGAL_LINK_KEYS)[number];
export type LegalLinks = Record<LegalLinkKey, string>;

/** Built-in documents (Kennel's own pages, from the documents' index) used when the config call fails or omits a link. */
export const DEFAULT_LEGAL_LINKS: LegalLinks = {
  enhanced_privacy_policy_url: legalDocumentPath('privacy-policy'),
  enhanced_terms_of_use_url: legalDocumentPath('terms-of-use'),
  enhanced_disclosure_url: legalDocumentPath('disclosures'),
  enhanced_membership_agreement_url: legalDocumentPath('membership-agreement'),
  enhanced_rulebook_url: '/rules',
  glba_privacy_notice_url: legalDocumentPath('glba-privacy-notice'),
};

/** Fills every missing or empty link of a (possibly partial) config with its built-in default. */
export function withLegalLinkDefaults(
  partial: Partial<Record<LegalLinkKey, unknown>> | null | undefined,
): LegalLinks {
  const links = { ...DEFAULT_LEGAL_LINKS };
  for (const key of LEGAL_LINK_KEYS) {
    const value = partial?.[key];
    if (typeof value === 'string' && value.trim() !== '') links[key] = value;
  }
  return links;
}
