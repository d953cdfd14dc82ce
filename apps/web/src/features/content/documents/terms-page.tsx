import {
  isLegalDocumentSlug,
  LEGAL_DOCUMENT_SLUGS,
  LEGAL_DOCUMENTS,
  type LegalDocumentSlug,
  type LegalLinkKey,
  legalDocumentPath,
} from '@kennel/core';
import { ExternalLink, FileText } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { useLegalLinks } from '../../../shared/config/index.ts';
import { useDocumentTitle } from '../../../shared/planned-screen/index.ts';
import { PageHeader } from '../../../shared/ui/index.ts';
import { NotFoundPage } from '../not-found-page.tsx';
import { DocumentMeta } from './document-meta.tsx';
import { MarkdownArticle } from './markdown-article.tsx';

/** The shared client config's setting that may point a document at another address. */
const CONFIG_KEYS: Partial<Record<LegalDocumentSlug, LegalLinkKey>> = {
  'terms-of-use': 'enhanced_terms_of_use_url',
  'privacy-policy': 'enhanced_privacy_policy_url',
  disclosures: 'enhanced_disclosure_url',
  'membership-agreement': 'enhanced_membership_agreement_url',
  'glba-privacy-notice': 'glba_privacy_notice_url',
};

function OtherDocuments({ current }: { current: LegalDocumentSlug }) {
  return (
    <nav aria-label="Other documents" className="mt-10 border-border border-t pt-6">
      <h2 className="pb-3 font-bold text-lg">Other documents</h2>
      <ul className="grid gap-2 sm:grid-cols-2">
        {LEGAL_DOCUMENT_SLUGS.filter((slug) => slug !== current).map((slug) => (
          <li key={slug}>
            <Link
              to={legalDocumentPath(slug)}
              className="flex items-center gap-2 rounded-xl border border-border bg-surface px-4 py-3 font-medium text-sm hover:border-border-strong hover:text-brand"
            >
              <FileText aria-hidden="true" className="size-4 shrink-0 text-muted" />
              {LEGAL_DOCUMENTS[slug].title}
            </Link>
          </li>
        ))}
        <li>
          <Link
            to="/rules"
            className="flex items-center gap-2 rounded-xl border border-border bg-surface px-4 py-3 font-medium text-sm hover:border-border-strong hover:text-brand"
          >
            <FileText aria-hidden="true" className="size-4 shrink-0 text-muted" />
            Game rules
          </Link>
        </li>
      </ul>
    </nav>
  );
}

function DocumentPage({ slug }: { slug: LegalDocumentSlug }) {
  const document = LEGAL_DOCUMENTS[slug];
  const links = useLegalLinks();
  useDocumentTitle(document.title);
  const configKey = CONFIG_KEYS[slug];
  const configured = configKey ? links[configKey] : undefined;
  const external = configured && /^https?:\/\//.test(configured) ? configured : undefined;
  return (
    <article data-page="legal-document" className="mx-auto flex w-full max-w-6xl flex-col gap-2">
      <PageHeader
        eyebrow="Legal"
        title={document.title}
        subtitle={document.summary}
        actions={
          external && (
            <a
              href={external}
              target="_blank"
              rel="noreferrer"
              className="text-brand text-sm hover:underline"
            >
              Also published at {new URL(external).host}
              <ExternalLink aria-hidden="true" className="ml-1 inline size-3.5" />
            </a>
          )
        }
      />
      <div className="pb-4">
        <DocumentMeta version={document.version} effectiveDate={document.effectiveDate} />
      </div>
      <MarkdownArticle key={slug} kind="legal" file={slug} />
      <OtherDocuments current={slug} />
    </article>
  );
}

/** `/terms-and-conditions/:slug`: one of Kennel's legal documents in full; any other slug is not a page. */
export function TermsPage() {
  const { slug = '' } = useParams();
  if (!isLegalDocumentSlug(slug)) return <NotFoundPage />;
  return <DocumentPage slug={slug} />;
}
