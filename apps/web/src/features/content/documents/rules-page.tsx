import { RULEBOOK_SLUGS, RULEBOOKS, type Rulebook, type RulebookPage, rulebookPage } from '@kennel/core';
import { ArrowRight, BookOpen, Gift, Layers, MapPinned, Target, Trophy } from 'lucide-react';
import { useCallback } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { useDocumentTitle } from '../../../shared/planned-screen/index.ts';
import { Card, cn, PageHeader } from '../../../shared/ui/index.ts';
import { NotFoundPage } from '../not-found-page.tsx';
import { DocumentMeta } from './document-meta.tsx';
import { MarkdownArticle } from './markdown-article.tsx';

const ICONS = { 'pick-em': Target, 'best-ball': Trophy, sportsbook: Layers, promotions: Gift } as const;

/** Inside the app's webview (`/m/rules/*`), links to other rules stay in the webview. */
function useRulesBase() {
  const { pathname } = useLocation();
  const base = pathname.startsWith('/m/') ? '/m/rules' : '/rules';
  const resolveHref = useCallback(
    (href: string) => (base === '/m/rules' && /^\/rules(\/|$)/.test(href) ? `/m${href}` : href),
    [base],
  );
  return { base, resolveHref };
}

function RulesIndex({ base }: { base: string }) {
  return (
    <div data-page="rules" className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <PageHeader
        eyebrow="Rules"
        title="Kennel rules"
        subtitle="How every Kennel game works, how it scores and how it pays, in plain words."
      />
      <ul className="grid gap-4 sm:grid-cols-2">
        {RULEBOOK_SLUGS.map((slug) => {
          const Icon = ICONS[slug];
          return (
            <li key={slug}>
              <Link to={`${base}/${slug}`} className="group block h-full rounded-2xl">
                <Card interactive className="flex h-full flex-col gap-3 p-5">
                  <span className="grid size-10 place-items-center rounded-xl bg-brand/10 text-brand">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  <h2 className="font-bold text-lg">{RULEBOOKS[slug].title}</h2>
                  <p className="text-pretty text-muted text-sm">{RULEBOOKS[slug].summary}</p>
                  <span className="mt-auto inline-flex items-center gap-1 font-semibold text-brand text-sm">
                    Read the rules
                    <ArrowRight
                      aria-hidden="true"
                      className="size-4 transition-transform group-hover:translate-x-0.5"
                    />
                  </span>
                </Card>
              </Link>
            </li>
          );
        })}
      </ul>
      <Link
        to="/legality-underdog-contests"
        className="flex items-center gap-3 rounded-2xl border border-border bg-surface-2 px-5 py-4 text-sm hover:border-border-strong"
      >
        <MapPinned aria-hidden="true" className="size-5 shrink-0 text-brand" />
        <span className="flex-1">
          <strong className="font-semibold">Where you can play.</strong>{' '}
          <span className="text-muted">Which games are offered in your state, and the minimum age.</span>
        </span>
        <ArrowRight aria-hidden="true" className="size-4 text-muted" />
      </Link>
    </div>
  );
}

function RulebookPages({
  book,
  slug,
  current,
  base,
}: {
  book: Rulebook;
  slug: string;
  current: RulebookPage;
  base: string;
}) {
  if (book.pages.length < 2) return null;
  return (
    <nav aria-label={`${book.title} pages`} className="flex gap-2 overflow-x-auto pb-4">
      {book.pages.map((page) => (
        <Link
          key={page.path}
          to={page.path ? `${base}/${slug}/${page.path}` : `${base}/${slug}`}
          aria-current={page === current ? 'page' : undefined}
          className={cn(
            'shrink-0 rounded-full border px-4 py-1.5 font-medium text-sm',
            page === current
              ? 'border-brand bg-brand text-brand-contrast'
              : 'border-border bg-surface text-text hover:border-border-strong',
          )}
        >
          {page.title}
        </Link>
      ))}
    </nav>
  );
}

function OtherRulebooks({ slug, base }: { slug: string; base: string }) {
  return (
    <nav aria-label="Other rules" className="mt-10 flex flex-wrap gap-2 border-border border-t pt-6 text-sm">
      <Link to={base} className="inline-flex items-center gap-1.5 font-semibold text-brand hover:underline">
        <BookOpen aria-hidden="true" className="size-4" />
        All rules
      </Link>
      {RULEBOOK_SLUGS.filter((other) => other !== slug).map((other) => (
        <Link key={other} to={`${base}/${other}`} className="text-muted hover:text-text hover:underline">
          · {RULEBOOKS[other].title}
        </Link>
      ))}
    </nav>
  );
}

/** `/rules/*` and `/m/rules/*`: the rules of each game in plain words, with scoring and payout tables. */
export function RulesPage() {
  const { '*': path = '' } = useParams();
  const { base, resolveHref } = useRulesBase();
  const [slug = '', ...rest] = path.replace(/\/+$/, '').split('/');
  const found = slug ? rulebookPage(slug, rest.join('/')) : undefined;
  useDocumentTitle(found?.page.title ?? 'Rules');
  if (!slug) return <RulesIndex base={base} />;
  if (!found) return <NotFoundPage />;
  const { book, page } = found;
  return (
    <article data-page="rulebook" className="mx-auto flex w-full max-w-6xl flex-col gap-2">
      <PageHeader eyebrow={<Link to={base}>Rules</Link>} title={page.title} subtitle={book.summary} />
      <div className="pb-4">
        <DocumentMeta version={book.version} effectiveDate={book.effectiveDate} />
      </div>
      <RulebookPages book={book} slug={slug} current={page} base={base} />
      <MarkdownArticle key={page.file} kind="rules" file={page.file} resolveHref={resolveHref} />
      <OtherRulebooks slug={slug} base={base} />
    </article>
  );
}
