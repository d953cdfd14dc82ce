import type { LegalLinkKey } from '@kennel/core';
import { BookOpen, FileText } from 'lucide-react';
import { useParams } from 'react-router';
import { useLegalLinks } from '../../shared/config/index.ts';
import { PlannedScreen } from '../../shared/planned-screen/index.ts';
import { NotFoundPage } from './not-found-page.tsx';

/** The games with rules, and the pages within each; any other address is not a page. */
const RULES: Record<string, { title: string; pages: readonly string[] }> = {
  'best-ball': { title: 'Best ball rules', pages: ['', 'scoring'] },
  'pick-em': { title: 'Pick’em rules', pages: [''] },
};

/** `/rules/*` and `/m/rules/*`: the rules of each game in plain words, with scoring tables. */
export function RulesPage() {
  const { '*': path = '' } = useParams();
  const [game = '', page = '', ...rest] = path.replace(/\/+$/, '').split('/');
  const rules = Object.hasOwn(RULES, game) ? RULES[game] : undefined;
  if (game && (!rules?.pages.includes(page) || rest.length > 0)) return <NotFoundPage />;
  return (
    <PlannedScreen
      section="Rules"
      title={rules?.title ?? 'Kennel rules'}
      subtitle="How every Kennel game works, how it scores and how it pays."
      icon={<BookOpen aria-hidden="true" />}
      highlights={[
        'Best ball: draft format, snake order, autopick and weekly best lineups',
        'Pick’em: higher and lower picks, Standard and Flex payouts, voids and ties',
        'Scoring tables for every sport and position',
        'How entries settle and when payouts arrive',
      ]}
      links={[
        { to: '/rules/best-ball', label: 'Best ball rules' },
        { to: '/rules/pick-em', label: 'Pick’em rules' },
        { to: '/legality-underdog-contests', label: 'Where you can play' },
      ]}
    />
  );
}

const DOCUMENTS: Record<string, { title: string; key: LegalLinkKey }> = {
  'terms-of-use': { title: 'Terms of use', key: 'enhanced_terms_of_use_url' },
  'privacy-policy': { title: 'Privacy policy', key: 'enhanced_privacy_policy_url' },
  disclosures: { title: 'Disclosures', key: 'enhanced_disclosure_url' },
  'membership-agreement': { title: 'Membership agreement', key: 'enhanced_membership_agreement_url' },
  'glba-privacy-notice': { title: 'GLBA privacy notice', key: 'glba_privacy_notice_url' },
};

/** `/terms-and-conditions/:slug`: terms, privacy and membership documents. */
export function TermsPage() {
  const { slug = '' } = useParams();
  const links = useLegalLinks();
  const document = Object.hasOwn(DOCUMENTS, slug) ? DOCUMENTS[slug] : undefined;
  if (!document) return <NotFoundPage />;
  const configured = links[document.key];
  const external = configured && /^https?:\/\//.test(configured) ? configured : undefined;
  return (
    <PlannedScreen
      section="Legal"
      title={document.title}
      subtitle="The agreement between you and Kennel, in full."
      icon={<FileText aria-hidden="true" />}
      highlights={[
        'The full, current text of the document',
        'The date it takes effect and what changed',
        'A printable version',
        'How to contact us about it',
      ]}
      links={[
        ...(external ? [{ to: external, label: 'Read the current version' }] : []),
        ...Object.entries(DOCUMENTS)
          .filter(([other]) => other !== slug)
          .map(([other, { title }]) => ({ to: `/terms-and-conditions/${other}`, label: title })),
      ]}
    />
  );
}
