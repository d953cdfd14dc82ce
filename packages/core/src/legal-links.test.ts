import { describe, expect, it } from 'vitest';
import { DEFAULT_LEGAL_LINKS, LEGAL_LINK_KEYS, withLegalLinkDefaults } from './legal-links.ts';

describe('withLegalLinkDefaults', () => {
  it('uses every built-in link when the config is missing', () => {
    expect(withLegalLinkDefaults(null)).toEqual(DEFAULT_LEGAL_LINKS);
    expect(LEGAL_LINK_KEYS).toHaveLength(6);
  });

  it('falls back per missing or empty field and keeps the ones given', () => {
    const links = withLegalLinkDefaults({
      enhanced_privacy_policy_url: 'https://legal.kennel.example/privacy',
      enhanced_rulebook_url: '',
      glba_privacy_notice_url: 42,
    });
    expect(links.enhanced_privacy_policy_url).toBe('https://legal.kennel.example/privacy');
    expect(links.enhanced_rulebook_url).toBe(DEFAULT_LEGAL_LINKS.enhanced_rulebook_url);
    expect(links.glba_privacy_notice_url).toBe(DEFAULT_LEGAL_LINKS.glba_privacy_notice_url);
    expect(links.enhanced_terms_of_use_url).toBe(DEFAULT_LEGAL_LINKS.enhanced_terms_of_use_url);
  });
});
