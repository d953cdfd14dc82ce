import {
  DEFAULT_LEGAL_LINKS,
  LEGAL_DOCUMENT_SLUGS,
  LEGAL_DOCUMENTS,
  legalDocumentPath,
  RULEBOOK_SLUGS,
  RULEBOOKS,
} from '@kennel/core';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '../../../shared/api/testing/render-with-api.tsx';
import { documentFileNames } from './document-sources.ts';
import { LegalityPage } from './legality-page.tsx';
import { RulesPage } from './rules-page.tsx';
import { TermsPage } from './terms-page.tsx';

const routes = [
  { path: '/terms-and-conditions/:slug', Component: TermsPage },
  { path: '/rules/*', Component: RulesPage },
  { path: '/m/rules/*', Component: RulesPage },
  { path: '/legality-underdog-contests', Component: LegalityPage },
];

afterEach(() => {
  vi.unstubAllGlobals();
});

const NOT_FOUND = 'We could not find that page';

describe('legal documents and rules', () => {
  it.each([
    '/terms-and-conditions/cookie-policy',
    '/terms-and-conditions/constructor',
    '/terms-and-conditions/__proto__',
    '/rules/curling',
    '/rules/constructor',
    '/rules/__proto__/x',
    '/rules/pick-em/scoring-secrets',
    '/rules/best-ball/scoring/extra',
  ])('%s is not a page: the not-found page, not an invented document', async (path) => {
    renderWithApi(path, routes);
    expect(await screen.findByRole('heading', { name: NOT_FOUND })).toBeTruthy();
  });

  it.each(LEGAL_DOCUMENT_SLUGS)(
    '%s renders its full text, version, effective date and contents',
    async (slug) => {
      renderWithApi(legalDocumentPath(slug), routes);
      const document = LEGAL_DOCUMENTS[slug];
      expect(await screen.findByRole('heading', { level: 1, name: document.title })).toBeTruthy();
      expect(screen.getByText(`Version ${document.version}`)).toBeTruthy();
      // The Markdown has arrived once its table of contents shows.
      const contents = await screen.findByRole('navigation', { name: 'On this page' });
      const sections = screen.getAllByRole('heading', { level: 2 }).filter((heading) => heading.id);
      expect(sections.length).toBeGreaterThanOrEqual(5);
      const firstSection = sections[0];
      expect(
        within(contents).getByRole('link', { name: firstSection!.textContent! }).getAttribute('href'),
      ).toBe(`#${firstSection!.id}`);
      expect(screen.queryByText(/lorem ipsum|coming\s+soon|TODO/i)).toBeNull();
    },
  );

  it('the terms of use link to the other documents and the rules', async () => {
    renderWithApi('/terms-and-conditions/terms-of-use', routes);
    const membership = await screen.findAllByRole('link', { name: 'membership agreement' });
    expect(membership[0]!.getAttribute('href')).toBe('/terms-and-conditions/membership-agreement');
    // An internal link navigates inside the app.
    fireEvent.click(membership[0]!);
    expect(await screen.findByRole('heading', { level: 1, name: 'Membership agreement' })).toBeTruthy();
  });

  it('the rules index lists every rulebook', async () => {
    renderWithApi('/rules', routes);
    expect(await screen.findByRole('heading', { level: 1, name: 'Kennel rules' })).toBeTruthy();
    for (const slug of RULEBOOK_SLUGS) {
      expect(screen.getByRole('link', { name: new RegExp(RULEBOOKS[slug].title) }).getAttribute('href')).toBe(
        `/rules/${slug}`,
      );
    }
  });

  it('pick’em rules show the Standard and Flex payout table', async () => {
    renderWithApi('/rules/pick-em', routes);
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    const cells = rows.map((row) =>
      [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.trim()).join(' | '),
    );
    expect(cells).toContain('8 | — | 80× | 3× | 1×');
    expect(cells).toContain('2 | 3× | — | — | —');
    expect(within(rows[0]!).getByText('Flex: 2 misses')).toBeTruthy();
  });

  it('best ball scoring is its own page with every sport', async () => {
    renderWithApi('/rules/best-ball/scoring', routes);
    expect(await screen.findByRole('heading', { level: 1, name: 'Best ball scoring' })).toBeTruthy();
    for (const sport of ['NFL', 'NBA', 'MLB']) {
      expect(await screen.findByRole('heading', { level: 2, name: sport })).toBeTruthy();
    }
    expect(screen.getByRole('link', { name: 'Best ball rules' }).getAttribute('aria-current')).toBeNull();
  });

  it('in the app’s webview, links to other rules stay in the webview', async () => {
    renderWithApi('/m/rules/best-ball', routes);
    const scoring = await screen.findByRole('link', { name: 'scoring tables' });
    expect(scoring.getAttribute('href')).toBe('/m/rules/best-ball/scoring');
    expect(screen.getByRole('link', { name: 'All rules' }).getAttribute('href')).toBe('/m/rules');
  });
});

describe('the state table', () => {
  it('lists every state, searchable by name or code and filterable by game', async () => {
    renderWithApi('/legality-underdog-contests', routes);
    expect(await screen.findByRole('heading', { level: 1, name: 'Where you can play' })).toBeTruthy();
    expect(screen.getByText('51 states')).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search states' }), { target: { value: 'az' } });
    const arizona = screen.getByRole('row', { name: /AZ/ });
    expect(arizona.textContent).toContain('21+');
    expect(within(arizona).getByText("Pick'em in Arizona").parentElement?.textContent).toContain(
      'Not offered',
    );
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search states' }), { target: { value: '' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Game' }), { target: { value: 'sportsbook' } });
    expect(screen.getByText('5 states')).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search states' }), { target: { value: 'zz' } });
    expect(screen.getByText(/No state matches/)).toBeTruthy();
  });
});

/** Every Kennel page address written in the app's source, the documents and core's legal links. */
const sources = import.meta.glob<string>(['../../../**/*.tsx', '../../../**/*.ts', '!../../../**/*.test.*'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
const documents = import.meta.glob<string>('../../../../../../content/**/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});

function linkedPaths(): string[] {
  const found = new Set<string>(Object.values(DEFAULT_LEGAL_LINKS));
  const pattern = /(?:\/m)?\/(?:rules|terms-and-conditions)(?:\/[a-z0-9-]+)*/g;
  for (const text of [...Object.values(sources), ...Object.values(documents)]) {
    for (const match of text.matchAll(pattern)) {
      // Route patterns (`/rules/*`, `/:slug`) are not links.
      const after = text[match.index + match[0].length];
      if (after !== '*' && after !== ':') found.add(match[0]);
    }
  }
  return [...found].filter((path) => path !== '/terms-and-conditions');
}

describe('no dead links', () => {
  const paths = linkedPaths();

  it('finds the links it checks', () => {
    expect(paths).toEqual(expect.arrayContaining(['/rules/pick-em', '/terms-and-conditions/terms-of-use']));
  });

  it.each(paths)('%s renders a page', async (path) => {
    renderWithApi(path, routes);
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: NOT_FOUND })).toBeNull();
  });
});

describe('the documents index', () => {
  it('has a Markdown file for every legal document and rulebook page, and no file outside it', () => {
    expect(documentFileNames('legal').sort()).toEqual([...LEGAL_DOCUMENT_SLUGS].sort());
    const rulebookFiles = RULEBOOK_SLUGS.flatMap((slug) => RULEBOOKS[slug].pages.map((page) => page.file));
    expect(documentFileNames('rules').sort()).toEqual(rulebookFiles.sort());
  });
});
